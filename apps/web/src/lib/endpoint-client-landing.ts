import type { accountEndpoints } from "@edu/shared/accounts";
import type { siteContentEndpoints } from "@edu/shared/content";
import type { profileEndpoints } from "@edu/shared/profiles";
import type { storyEndpoints } from "@edu/shared/stories";
import { endpointRef } from "./endpoint-client-refs";

/**
 * The endpoints the landing page and the app's entry call (the session, the site's contact and content, the
 * instructors, the stories teaser), as zod-free references for `callRef`: their declarations are imported as
 * types only, so no schema reaches / or the shell chunk. Each reference's name, method and path must be its
 * declaration's (a type error otherwise; endpoint-client-landing.test.ts compares the values too).
 */
export const landingEndpoints = {
  getMe: endpointRef<typeof accountEndpoints.getMe>({ name: "getMe", method: "POST", path: "/api/me" }),
  logout: endpointRef<typeof accountEndpoints.logout>({
    name: "logout",
    method: "POST",
    path: "/api/logout",
  }),
  updateLang: endpointRef<typeof accountEndpoints.updateLang>({
    name: "updateLang",
    method: "PATCH",
    path: "/api/lang",
  }),
  getSiteContentByKey: endpointRef<typeof siteContentEndpoints.getSiteContentByKey>({
    name: "getSiteContentByKey",
    method: "GET",
    path: "/api/site-content/:key",
  }),
  getTeacherShowBio: endpointRef<typeof profileEndpoints.getTeacherShowBio>({
    name: "getTeacherShowBio",
    method: "GET",
    path: "/api/teacher/show-bio",
  }),
  listStories: endpointRef<typeof storyEndpoints.listStories>({
    name: "listStories",
    method: "GET",
    path: "/api/stories",
  }),
} as const;
