import { profileEndpoints as endpoints } from "@edu/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { updateBasicProfile } from "./profiles-basic-update.service";
import {
  getOwnProfile,
  getParentsForProfile,
  getProfile,
  getProfileByUsername,
} from "./profiles-read.service";
import type { Viewer } from "./profiles-rules";
import { updateStudentProfile, updateStudentSurvey } from "./profiles-student-update.service";
import { updateTeacherProfile } from "./profiles-teacher-update.service";
import { getTeacherApplicationByEmail, listTeachers, toggleShowBio } from "./profiles-teachers.service";

/** The caller with the language they read (translated bios are answered in it). */
const viewerOf = (request: FastifyRequest): Viewer => ({ ...request.user, locale: request.locale });

/** The profiles endpoints (packages/shared/src/profiles/profiles.endpoints.ts) and what each does. */
export const profilesRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, isTeacherOfStudent } = deps;

  // ---- Reading ----

  route(app, endpoints.getProfile, (request) => getOwnProfile(db, viewerOf(request)));
  route(app, endpoints.getUserProfile, (request) =>
    getProfile(db, viewerOf(request), request.params.id, isTeacherOfStudent),
  );
  route(app, endpoints.getUserProfileByUsername, (request) =>
    getProfileByUsername(db, viewerOf(request), request.params.name, isTeacherOfStudent),
  );
  route(app, endpoints.getParentsForProfile, (request) =>
    getParentsForProfile(db, viewerOf(request), request.query.user_id),
  );

  // ---- Own updates ----

  route(app, endpoints.updateBasicProfile, (request) =>
    updateBasicProfile(db, viewerOf(request), request.user.id, request.body, request.id),
  );
  route(app, endpoints.updateStudentProfile, (request) =>
    updateStudentProfile(db, viewerOf(request), request.user.id, request.body, request.id),
  );
  route(app, endpoints.updateTeacherProfile, (request) =>
    updateTeacherProfile(db, viewerOf(request), request.user.id, request.body, request.id),
  );

  // ---- Admin updates of other users (spec §6) ----

  route(app, endpoints.updateUserBasicProfile, (request) =>
    updateBasicProfile(db, viewerOf(request), request.params.id, request.body, request.id),
  );
  route(app, endpoints.updateUserStudentProfile, (request) =>
    updateStudentProfile(db, viewerOf(request), request.params.id, request.body, request.id),
  );
  route(app, endpoints.updateStudentSurveyById, (request) =>
    updateStudentSurvey(db, viewerOf(request), request.params.id, request.body, request.id),
  );
  route(app, endpoints.updateUserTeacherProfile, (request) =>
    updateTeacherProfile(db, viewerOf(request), request.params.id, request.body, request.id),
  );

  // ---- Teachers ----

  route(app, endpoints.listTeachers, (request) => listTeachers(db, request.query, request.locale));
  route(app, endpoints.getTeacherShowBio, (request) =>
    listTeachers(db, { ...request.query, show_bio: true }, request.locale),
  );
  route(app, endpoints.toggleTeacherShowBio, (request) =>
    toggleShowBio(db, request.user.id, request.body.user_id, request.id),
  );
  route(app, endpoints.getTeacherApplicationByEmail, (request) =>
    getTeacherApplicationByEmail(db, request.query.email),
  );
};
