import { okSchema } from "../accounts/accounts.schemas";
import { defineEndpoints } from "../system/endpoint";
import {
  createStorySchema,
  storyAdminListQuerySchema,
  storyAdminPageSchema,
  storyAdminSchema,
  storyIdParamsSchema,
  storyListQuerySchema,
  storyPageSchema,
  storySchema,
  updateStorySchema,
} from "./stories.schemas";

const ADMIN = ["super-admin"] as const;
const READERS = ["super-admin", "staff"] as const;

export const storyEndpoints = defineEndpoints("stories", {
  listStories: {
    method: "GET",
    path: "/api/stories",
    access: "public",
    summary: "Published student stories in the request's language, ordered",
    query: storyListQuerySchema,
    response: storyPageSchema,
    errors: [422],
  },
  getStory: {
    method: "GET",
    path: "/api/stories/:id",
    access: "public",
    summary: "A published story in the request's language",
    params: storyIdParamsSchema,
    response: storySchema,
    errors: [404, 422],
  },
  createStory: {
    method: "POST",
    path: "/api/stories",
    access: ADMIN,
    summary: "Create a story (photo_upload_id from POST image)",
    body: createStorySchema,
    response: storyAdminSchema,
    errors: [401, 403, 422],
  },
  updateStory: {
    method: "PATCH",
    path: "/api/stories/:id",
    access: ADMIN,
    summary: "Update a story (each language sent replaces the fields it sends)",
    params: storyIdParamsSchema,
    body: updateStorySchema,
    response: storyAdminSchema,
    errors: [401, 403, 404, 422],
  },
  deleteStory: {
    method: "DELETE",
    path: "/api/stories/:id",
    access: ADMIN,
    summary: "Delete a story",
    params: storyIdParamsSchema,
    response: okSchema,
    errors: [401, 403, 404, 422],
  },
  listAdminStories: {
    method: "GET",
    path: "/api/admin/stories",
    access: READERS,
    summary: "Every story with all languages (published or not)",
    query: storyAdminListQuerySchema,
    response: storyAdminPageSchema,
    errors: [401, 403, 422],
  },
  getAdminStory: {
    method: "GET",
    path: "/api/admin/stories/:id",
    access: READERS,
    summary: "A story with all languages",
    params: storyIdParamsSchema,
    response: storyAdminSchema,
    errors: [401, 403, 404, 422],
  },
});
