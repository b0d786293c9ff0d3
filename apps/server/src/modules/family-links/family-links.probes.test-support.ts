import { familyLinkEndpoints } from "@edu/shared";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls each family links route; who is let in is the declared access. */
export const familyLinksProbes = defineProbes(familyLinkEndpoints, {
  listParentLinkRequests: { allowed: 200 },
  // A malformed id is refused after access, so nothing is confirmed or declined.
  confirmParentLinkRequest: {
    allowed: 422,
    request: () => ({ url: "/api/parent-link-requests/not-an-id/confirm" }),
  },
  declineParentLinkRequest: {
    allowed: 422,
    request: () => ({ url: "/api/parent-link-requests/not-an-id/decline" }),
  },
  getParentLinkRequestByToken: { allowed: 422, request: () => EMPTY_BODY },
  confirmParentLinkRequestsByToken: { allowed: 422, request: () => EMPTY_BODY },
});
