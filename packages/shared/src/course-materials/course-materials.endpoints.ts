import { okSchema } from "../accounts/accounts.schemas";
import { defineEndpoints } from "../system/endpoint";
import {
  classMaterialsSchema,
  createMaterialFolderSchema,
  createMaterialItemSchema,
  deleteMaterialFolderQuerySchema,
  materialFolderSavedSchema,
  materialIdParamsSchema,
  materialItemSchema,
  moveMaterialSchema,
  renameMaterialFolderSchema,
  updateMaterialItemSchema,
} from "./course-materials.schemas";

const ID = materialIdParamsSchema;

/**
 * A class's course materials (spec 03 §2 the materials tab, §3, §4 move/rename/delete, §5 files and
 * links): folders (units, categories) holding items, each a link or a file. Teachers and TAs of the
 * class, admins and staff write; students placed in the class and their linked parents read; anyone
 * else is answered 404, so an id tells nothing. A file is uploaded first with POST /api/document
 * (≤ 20 MB), then named by `upload_id`; GET /files/{id} serves it to the class's people only.
 */
export const courseMaterialEndpoints = defineEndpoints("course-materials", {
  listClassMaterials: {
    method: "GET",
    path: "/api/session-classes/:id/materials",
    access: "authenticated",
    summary: "A class's material folders with their items, and the items in no folder, in their order",
    params: ID,
    response: classMaterialsSchema,
    errors: [401, 404, 422],
  },
  createMaterialFolder: {
    method: "POST",
    path: "/api/session-classes/:id/material-folders",
    access: "authenticated",
    summary: "Add a folder (unit or category) at the end of a class's materials",
    params: ID,
    body: createMaterialFolderSchema,
    response: materialFolderSavedSchema,
    errors: [401, 403, 404, 422],
  },
  renameMaterialFolder: {
    method: "PATCH",
    path: "/api/material-folders/:id",
    access: "authenticated",
    summary: "Rename a material folder",
    params: ID,
    body: renameMaterialFolderSchema,
    response: materialFolderSavedSchema,
    errors: [401, 403, 404, 422],
  },
  moveMaterialFolder: {
    method: "POST",
    path: "/api/material-folders/:id/move",
    access: "authenticated",
    summary: "Move a material folder one place up or down (no change at either end)",
    params: ID,
    body: moveMaterialSchema,
    response: okSchema,
    errors: [401, 403, 404, 422],
  },
  deleteMaterialFolder: {
    method: "DELETE",
    path: "/api/material-folders/:id",
    access: "authenticated",
    summary:
      "Delete a material folder for good: `mode=folder_only` moves its items to the end of the top level, " +
      "`mode=with_contents` deletes them too",
    params: ID,
    query: deleteMaterialFolderQuerySchema,
    response: okSchema,
    errors: [401, 403, 404, 422],
  },
  createMaterialItem: {
    method: "POST",
    path: "/api/session-classes/:id/material-items",
    access: "authenticated",
    summary:
      "Add a material (title, description, an http(s) link or a file uploaded by the caller) at the end of a folder or the top level",
    params: ID,
    body: createMaterialItemSchema,
    response: materialItemSchema,
    errors: [401, 403, 404, 422],
  },
  updateMaterialItem: {
    method: "PATCH",
    path: "/api/material-items/:id",
    access: "authenticated",
    summary: "Edit a material: its texts, its link or file, or its folder (moved to that folder's end)",
    params: ID,
    body: updateMaterialItemSchema,
    response: materialItemSchema,
    errors: [401, 403, 404, 422],
  },
  moveMaterialItem: {
    method: "POST",
    path: "/api/material-items/:id/move",
    access: "authenticated",
    summary: "Move a material one place up or down within its folder (no change at either end)",
    params: ID,
    body: moveMaterialSchema,
    response: okSchema,
    errors: [401, 403, 404, 422],
  },
  deleteMaterialItem: {
    method: "DELETE",
    path: "/api/material-items/:id",
    access: "authenticated",
    summary: "Delete a material for good",
    params: ID,
    response: okSchema,
    errors: [401, 403, 404, 422],
  },
});
