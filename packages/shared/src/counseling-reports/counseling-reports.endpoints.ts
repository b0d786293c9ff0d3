import { defineEndpoints } from "../system/endpoint";
import {
  counselingReportDeletedSchema,
  counselingReportIdParamsSchema,
  counselingReportListSchema,
  counselingReportSavedSchema,
  counselingReportSchema,
  counselingReportSentSchema,
  counselingReportsQuerySchema,
  createCounselingReportSchema,
  updateCounselingReportSchema,
} from "./counseling-reports.schemas";

const ID = counselingReportIdParamsSchema;

/**
 * Monthly counseling reports to parents (spec 03 §2 counseling/{id}/reports; issue 31): one per
 * (counseling class, student, month). Who: the class's counselors (teachers, TAs) and super-admin write;
 * the student and their linked parents read sent reports only; anyone else is answered 404 (an id tells
 * nothing), as is a reader asking for a draft.
 */
export const counselingReportEndpoints = defineEndpoints("counseling-reports", {
  listCounselingReports: {
    method: "GET",
    path: "/api/counseling-reports",
    access: "authenticated",
    summary:
      "A counseling class's monthly reports, newest month first (counselors: drafts and sent; the student and parents: sent reports of the student only)",
    query: counselingReportsQuerySchema,
    response: counselingReportListSchema,
    errors: [401, 404, 422],
  },
  getCounselingReport: {
    method: "GET",
    path: "/api/counseling-report/:id",
    access: "authenticated",
    summary: "One report with its facts, summary, plan and, once sent, whom it reached",
    params: ID,
    response: counselingReportSchema,
    errors: [401, 404, 422],
  },
  createCounselingReport: {
    method: "POST",
    path: "/api/counseling-report",
    access: "authenticated",
    summary:
      "Draft the report of a month: collects the month's meetings, tasks, school-list and essay changes. A report for that class, student and month already made is 409 with details { report_id, state }",
    body: createCounselingReportSchema,
    response: counselingReportSavedSchema,
    errors: [401, 403, 404, 409, 422],
  },
  updateCounselingReport: {
    method: "PATCH",
    path: "/api/counseling-report/:id",
    access: "authenticated",
    summary:
      "Change a draft's summary and plan, or collect its facts again (refresh_facts: 1); fields left out keep their value; a sent report is 409",
    params: ID,
    body: updateCounselingReportSchema,
    response: counselingReportSavedSchema,
    errors: [401, 403, 404, 409, 422],
  },
  deleteCounselingReport: {
    method: "DELETE",
    path: "/api/counseling-report/:id",
    access: "authenticated",
    summary: "Delete a draft; a sent report is 409",
    params: ID,
    response: counselingReportDeletedSchema,
    errors: [401, 403, 404, 409, 422],
  },
  sendCounselingReport: {
    method: "POST",
    path: "/api/counseling-report/:id/send",
    access: "authenticated",
    idempotent: true,
    summary:
      "Send a draft to the student's linked parents, each in their language: a mail where they have an address, a LINE message where they linked LINE. Answers each parent with how they were reached (mail 0 and line 0: not reached). Sent once: a second send is 409 with details { sent_at }",
    params: ID,
    response: counselingReportSentSchema,
    errors: [401, 403, 404, 409, 422],
  },
});
