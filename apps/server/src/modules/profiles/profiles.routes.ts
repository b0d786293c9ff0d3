import { profileEndpoints as endpoints } from "@edu/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as profiles from "./profiles.service";

/** The caller with the language they read (translated bios are answered in it). */
const viewerOf = (request: FastifyRequest): profiles.Viewer => ({ ...request.user, locale: request.locale });

/** The profiles endpoints (packages/shared/src/profiles/profiles.endpoints.ts) and what each does. */
export const profilesRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, isTeacherOfStudent } = deps;

  // ---- Reading ----

  route(app, endpoints.getProfile, (request) => profiles.getOwnProfile(db, viewerOf(request)));
  route(app, endpoints.getUserProfile, (request) =>
    profiles.getProfile(db, viewerOf(request), request.params.id, isTeacherOfStudent),
  );
  route(app, endpoints.getUserProfileByUsername, (request) =>
    profiles.getProfileByUsername(db, viewerOf(request), request.params.name, isTeacherOfStudent),
  );
  route(app, endpoints.getParentsForProfile, (request) =>
    profiles.getParentsForProfile(db, viewerOf(request), request.query.user_id),
  );

  // ---- Own updates ----

  route(app, endpoints.updateBasicProfile, (request) =>
    profiles.updateBasicProfile(db, viewerOf(request), request.user.id, request.body, request.id),
  );
  route(app, endpoints.updateStudentProfile, (request) =>
    profiles.updateStudentProfile(db, viewerOf(request), request.user.id, request.body, request.id),
  );
  route(app, endpoints.updateTeacherProfile, (request) =>
    profiles.updateTeacherProfile(db, viewerOf(request), request.user.id, request.body, request.id),
  );

  // ---- Admin updates of other users (spec §6) ----

  route(app, endpoints.updateUserBasicProfile, (request) =>
    profiles.updateBasicProfile(db, viewerOf(request), request.params.id, request.body, request.id),
  );
  route(app, endpoints.updateUserStudentProfile, (request) =>
    profiles.updateStudentProfile(db, viewerOf(request), request.params.id, request.body, request.id),
  );
  route(app, endpoints.updateStudentSurveyById, (request) =>
    profiles.updateStudentSurvey(db, viewerOf(request), request.params.id, request.body, request.id),
  );
  route(app, endpoints.updateUserTeacherProfile, (request) =>
    profiles.updateTeacherProfile(db, viewerOf(request), request.params.id, request.body, request.id),
  );

  // ---- Teachers ----

  route(app, endpoints.listTeachers, (request) => profiles.listTeachers(db, request.query, request.locale));
  route(app, endpoints.getTeacherShowBio, (request) =>
    profiles.listTeachers(db, { ...request.query, show_bio: true }, request.locale),
  );
  route(app, endpoints.toggleTeacherShowBio, (request) =>
    profiles.toggleShowBio(db, request.user.id, request.body.user_id, request.id),
  );
  route(app, endpoints.getTeacherApplicationByEmail, (request) =>
    profiles.getTeacherApplicationByEmail(db, request.query.email),
  );
};
