import { tagEndpoints } from "@edu/shared";
import { defineProbes } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls each tags route; who is let in is the declared access. */
export const tagsProbes = defineProbes(tagEndpoints, {
  listTags: { allowed: 200 },
  createTag: { allowed: 200, request: () => ({ body: { name: "perm-created-tag" } }) },
  getTagById: { allowed: 200, request: (f) => ({ url: `/api/tag/${f.tag}` }) },
  updateTagById: {
    allowed: 200,
    request: (f) => ({ url: `/api/tag/${f.tag}`, body: { description: "renamed by the permission table" } }),
  },
  deleteTagById: { allowed: 200, request: (f) => ({ url: `/api/tag/${f.tagToDelete}` }) },
  attachUserTags: {
    allowed: 200,
    request: (f) => ({ url: `/api/user/${f.users.teacher2}/attach-tags`, body: { tag_ids: [f.tag] } }),
  },
  detachUserTags: {
    allowed: 200,
    request: (f) => ({ url: `/api/user/${f.users.student2}/detach-tags`, body: { tag_ids: [f.tag] } }),
  },
});
