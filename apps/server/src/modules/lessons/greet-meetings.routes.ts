import { greetMeetingEndpoints as endpoints } from "@edu/shared/lessons";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./greet-meetings.service";

/** The meet-and-greet endpoints (packages/shared/src/lessons/lessons.endpoints.ts) and what each does. */
export const greetMeetingsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.createGreetMeeting, (request) =>
    service.createGreetMeeting(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.updateGreetMeetingById, (request) =>
    service.updateGreetMeeting(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.deleteGreetMeetingById, async (request) => {
    await service.deleteGreetMeeting(db, actorOf(request), request.params.id);
    return { ok: true as const };
  });
  route(app, endpoints.listGreetMeetings, (request) =>
    service.listGreetMeetings(db, actorOf(request), request.query.session_class_id, request.locale),
  );
  route(app, endpoints.sendGreetMeetingMail, (request) =>
    service.sendGreetMeetingMail(db, actorOf(request), request.body, deps.config.PUBLIC_URL),
  );
};
