import { z } from "zod";
import { FORBIDDEN_IN_TEXT, isHttpUrl } from "../system/input.schemas";
import { dbIdSchema, dbIdValueSchema } from "../system/paging.schemas";
import { uploadedDocumentSchema } from "../uploads/uploads.schemas";
import { MATERIAL_DESCRIPTION_MAX, MATERIAL_NAME_MAX, MOVE_DIRECTIONS } from "./course-materials.constants";

/** One line of text: no control characters, no line breaks, not empty. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: "v.required" })
    .max(max, { error: "v.text_too_long" })
    .refine((value) => !FORBIDDEN_IN_TEXT.test(value) && !/[\r\n]/.test(value), {
      error: "v.control_characters",
    });

const description = z
  .string()
  .trim()
  .max(MATERIAL_DESCRIPTION_MAX, { error: "v.text_too_long" })
  .refine((value) => !FORBIDDEN_IN_TEXT.test(value), { error: "v.control_characters" });

/** Spec 03 §5: a material's link is an absolute http(s) address, else "Invalid link!". */
export const materialLinkSchema = z
  .string()
  .trim()
  .max(2048, { error: "v.text_too_long" })
  .refine(isHttpUrl, { error: "v.cm_invalid_link" });

export const materialIdParamsSchema = z.object({ id: dbIdSchema });

export const moveMaterialSchema = z.object({ direction: z.enum(MOVE_DIRECTIONS) });
export type MoveMaterial = z.infer<typeof moveMaterialSchema>;

export const createMaterialFolderSchema = z.object({ name: line(MATERIAL_NAME_MAX) });
export type CreateMaterialFolder = z.infer<typeof createMaterialFolderSchema>;
export const renameMaterialFolderSchema = createMaterialFolderSchema;

/** Spec 03 §4: a category goes alone (its items move out to the top level) or with its contents. */
export const deleteMaterialFolderQuerySchema = z.object({
  mode: z.enum(["folder_only", "with_contents"], { error: "v.cm_delete_mode" }),
});
export type DeleteMaterialFolderQuery = z.infer<typeof deleteMaterialFolderQuerySchema>;

/** A link or a file (an upload from POST /api/document by the same person), never both. */
export const createMaterialItemSchema = z
  .object({
    /** null or left out: the top level. */
    folder_id: dbIdValueSchema.nullable().default(null),
    title: line(MATERIAL_NAME_MAX),
    description: description.default(""),
    link_url: materialLinkSchema.nullable().default(null),
    upload_id: dbIdValueSchema.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if ((value.link_url === null) === (value.upload_id === null))
      ctx.addIssue({ code: "custom", message: "v.cm_link_or_file", path: ["link_url"] });
  });
export type CreateMaterialItem = z.infer<typeof createMaterialItemSchema>;

/** Fields left out keep their value; a new link replaces the file and a new file the link. */
export const updateMaterialItemSchema = z
  .object({
    folder_id: dbIdValueSchema.nullable().optional(),
    title: line(MATERIAL_NAME_MAX).optional(),
    description: description.optional(),
    link_url: materialLinkSchema.optional(),
    upload_id: dbIdValueSchema.optional(),
  })
  .refine((value) => value.link_url === undefined || value.upload_id === undefined, {
    error: "v.cm_link_or_file",
    path: ["link_url"],
  });
export type UpdateMaterialItem = z.infer<typeof updateMaterialItemSchema>;

export const materialItemSchema = z.object({
  id: z.number().int(),
  folder_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  link_url: z.string().nullable(),
  /** The file (read through GET /files/{id}: the class's people only), or null for a link. */
  file: uploadedDocumentSchema.nullable(),
  position: z.number().int(),
  /** The upload date. */
  created_at: z.string(),
  updated_at: z.string(),
});
export type MaterialItem = z.infer<typeof materialItemSchema>;

export const materialFolderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  items: z.array(materialItemSchema),
});
export type MaterialFolder = z.infer<typeof materialFolderSchema>;

export const classMaterialsSchema = z.object({
  session_class_id: z.number().int(),
  /** Teachers and TAs of the class, admins and staff; students and parents read. */
  can_edit: z.boolean(),
  folders: z.array(materialFolderSchema),
  /** Items in no folder. */
  items: z.array(materialItemSchema),
});
export type ClassMaterials = z.infer<typeof classMaterialsSchema>;

export const materialFolderSavedSchema = materialFolderSchema.omit({ items: true });
export type MaterialFolderSaved = z.infer<typeof materialFolderSavedSchema>;
