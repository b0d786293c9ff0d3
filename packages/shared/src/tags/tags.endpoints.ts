import { okSchema } from "../accounts/accounts.schemas";
import { ADMIN, OFFICE } from "../system/access-roles";
import { defineEndpoints } from "../system/endpoint";
import { pageQuerySchema } from "../system/paging.schemas";
import { userIdParamsSchema } from "../users/users-admin.schemas";
import {
  createTagSchema,
  tagDetailSchema,
  tagIdParamsSchema,
  tagIdsSchema,
  tagListQuerySchema,
  tagPageSchema,
  tagSchema,
  updateTagSchema,
  userTagsResultSchema,
} from "./tags.schemas";

export const tagEndpoints = defineEndpoints("tags", {
  listTags: {
    method: "GET",
    path: "/api/tags",
    access: OFFICE,
    summary: "Tags with their user counts",
    query: tagListQuerySchema,
    response: tagPageSchema,
    errors: [401, 403, 422],
  },
  createTag: {
    method: "POST",
    path: "/api/tag",
    access: ADMIN,
    summary: "Create a tag (names are unique)",
    body: createTagSchema,
    response: tagSchema,
    errors: [401, 403, 422],
  },
  getTagById: {
    method: "GET",
    path: "/api/tag/:id",
    access: OFFICE,
    summary: "A tag and its users, paged",
    params: tagIdParamsSchema,
    query: pageQuerySchema,
    response: tagDetailSchema,
    errors: [401, 403, 404, 422],
  },
  updateTagById: {
    method: "PATCH",
    path: "/api/tag/:id",
    access: ADMIN,
    summary: "Rename or recolour a tag",
    params: tagIdParamsSchema,
    body: updateTagSchema,
    response: tagSchema,
    errors: [401, 403, 404, 422],
  },
  deleteTagById: {
    method: "DELETE",
    path: "/api/tag/:id",
    access: ADMIN,
    summary: "Delete a tag (it comes off every user)",
    params: tagIdParamsSchema,
    response: okSchema,
    errors: [401, 403, 404, 422],
  },
  attachUserTags: {
    method: "POST",
    path: "/api/user/:id/attach-tags",
    access: ADMIN,
    summary: "Put tags on a user (never twice: a tag the user has refuses the whole request)",
    params: userIdParamsSchema,
    body: tagIdsSchema,
    response: userTagsResultSchema,
    errors: [401, 403, 404, 422],
  },
  detachUserTags: {
    method: "PATCH",
    path: "/api/user/:id/detach-tags",
    access: ADMIN,
    summary: "Take tags off a user (a tag the user lacks is ignored)",
    params: userIdParamsSchema,
    body: tagIdsSchema,
    response: userTagsResultSchema,
    errors: [401, 403, 404, 422],
  },
});
