import { lessonLogEndpoints as endpoints } from "@edu/shared/lessons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { nextTeachingLog } from "./next-teaching-log.service";
import { createTeachingLog } from "./teaching-log-create.service";
import { deleteLessonLog, deleteTeachingLog } from "./teaching-log-delete.service";
import { getLessonLog, getTeachingLog, listTeachingLogs } from "./teaching-log-reads.service";
import { updateTeachingLog } from "./teaching-log-update.service";
import { unfinishedLessonLogs } from "./unfinished-lesson-logs.service";

/** The lesson log endpoints (packages/shared/src/lessons/lessons.endpoints.ts) and what each does. */
export const lessonLogsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const publicUrl = deps.config.PUBLIC_URL;

  // The spec's three write paths differ only in who calls them and which classes they take: admins
  // and teachers write private/custom lessons (teachers as themselves, money from the class terms),
  // group-lesson-log takes group classes.
  const writePaths = [
    { create: endpoints.createAdminLessonLog, update: endpoints.updateAdminLessonLogById, kind: "private" },
    { create: endpoints.createLessonLog, update: endpoints.updateLessonLogById, kind: "private" },
    { create: endpoints.createGroupLessonLog, update: endpoints.updateGroupLessonLogById, kind: "group" },
  ] as const;

  for (const { create, update, kind } of writePaths) {
    route(app, create, (request) =>
      createTeachingLog(db, actorOf(request), kind, request.body, publicUrl, request.locale),
    );
    route(app, update, (request) =>
      updateTeachingLog(
        db,
        actorOf(request),
        kind,
        request.params.id,
        request.body,
        publicUrl,
        request.locale,
      ),
    );
  }

  route(app, endpoints.getTeachingLogById, (request) =>
    getTeachingLog(db, actorOf(request), request.params.id, request.locale),
  );
  route(app, endpoints.getNextTeachingLog, (request) =>
    nextTeachingLog(db, actorOf(request), request.query.class_id, request.locale),
  );
  route(app, endpoints.listTeachingLogs, (request) =>
    listTeachingLogs(db, actorOf(request), request.query, request.locale),
  );
  route(app, endpoints.getLessonLogsUnfinished, (request) =>
    unfinishedLessonLogs(db, actorOf(request), request.query, request.locale),
  );
  route(app, endpoints.deleteTeachingLogById, async (request) => {
    await deleteTeachingLog(db, actorOf(request), request.params.id);
    return { ok: true as const };
  });
  route(app, endpoints.getLessonLogById, (request) =>
    getLessonLog(db, actorOf(request), request.params.id, request.locale),
  );
  route(app, endpoints.deleteLessonLogById, async (request) => {
    await deleteLessonLog(db, actorOf(request), request.params.id);
    return { ok: true as const };
  });
};
