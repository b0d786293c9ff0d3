import { fullPracticesEndpoints as endpoints } from "@edu/shared/practices";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as attempts from "./full-practice-attempts.service";
import * as full from "./full-practices.service";

/** Full practices: sections of practices with a break between them (issue 33). */
export const fullPracticesRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, isTeacherOfStudent } = deps;
  const clock = () => new Date();
  const when = { clock, timeZone: deps.config.SCHOOL_TIME_ZONE };

  route(app, endpoints.listFullPractices, (request) =>
    full.listFullPractices(db, actorOf(request), request.query),
  );
  route(app, endpoints.createFullPractice, (request) =>
    full.createFullPractice(db, actorOf(request), request.body),
  );
  route(app, endpoints.getFullPracticeById, (request) =>
    full.getFullPractice(db, actorOf(request), request.params.id, request.query.link),
  );
  route(app, endpoints.updateFullPracticeById, (request) =>
    full.updateFullPractice(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.addFullPracticePractices, (request) =>
    full.addFullPracticePractices(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.createFullPracticeCopy, (request) =>
    full.copyFullPractice(db, actorOf(request), request.params.id, request.query.link),
  );
  route(app, endpoints.listFullPracticeAttempts, (request) =>
    attempts.listFullPracticeAttempts(db, actorOf(request), request.params.id, request.query.link),
  );
  route(app, endpoints.createFullPracticeAttempt, (request) =>
    attempts.startFullPracticeAttempt(db, actorOf(request), request.params.id, request.body.link, when),
  );
  route(app, endpoints.listFullPracticeResults, (request) =>
    attempts.listFullPracticeResults(db, actorOf(request), request.params.id, request.query),
  );
  route(app, endpoints.getFullPracticeAttemptById, (request) =>
    attempts.getFullPracticeAttempt(db, actorOf(request), request.params.id, isTeacherOfStudent, clock),
  );
  route(app, endpoints.createFullPracticeAttemptNext, (request) =>
    attempts.nextFullPracticeSection(db, actorOf(request), request.params.id, clock),
  );
  route(app, endpoints.getFullPracticeAttemptResult, (request) =>
    attempts.getFullPracticeAttemptResult(db, actorOf(request), request.params.id, isTeacherOfStudent),
  );
};
