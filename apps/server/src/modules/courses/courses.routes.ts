import { courseEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./courses.service";

/** The course catalogue: GET courses and courses/{id} (spec §7), and its administration. */
export const coursesRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.listCourses, (request) =>
    service.listCourses(db, request.session?.user, request.query, request.locale),
  );
  route(app, endpoints.getCourse, (request) =>
    service.getCourse(db, request.session?.user, request.params.id, request.locale),
  );
  route(app, endpoints.createCourse, (request) =>
    service.createCourse(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.updateCourse, (request) =>
    service.updateCourse(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.deleteCourse, async (request) => {
    await service.deleteCourse(db, actorOf(request), request.params.id);
    return { ok: true as const };
  });
};
