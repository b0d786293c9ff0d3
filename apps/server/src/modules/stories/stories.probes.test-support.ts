import { storyEndpoints } from "@edu/shared";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls each stories route; who is let in is the declared access. */
export const storiesProbes = defineProbes(storyEndpoints, {
  listStories: { allowed: 200 },
  getStory: { allowed: 200, request: (f) => ({ url: `/api/stories/${f.story}` }) },
  createStory: { allowed: 422, request: () => EMPTY_BODY },
  updateStory: { allowed: 200, request: (f) => ({ url: `/api/stories/${f.story}`, body: {} }) },
  deleteStory: { allowed: 200, request: (f) => ({ url: `/api/stories/${f.storyToDelete}` }) },
  listAdminStories: { allowed: 200 },
  getAdminStory: { allowed: 200, request: (f) => ({ url: `/api/admin/stories/${f.story}` }) },
});
