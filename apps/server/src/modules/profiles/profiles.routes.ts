import {
  adminUpdateBasicProfileSchema,
  adminUpdateStudentProfileSchema,
  adminUpdateTeacherProfileSchema,
  parentsForProfileQuerySchema,
  parentsForProfileResultSchema,
  profileSchema,
  profileUsernameParamsSchema,
  teacherApplicationQuerySchema,
  teacherApplicationSchema,
  teacherListSchema,
  teachersQuerySchema,
  toggleShowBioResultSchema,
  toggleShowBioSchema,
  updateBasicProfileSchema,
  updateStudentProfileSchema,
  updateStudentSurveySchema,
  updateTeacherProfileSchema,
  userIdParamsSchema,
} from "@edu/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as profiles from "./profiles.service";

const tags = ["profiles"];

/** The caller with the language they read (translated bios are answered in it). */
const viewerOf = (request: FastifyRequest): profiles.Viewer => ({ ...request.user, locale: request.locale });

export const profilesRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, isTeacherOfStudent } = deps;

  // ---- Reading ----

  app.get(
    "/api/profile",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "Own profile: user, basic part, student/teacher parts per role, parents and children",
        response: { 200: profileSchema, ...errorResponses(401) },
      },
    },
    async (request) => profiles.getOwnProfile(db, viewerOf(request)),
  );

  app.get(
    "/api/profile/:id",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "A user's profile (admin/staff; a teacher their students'; a parent their children's)",
        params: userIdParamsSchema,
        response: { 200: profileSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => profiles.getProfile(db, viewerOf(request), request.params.id, isTeacherOfStudent),
  );

  app.get(
    "/api/profile/username/:name",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "A user's profile by username (same rules as profile/{id})",
        params: profileUsernameParamsSchema,
        response: { 200: profileSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      profiles.getProfileByUsername(db, viewerOf(request), request.params.name, isTeacherOfStudent),
  );

  app.get(
    "/api/parents-for-profile",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "A student's parents (admin/staff, or the student themself)",
        querystring: parentsForProfileQuerySchema,
        response: { 200: parentsForProfileResultSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => profiles.getParentsForProfile(db, viewerOf(request), request.query.user_id),
  );

  // ---- Own updates ----

  app.patch(
    "/api/basic/profile",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "Update the own basic part (names trimmed)",
        body: updateBasicProfileSchema,
        response: { 200: profileSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) =>
      profiles.updateBasicProfile(db, viewerOf(request), request.user.id, request.body, request.id),
  );

  app.patch(
    "/api/student/profile",
    {
      config: { access: ["student"] },
      schema: {
        tags,
        summary: "Update the own student part",
        body: updateStudentProfileSchema,
        response: { 200: profileSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      profiles.updateStudentProfile(db, viewerOf(request), request.user.id, request.body, request.id),
  );

  app.patch(
    "/api/teacher/profile",
    {
      config: { access: ["teacher"] },
      schema: {
        tags,
        summary: "Update the own teacher part (billing merged field by field)",
        body: updateTeacherProfileSchema,
        response: { 200: profileSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      profiles.updateTeacherProfile(db, viewerOf(request), request.user.id, request.body, request.id),
  );

  // ---- Admin updates of other users (spec §6) ----

  app.patch(
    "/api/basic/profile/:id",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Admin: update a user's basic part (audited)",
        params: userIdParamsSchema,
        body: adminUpdateBasicProfileSchema,
        response: { 200: profileSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      profiles.updateBasicProfile(db, viewerOf(request), request.params.id, request.body, request.id),
  );

  app.patch(
    "/api/student/profile/:id",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Admin: update a student's student part (audited)",
        params: userIdParamsSchema,
        body: adminUpdateStudentProfileSchema,
        response: { 200: profileSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      profiles.updateStudentProfile(db, viewerOf(request), request.params.id, request.body, request.id),
  );

  app.patch(
    "/api/student/survey/:id",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "Replace a student's survey answers (admin, the student, or one of their parents)",
        params: userIdParamsSchema,
        body: updateStudentSurveySchema,
        response: { 200: profileSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      profiles.updateStudentSurvey(db, viewerOf(request), request.params.id, request.body, request.id),
  );

  app.patch(
    "/api/teacher/profile/:id",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Admin: update a teacher's teacher part, salary and admin note (audited, SSN masked)",
        params: userIdParamsSchema,
        body: adminUpdateTeacherProfileSchema,
        response: { 200: profileSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      profiles.updateTeacherProfile(db, viewerOf(request), request.params.id, request.body, request.id),
  );

  // ---- Teachers ----

  app.get(
    "/api/teachers",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Public teacher list: subjects[] (any of), q (name), show_bio; public fields only",
        querystring: teachersQuerySchema,
        response: { 200: teacherListSchema, ...errorResponses(422) },
      },
    },
    async (request) => profiles.listTeachers(db, request.query, request.locale),
  );

  app.get(
    "/api/teacher/show-bio",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Public: teachers whose bio is shown (instructors page)",
        querystring: teachersQuerySchema,
        response: { 200: teacherListSchema, ...errorResponses(422) },
      },
    },
    async (request) => profiles.listTeachers(db, { ...request.query, show_bio: true }, request.locale),
  );

  app.patch(
    "/api/teacher/toggle-show-bio",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Admin: show or hide a teacher's bio publicly (audited)",
        body: toggleShowBioSchema,
        response: { 200: toggleShowBioResultSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => profiles.toggleShowBio(db, request.user.id, request.body.user_id, request.id),
  );

  app.get(
    "/api/teacher-application-by-email",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Admin/staff: a teacher's application answers by email",
        querystring: teacherApplicationQuerySchema,
        response: { 200: teacherApplicationSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => profiles.getTeacherApplicationByEmail(db, request.query.email),
  );
};
