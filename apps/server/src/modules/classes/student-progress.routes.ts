import { studentCourseProgressSchema, userIdParamsSchema } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import { getStudentCourseProgress } from "./student-progress.service";

/** A student's path through courses (/courses/studentprogress/{studentId}). */
export const studentProgressRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.get(
    "/api/students/:id/course-progress",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["class tickets"],
        summary:
          "A student's course progress: enrollments, class tickets and placements per course session, " +
          "with the stage (admin, staff; the student; their parents; teachers of their classes)",
        params: userIdParamsSchema,
        response: { 200: studentCourseProgressSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => getStudentCourseProgress(deps.db, request.user, request.params.id, request.locale),
  );
};
