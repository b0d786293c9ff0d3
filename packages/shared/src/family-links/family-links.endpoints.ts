import { defineEndpoints } from "../system/endpoint";
import {
  parentLinkDecisionSchema,
  parentLinkRequestPageSchema,
  parentLinkRequestParamsSchema,
  parentLinkRequestSchema,
  parentLinkRequestsQuerySchema,
  parentLinkTokenInputSchema,
} from "../users/parent-links.schemas";

/**
 * Parent–student links waiting for confirmation (the schemas live with the users'); documented under
 * the relations tag.
 */
export const familyLinkEndpoints = defineEndpoints("relations", {
  listParentLinkRequests: {
    method: "GET",
    path: "/api/parent-link-requests",
    access: "authenticated",
    summary: "Link requests I made, and those waiting for my answer (admins: all), newest first",
    query: parentLinkRequestsQuerySchema,
    response: parentLinkRequestPageSchema,
    errors: [401, 422],
  },
  confirmParentLinkRequest: {
    method: "POST",
    path: "/api/parent-link-requests/:id/confirm",
    access: "authenticated",
    summary: "Confirm a link request (the student, a parent already linked to the student, or an admin)",
    params: parentLinkRequestParamsSchema,
    response: parentLinkDecisionSchema,
    errors: [401, 403, 404, 422],
  },
  declineParentLinkRequest: {
    method: "POST",
    path: "/api/parent-link-requests/:id/decline",
    access: "authenticated",
    summary: "Decline a link request, or withdraw one's own",
    params: parentLinkRequestParamsSchema,
    response: parentLinkDecisionSchema,
    errors: [401, 404, 422],
  },
  getParentLinkRequestByToken: {
    method: "POST",
    path: "/api/parent-link-requests/by-token",
    access: "authenticated",
    summary: "The request behind a mailed confirmation link (only for the student it was sent to)",
    body: parentLinkTokenInputSchema,
    response: parentLinkRequestSchema,
    errors: [401, 403, 422, 429],
  },
  confirmParentLinkRequestsByToken: {
    method: "POST",
    path: "/api/parent-link-requests/confirm-by-token",
    access: "authenticated",
    summary: "Confirm through the mailed link (single use, expires; only the student it was sent to)",
    body: parentLinkTokenInputSchema,
    response: parentLinkDecisionSchema,
    errors: [401, 403, 422, 429],
  },
});
