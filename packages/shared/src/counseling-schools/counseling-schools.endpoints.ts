import { TEACHING } from "../system/access-roles";
import { defineEndpoints, fileAnswer } from "../system/endpoint";
import {
  applicationsQuerySchema,
  batchCollectedSchoolsSchema,
  collectedSchoolBatchSavedSchema,
  collectedSchoolIdParamsSchema,
  collectedSchoolListSchema,
  collectedSchoolSavedSchema,
  collectedSchoolSchema,
  collectedSchoolsDeletedSchema,
  collectedSchoolsQuerySchema,
  createCollectedSchoolSchema,
  deleteCollectedSchoolsQuerySchema,
  schoolCardsQuerySchema,
  schoolCardsSchema,
  updateCollectedSchoolSchema,
} from "./counseling-schools.schemas";

/**
 * A student's collected schools (spec 03 §3, §4, §7 "Counseling schools", §9 cards). Who, per student: the
 * student edits their own list, linked parents read it, the counselors of the student's counseling class
 * and super-admin edit it; anyone else is answered 404, so an id tells nothing. The stored login password
 * is never answered (has_login_password says whether there is one).
 */
export const counselingSchoolEndpoints = defineEndpoints("counseling-schools", {
  listCounselingSchools: {
    method: "GET",
    path: "/api/counseling-schools",
    access: "authenticated",
    summary: "Collected schools of a student and/or a counseling class, with plan flags and deadlines",
    query: collectedSchoolsQuerySchema,
    response: collectedSchoolListSchema,
    errors: [401, 404, 422],
  },
  listCounselingSchoolCards: {
    method: "GET",
    path: "/api/counseling-schools/cards",
    access: "authenticated",
    summary: "A student's school list as cards: dream, reach, fit, safety, up to 12 schools shown",
    query: schoolCardsQuerySchema,
    response: schoolCardsSchema,
    errors: [401, 404, 422],
  },
  getCounselingSchool: {
    method: "GET",
    path: "/api/counseling-school/:id",
    access: "authenticated",
    summary: "One collected school",
    params: collectedSchoolIdParamsSchema,
    response: collectedSchoolSchema,
    errors: [401, 404, 422],
  },
  createCounselingSchool: {
    method: "POST",
    path: "/api/counseling-school",
    access: "authenticated",
    summary:
      "Add a school to a student's list (409 naming it when listed already); a second binding early decision is saved with a warning",
    body: createCollectedSchoolSchema,
    response: collectedSchoolSavedSchema,
    errors: [401, 403, 404, 409, 422],
  },
  createCounselingSchoolBatch: {
    method: "POST",
    path: "/api/counseling-school/batch",
    access: "authenticated",
    summary: "Add many schools to a student's list; schools listed already are skipped and named",
    body: batchCollectedSchoolsSchema,
    response: collectedSchoolBatchSavedSchema,
    errors: [401, 403, 404, 422],
  },
  updateCounselingSchool: {
    method: "PATCH",
    path: "/api/counseling-school",
    access: "authenticated",
    summary: "Change a collected school (id in the body); fields left out keep their value",
    body: updateCollectedSchoolSchema,
    response: collectedSchoolSavedSchema,
    errors: [401, 403, 404, 422],
  },
  deleteCounselingSchool: {
    method: "DELETE",
    path: "/api/counseling-school/:id",
    access: "authenticated",
    summary: "Remove a school from a student's list",
    params: collectedSchoolIdParamsSchema,
    response: collectedSchoolsDeletedSchema,
    errors: [401, 403, 404, 422],
  },
  deleteCounselingSchoolBatch: {
    method: "DELETE",
    path: "/api/counseling-school/batch",
    access: "authenticated",
    summary: "Remove several collected schools (?ids=1,2); all or none",
    query: deleteCollectedSchoolsQuerySchema,
    response: collectedSchoolsDeletedSchema,
    errors: [401, 403, 404, 422],
  },
  listCounselingApplications: {
    method: "GET",
    path: "/api/counseling-applications",
    access: TEACHING,
    summary:
      "Applications of every student the caller counsels (super-admin: all), by status, plan, result and deadline within N days",
    query: applicationsQuerySchema,
    response: collectedSchoolListSchema,
    errors: [401, 403, 422],
  },
  getCounselingApplicationsCsv: {
    method: "GET",
    path: "/api/counseling-applications/csv",
    access: TEACHING,
    summary:
      "The applications list with the same filters as a CSV file (UTF-8 with BOM, in the reader's language)",
    query: applicationsQuerySchema,
    response: fileAnswer("The applications (text/csv, attachment)"),
    errors: [401, 403, 422],
  },
});
