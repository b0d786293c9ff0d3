import { analysisEndpoints } from "@edu/shared/analysis";
import { defineProbes } from "../../../test/permissions/probe-kit";

/**
 * Lists answer 200 to whoever the declaration lets in (each sees what is theirs; a student their own
 * analysis). Calls on one class are sent with an id that fails validation (422) once the caller is let
 * in; who reads which student or class is tested in analysis-access.test.ts.
 */
const NOT_AN_ID = 0;

export const analysisProbes = defineProbes(analysisEndpoints, {
  listAnalysisStudents: { allowed: 200 },
  getAnalysisStudentTest: { allowed: 422, request: () => ({ url: `/api/analysis/student/gre` }) },
  listAnalysisClasses: { allowed: 200 },
  getAnalysisClassById: { allowed: 422, request: () => ({ url: `/api/analysis/classes/${NOT_AN_ID}` }) },
  getAnalysisClassForm: {
    allowed: 422,
    request: () => ({ url: `/api/analysis/classes/${NOT_AN_ID}/forms/${NOT_AN_ID}` }),
  },
  getAnalysisClassFormStudent: {
    allowed: 422,
    request: () => ({ url: `/api/analysis/classes/${NOT_AN_ID}/forms/${NOT_AN_ID}/students/${NOT_AN_ID}` }),
  },
  listAnalysisOnlineSat: { allowed: 200 },
});
