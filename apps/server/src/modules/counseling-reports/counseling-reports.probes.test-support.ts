import { counselingReportEndpoints } from "@edu/shared/counseling-reports";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * Every call is sent with an id, class or body that fails validation (422) once the caller is let in,
 * so no demo report is written or sent; who may do what with a real report is tested role by role in
 * counseling-reports-roles.test.ts.
 */
const NOT_AN_ID = 0;
const one = () => ({ url: `/api/counseling-report/${NOT_AN_ID}` });

export const counselingReportsProbes = defineProbes(counselingReportEndpoints, {
  listCounselingReports: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-reports?session_class_id=${NOT_AN_ID}` }),
  },
  getCounselingReport: { allowed: 422, request: one },
  createCounselingReport: { allowed: 422, request: () => EMPTY_BODY },
  updateCounselingReport: { allowed: 422, request: () => ({ ...one(), body: {} }) },
  deleteCounselingReport: { allowed: 422, request: one },
  sendCounselingReport: {
    allowed: 422,
    request: () => ({ url: `/api/counseling-report/${NOT_AN_ID}/send` }),
  },
});
