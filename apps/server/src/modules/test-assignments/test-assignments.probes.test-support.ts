import { testAssignmentEndpoints } from "@edu/shared/test-assignments";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * Lists answer 200 to whoever the declaration lets in (each sees what is theirs). Calls on one assignment,
 * attempt, permission or student are sent with an id that fails validation (422) once the caller is let in,
 * and writes with an empty body, so no probe assigns, mails or grades; who may do what to which row is
 * tested in test-assignments.test.ts, test-grading.test.ts and test-assignments-roles.test.ts.
 */
const NOT_AN_ID = 0;

export const testAssignmentsProbes = defineProbes(testAssignmentEndpoints, {
  listTestPapers: { allowed: 200 },
  listAssignTests: { allowed: 200 },
  createAssignTest: { allowed: 422, request: () => EMPTY_BODY },
  getAssignTestById: { allowed: 422, request: () => ({ url: `/api/assign-test/${NOT_AN_ID}` }) },
  updateAssignTestById: { allowed: 422, request: () => ({ url: `/api/assign-test/${NOT_AN_ID}`, body: {} }) },
  createAssignTestMail: { allowed: 422, request: () => ({ url: `/api/assign-test/${NOT_AN_ID}/mail` }) },
  getStudentTests: { allowed: 422, request: () => ({ url: `/api/students/${NOT_AN_ID}/tests` }) },
  createTestAdmit: { allowed: 422, request: () => EMPTY_BODY },
  listSatMocks: { allowed: 200 },
  getTestGrading: { allowed: 422, request: () => ({ url: `/api/test-grading/${NOT_AN_ID}` }) },
  updateTestGradingItem: {
    allowed: 422,
    request: () => ({ url: `/api/test-grading/${NOT_AN_ID}/item`, body: {} }),
  },
  createTestGradingPermissionRequest: {
    allowed: 422,
    request: () => ({ url: `/api/test-grading/${NOT_AN_ID}/permission-request`, body: {} }),
  },
  listTestGradePermissions: { allowed: 200 },
  createTestGradePermissionDecision: {
    allowed: 422,
    request: () => ({ url: `/api/test-grade-permission/${NOT_AN_ID}/decision`, body: {} }),
  },
  getTestGradingQueue: { allowed: 200 },
  listAssignTestResults: { allowed: 422, request: () => ({ url: `/api/assign-test/${NOT_AN_ID}/results` }) },
  createAssignTestFileToken: {
    allowed: 422,
    request: () => ({ url: `/api/assign-test/${NOT_AN_ID}/file-token` }),
  },
  // Not a token's shape: 422 before any lookup (forged and expired tokens: paper-files.test.ts).
  getTestsFileInfo: { allowed: 422, request: () => ({ url: "/api/tests/file/not-a-token/info" }) },
  getTestsFileByToken: { allowed: 422, request: () => ({ url: "/api/tests/file/not-a-token" }) },
});
