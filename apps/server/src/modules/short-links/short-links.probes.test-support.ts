import { shortLinkEndpoints } from "@edu/shared";
import { defineProbes } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls each short links route; who is let in is the declared access. */
export const shortLinksProbes = defineProbes(
  shortLinkEndpoints,
  {
    listShortUrls: { allowed: 200 },
    createShortUrl: {
      allowed: 200,
      request: (_f, caller) => ({ body: { full_url: `https://example.com/made-by-${caller}` } }),
    },
    revertShortUrl: {
      allowed: 200,
      request: () => ({ url: "/api/revert-short-url?short_url_key=open-house" }),
    },
    deleteShortUrlById: { allowed: 200, request: (f) => ({ url: `/api/short-url/${f.shortLinkToDelete}` }) },
  },
  {
    // GET /l/admissions_stories_seminar
    getLAdmissionsStoriesSeminar: { allowed: 302 },
    // GET /l/:key
    getLByKey: { allowed: 302, request: () => ({ url: "/l/open-house" }) },
  },
);
