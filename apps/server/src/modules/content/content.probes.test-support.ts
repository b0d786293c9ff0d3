import { siteContentEndpoints } from "@edu/shared";
import { defineProbes } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls each content route; who is let in is the declared access. */
export const contentProbes = defineProbes(
  siteContentEndpoints,
  {
    listSiteContent: { allowed: 200 },
    getSiteContentByKey: { allowed: 200, request: () => ({ url: "/api/site-content/site.contact" }) },
    updateSiteContentByKey: {
      allowed: 200,
      request: () => ({ url: "/api/site-content/perm.put", body: { data: {}, translations: { en: {} } } }),
    },
    deleteSiteContentByKey: {
      allowed: 200,
      request: (f) => ({ url: `/api/site-content/${f.siteContentToDelete}` }),
    },
    listAdminSiteContent: { allowed: 200 },
    getAdminSiteContentByKey: {
      allowed: 200,
      request: () => ({ url: "/api/admin/site-content/site.contact" }),
    },
  },
  {
    // GET /blogs
    listBlogs: { allowed: 302 },
  },
);
