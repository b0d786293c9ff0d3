import { OFFICE } from "../system/access-roles";
import { defineEndpoints } from "../system/endpoint";
import {
  createFeedbackSchema,
  feedbackCreatedSchema,
  feedbackIdParamsSchema,
  feedbackIssueSchema,
  feedbackListQuerySchema,
  feedbackPageSchema,
  updateFeedbackSchema,
} from "./feedback.schemas";

export const feedbackEndpoints = defineEndpoints("feedback", {
  createIssue: {
    method: "POST",
    path: "/api/issue",
    access: "public",
    summary: "Send feedback from the dialog (visitors too; a screenshot from POST issue/file)",
    description:
      "`created_by` is accepted as the spec sends it and ignored: the sender is the session's user, 0 for a visitor.",
    body: createFeedbackSchema,
    response: feedbackCreatedSchema,
    errors: [422, 429],
  },
  listIssues: {
    method: "GET",
    path: "/api/issues",
    access: OFFICE,
    summary: "Feedback to triage, newest first (status open/done/all, type, q over details and page)",
    query: feedbackListQuerySchema,
    response: feedbackPageSchema,
    errors: [401, 403, 422],
  },
  updateIssueById: {
    method: "PATCH",
    path: "/api/issue/:id",
    access: OFFICE,
    summary: "Mark feedback done or open again (audited)",
    params: feedbackIdParamsSchema,
    body: updateFeedbackSchema,
    response: feedbackIssueSchema,
    errors: [401, 403, 404, 422],
  },
});
