import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ModuleDeps } from "../../module-deps";
import { attendanceRoutes } from "./attendance.routes";
import { calendarFeedsRoutes } from "./calendar-feeds.routes";
import { counselingSwitchRoutes } from "./counseling-switch.routes";
import { greetMeetingsRoutes } from "./greet-meetings.routes";
import { invitationsRoutes } from "./invitations.routes";
import { lessonLogsRoutes } from "./lesson-logs.routes";
import { privateLessonsRoutes } from "./private-lessons.routes";
import { progressReportsRoutes } from "./progress-reports.routes";

/** Every route of the lessons module, as its manifest lists them (one plugin, registered with `{ deps }`). */
export const lessonsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  await app.register(lessonLogsRoutes, { deps });
  await app.register(attendanceRoutes, { deps });
  await app.register(privateLessonsRoutes, { deps });
  await app.register(invitationsRoutes, { deps });
  await app.register(greetMeetingsRoutes, { deps });
  await app.register(calendarFeedsRoutes, { deps });
  await app.register(progressReportsRoutes, { deps });
  await app.register(counselingSwitchRoutes, { deps });
};
