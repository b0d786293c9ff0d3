import { counselingSchoolEndpoints } from "@edu/shared/counseling-schools";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * The demo's Ethan (`student`) has a school list in his counseling class taught by `teacher`; `parent` is
 * his mother (reads it). Staff and the test editor have no link to him: 404, as for any student they may
 * not see. Writes are sent with a body or id that fails validation (422) once the caller is let in, so the
 * demo list the other probes read is left as it is; who may write what is tested role by role in
 * counseling-schools-roles.test.ts.
 */
const NOT_HIS = { staff: 404, "test-editor": 404 } as const;
const NOT_AN_ID = 0;

export const counselingSchoolsProbes = defineProbes(counselingSchoolEndpoints, {
  listCounselingSchools: {
    allowed: 200,
    refused: NOT_HIS,
    request: (f) => ({ url: `/api/counseling-schools?student_user_id=${f.users.student}` }),
  },
  listCounselingSchoolCards: {
    allowed: 200,
    refused: NOT_HIS,
    request: (f) => ({ url: `/api/counseling-schools/cards?student_user_id=${f.users.student}` }),
  },
  getCounselingSchool: { allowed: 422, request: () => ({ url: `/api/counseling-school/${NOT_AN_ID}` }) },
  createCounselingSchool: { allowed: 422, request: () => EMPTY_BODY },
  createCounselingSchoolBatch: { allowed: 422, request: () => EMPTY_BODY },
  updateCounselingSchool: { allowed: 422, request: () => EMPTY_BODY },
  deleteCounselingSchool: { allowed: 422, request: () => ({ url: `/api/counseling-school/${NOT_AN_ID}` }) },
  deleteCounselingSchoolBatch: { allowed: 422, request: () => ({ url: "/api/counseling-school/batch" }) },
  // Counselors (teachers, staff; super-admin every student): a caller counselling nobody gets an empty page.
  listCounselingApplications: {
    allowed: 200,
    request: () => ({ url: "/api/counseling-applications?deadline_within_days=60&page_size=5" }),
  },
  getCounselingApplicationsCsv: {
    allowed: 200,
    request: () => ({ url: "/api/counseling-applications/csv?admissions_result=admitted" }),
  },
});
