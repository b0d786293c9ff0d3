import { TEACHING } from "../system/access-roles";
import { defineEndpoints } from "../system/endpoint";
import {
  analysisClassesSchema,
  analysisSearchQuerySchema,
  analysisStudentsSchema,
  classAnalysisParamsSchema,
  classAnalysisSchema,
  classFormAnalysisParamsSchema,
  classFormAnalysisSchema,
  classFormStudentParamsSchema,
  classFormStudentSchema,
  onlineSatSchema,
  studentAnalysisParamsSchema,
  studentAnalysisQuerySchema,
  studentAnalysisSchema,
} from "./analysis.schemas";

/**
 * The analysis pages teachers and counselors read (issue 33; spec 01 §2 /analysis, /session-classes/analysis,
 * analysis/detail, analysis/onlineSATdetail, /online-sat). Not in the spec's call list: designed in its style.
 * A student's analysis: the student, their parents, their teachers and counselors, staff and super-admin; a
 * class's: its teachers, staff and super-admin. A student or class the caller may not read is 404.
 */
export const analysisEndpoints = defineEndpoints("analysis", {
  listAnalysisStudents: {
    method: "GET",
    path: "/api/analysis/students",
    access: "authenticated",
    summary:
      "Students whose analysis the caller may read (themselves, their children, their classes' and counseled students, everyone for staff), by name",
    query: analysisSearchQuerySchema,
    response: analysisStudentsSchema,
    errors: [401, 422],
  },
  getAnalysisStudentTest: {
    method: "GET",
    path: "/api/analysis/student/:test",
    access: "authenticated",
    summary:
      "One student's SAT, ACT or TOEFL analysis: score history, domain and skill accuracy, time per question, and for counseling readers their official scores and listed schools",
    params: studentAnalysisParamsSchema,
    query: studentAnalysisQuerySchema,
    response: studentAnalysisSchema,
    errors: [401, 404, 422],
  },
  listAnalysisClasses: {
    method: "GET",
    path: "/api/analysis/classes",
    access: TEACHING,
    summary: "Classes whose analysis the caller may read (a teacher's own, every class for staff), by name",
    query: analysisSearchQuerySchema,
    response: analysisClassesSchema,
    errors: [401, 403, 422],
  },
  getAnalysisClassById: {
    method: "GET",
    path: "/api/analysis/classes/:id",
    access: TEACHING,
    summary: "The tests and practices a class's students took, with how many and how well",
    params: classAnalysisParamsSchema,
    response: classAnalysisSchema,
    errors: [401, 403, 404, 422],
  },
  getAnalysisClassForm: {
    method: "GET",
    path: "/api/analysis/classes/:id/forms/:formId",
    access: TEACHING,
    summary:
      "Per question of one form for a class (each student's latest attempt): accuracy, median time, answer distribution, guesses (< 15 s) and stuck (> 3× median), routing to the harder module, per skill and per student",
    params: classFormAnalysisParamsSchema,
    response: classFormAnalysisSchema,
    errors: [401, 403, 404, 422],
  },
  getAnalysisClassFormStudent: {
    method: "GET",
    path: "/api/analysis/classes/:id/forms/:formId/students/:studentId",
    access: TEACHING,
    summary:
      "One placed student's latest attempt of one form for the class's analysis: per question their answer, right or wrong, and seconds on screen",
    params: classFormStudentParamsSchema,
    response: classFormStudentSchema,
    errors: [401, 403, 404, 422],
  },
  listAnalysisOnlineSat: {
    method: "GET",
    path: "/api/analysis/online-sat",
    access: TEACHING,
    summary:
      "The online SAT programme (students placed in online classes): attempts, first, latest and best SAT score, accuracy",
    response: onlineSatSchema,
    errors: [401, 403],
  },
});
