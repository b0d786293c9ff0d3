import { classTicketEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { getStudentCourseProgress } from "./student-progress.service";

/** A student's path through courses (/courses/studentprogress/{studentId}). */
export const studentProgressRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  route(app, endpoints.getStudentCourseProgress, (request) =>
    getStudentCourseProgress(deps.db, request.user, request.params.id, request.locale),
  );
};
