import { practicesEndpoints as endpoints } from "@edu/shared/practices";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { listPracticeAttempts, startPracticeAttempt } from "./practice-attempts.service";
import { getPracticeAttemptResult, listPracticeResults } from "./practice-results.service";
import * as practices from "./practices.service";
import { listQuestions } from "./question-bank";
import { buildWeakSkillDrill } from "./weak-skill-drill";

/** Practices and the question bank (issue 33). */
export const practicesRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const when = { clock: () => new Date(), timeZone: deps.config.SCHOOL_TIME_ZONE };

  route(app, endpoints.listPractices, (request) =>
    practices.listPractices(db, actorOf(request), request.query),
  );
  route(app, endpoints.createPractice, (request) =>
    practices.createPractice(db, actorOf(request), request.body),
  );
  route(app, endpoints.getPracticeById, (request) =>
    practices.getPractice(db, actorOf(request), request.params.id, request.query.link),
  );
  route(app, endpoints.updatePracticeById, (request) =>
    practices.updatePractice(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.createPracticeCopy, (request) =>
    practices.copyPractice(db, actorOf(request), request.params.id, request.query.link),
  );
  route(app, endpoints.createPracticePublish, (request) =>
    practices.publishPractice(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.listPracticeAttempts, (request) =>
    listPracticeAttempts(db, actorOf(request), request.params.id, request.query.link),
  );
  route(app, endpoints.createPracticeAttempt, (request) =>
    startPracticeAttempt(db, actorOf(request), request.params.id, request.body.link, when),
  );
  route(app, endpoints.listQuestions, (request) => listQuestions(db, actorOf(request), request.query));
  route(app, endpoints.listPracticeResults, (request) =>
    listPracticeResults(db, actorOf(request), request.params.id, request.query),
  );
  route(app, endpoints.getPracticeAttemptResult, (request) =>
    getPracticeAttemptResult(db, actorOf(request), request.params, deps.isTeacherOfStudent),
  );
  route(app, endpoints.createPracticesWeakSkillDrill, (request) =>
    buildWeakSkillDrill(db, actorOf(request), request.body, deps.isTeacherOfStudent),
  );
};
