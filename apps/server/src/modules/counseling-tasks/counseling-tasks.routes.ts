import { counselingTaskEndpoints as endpoints } from "@edu/shared/counseling-tasks";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as subtasks from "./counseling-subtasks.service";
import * as tasks from "./counseling-tasks.service";
import * as logs from "./meeting-logs.service";

/** Counseling tasks, subtasks (spec 03 §2, §4) and a counseling class's meeting logs. */
export const counselingTaskRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.listCounselingTasks, (request) =>
    tasks.listTasks(db, actorOf(request), request.query),
  );
  route(app, endpoints.getCounselingTask, (request) =>
    tasks.getTask(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.createCounselingTask, (request) =>
    tasks.createTask(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.updateCounselingTask, (request) =>
    tasks.updateTask(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.deleteCounselingTask, (request) =>
    tasks.deleteTask(db, actorOf(request), request.params.id, request.locale),
  );

  route(app, endpoints.getCounselingSubtask, (request) =>
    subtasks.getSubtask(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.createCounselingSubtask, (request) =>
    subtasks.createSubtask(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.updateCounselingSubtask, (request) =>
    subtasks.updateSubtask(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.deleteCounselingSubtask, (request) =>
    subtasks.deleteSubtask(db, actorOf(request), request.params.id, request.locale),
  );

  route(app, endpoints.listCounselingMeetingLogs, (request) =>
    logs.listMeetingLogs(db, actorOf(request), request.query),
  );
  route(app, endpoints.getCounselingMeetingLog, (request) =>
    logs.getMeetingLog(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.createCounselingMeetingLog, (request) =>
    logs.createMeetingLog(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.updateCounselingMeetingLog, (request) =>
    logs.updateMeetingLog(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.deleteCounselingMeetingLog, (request) =>
    logs.deleteMeetingLog(db, actorOf(request), request.params.id, request.locale),
  );
};
