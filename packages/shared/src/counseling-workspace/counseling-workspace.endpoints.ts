import { defineEndpoints } from "../system/endpoint";
import {
  counselingClassesQuerySchema,
  counselingClassIdParamsSchema,
  counselingClassListSchema,
  counselingClassOverviewSchema,
  counselingOverviewListSchema,
  counselingOverviewQuerySchema,
  counselingSchoolsTypeAnswerSchema,
  counselingSchoolsTypeQuerySchema,
  updateCounselingSchoolsTypeSchema,
} from "./counseling-workspace.schemas";

/**
 * The counseling workspace (spec 03 §2): the entry's classes, counseling/filter/{roleType}/{userId}, a
 * class's overview, the portal, setCounselingSchoolsType. Who reads a student is counseling-profile's
 * rule (the student, a linked parent, the student's counselors, super-admin).
 */
export const counselingWorkspaceEndpoints = defineEndpoints("counseling-workspace", {
  listCounselingClasses: {
    method: "GET",
    path: "/api/counseling-classes",
    access: "authenticated",
    summary:
      "The caller's counseling classes (start date first), or one person's in a role (role_type and user_id: the caller themselves or super-admin)",
    query: counselingClassesQuerySchema,
    response: counselingClassListSchema,
    errors: [401, 403, 422],
  },
  getCounselingClassOverview: {
    method: "GET",
    path: "/api/counseling-class/:id/overview",
    access: "authenticated",
    summary:
      "A counseling class and, per student the caller may read, the list's counts, next deadlines, open tasks, essays, last meeting and report",
    params: counselingClassIdParamsSchema,
    response: counselingClassOverviewSchema,
    errors: [401, 404, 422],
  },
  listCounselingOverview: {
    method: "GET",
    path: "/api/counseling-overview",
    access: "authenticated",
    summary:
      "The portal: one row per counseling student the caller may read, with the next deadline and open work",
    query: counselingOverviewQuerySchema,
    response: counselingOverviewListSchema,
    errors: [401, 403, 422],
  },
  getCounselingSchoolsType: {
    method: "GET",
    path: "/api/counseling-schools-type",
    access: "authenticated",
    summary: "A person's counseling schools type (the caller's own, or anyone's for super-admin)",
    query: counselingSchoolsTypeQuerySchema,
    response: counselingSchoolsTypeAnswerSchema,
    errors: [401, 404, 422],
  },
  updateCounselingSchoolsType: {
    method: "PUT",
    path: "/api/counseling-schools-type",
    access: "authenticated",
    summary: "Set a person's counseling schools type (null: not set)",
    body: updateCounselingSchoolsTypeSchema,
    response: counselingSchoolsTypeAnswerSchema,
    errors: [401, 404, 422],
  },
});
