import { defineEndpoints, fileAnswer } from "../system/endpoint";
import {
  exportFileParamsSchema,
  exportFileQuerySchema,
  exportStudentParamsSchema,
  syncExportAnswerSchema,
  syncExportSchema,
} from "./counseling-exports.schemas";

/**
 * The three exports of the application profile (spec 03 §5, §7 "POST counseling-profile/sync/{id}").
 * Who: whoever may read the student's counseling profile previews and downloads (the student, linked
 * parents, the counselors of the student's counseling class, super-admin; anyone else gets 404, so ids
 * reveal nothing); an upload needs edit rights (not parents). Built on demand: nothing is stored.
 */
export const counselingExportEndpoints = defineEndpoints("counseling-exports", {
  updateCounselingProfileSyncById: {
    method: "POST",
    path: "/api/counseling-profile/sync/:id",
    access: "authenticated",
    // Upload sends the application data to the service: a retried request must not send it twice.
    idempotent: true,
    summary:
      "Build a student's export for one application service (what it contains, what its rules cut and why); upload=1 also sends it",
    params: exportStudentParamsSchema,
    body: syncExportSchema,
    response: syncExportAnswerSchema,
    // 403: a parent may read but not upload; 400/409/503 are the upload's (wrong stored login, no login, service down).
    errors: [400, 401, 403, 404, 409, 422, 503],
  },
  getCounselingProfileExportPdf: {
    method: "GET",
    path: "/api/counseling-profile/:id/export/:target/pdf",
    access: "authenticated",
    summary: "The export as a PDF in the reader's language (?lang= for another), with its cuts and warnings",
    params: exportFileParamsSchema,
    query: exportFileQuerySchema,
    response: fileAnswer("The export (application/pdf)"),
    errors: [401, 404, 422],
  },
  getCounselingProfileExportJson: {
    method: "GET",
    path: "/api/counseling-profile/:id/export/:target/json",
    access: "authenticated",
    summary: "The export as a JSON file (attachment): the same answer as the sync call, without uploading",
    params: exportFileParamsSchema,
    query: exportFileQuerySchema,
    response: fileAnswer("The export (application/json, attachment)"),
    errors: [401, 404, 422],
  },
});
