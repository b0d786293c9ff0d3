import { testEngineEndpoints as endpoints } from "@edu/shared/test-engine";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as flow from "./attempt-flow.service";
import * as answers from "./test-answers.service";
import { FORM_BODY_LIMIT } from "./test-engine.constants";
import * as forms from "./test-forms.service";
import { listTestHistory } from "./test-history.service";
import { getAttemptResult } from "./test-results.service";

/** Test forms, attempts, answers and results (issue 32). The services read the system clock. */
export const testEngineRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, isTeacherOfStudent } = deps;

  route(app, endpoints.listTestForms, (request) => forms.listTestForms(db, actorOf(request), request.query));
  route(app, endpoints.getTestFormById, (request) =>
    forms.getTestForm(db, actorOf(request), request.params.id, deps.testFormStartGrants),
  );
  route(
    app,
    endpoints.createTestFormsImport,
    (request) => forms.importTestForm(db, actorOf(request), request.body),
    { bodyLimit: FORM_BODY_LIMIT },
  );
  route(app, endpoints.getTestFormExport, async (request, reply) => {
    const { text, fileName } = await forms.exportTestForm(db, request.params.id);
    return reply
      .header("content-type", "application/json; charset=utf-8")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .send(text);
  });
  route(app, endpoints.createTestFormPublish, (request) =>
    forms.publishTestForm(db, request.params.id, request.body),
  );

  route(app, endpoints.listTestAttempts, (request) =>
    flow.listMyAttempts(db, actorOf(request), request.query),
  );
  route(app, endpoints.listTestHistory, (request) => listTestHistory(db, actorOf(request), request.query));
  route(app, endpoints.createTestAttempt, (request) =>
    flow.startAttempt(db, actorOf(request), request.body, undefined, deps.testFormStartGrants),
  );
  route(app, endpoints.getTestAttemptById, (request) =>
    flow.getAttempt(db, actorOf(request), request.params.id, isTeacherOfStudent),
  );
  route(app, endpoints.updateTestAttemptAnswer, (request) =>
    answers.saveAnswer(db, actorOf(request), request.params.id, request.body, isTeacherOfStudent),
  );
  route(app, endpoints.createTestAttemptEvent, (request) =>
    answers.recordEvents(db, actorOf(request), request.params.id, request.body, isTeacherOfStudent),
  );
  route(app, endpoints.finishTestAttemptModule, (request) =>
    flow.finishModule(db, actorOf(request), request.params.id, request.body.module_key, isTeacherOfStudent),
  );
  route(app, endpoints.createTestAttemptBreakSkip, (request) =>
    flow.skipBreak(db, actorOf(request), request.params.id, isTeacherOfStudent),
  );
  route(app, endpoints.createTestAttemptSubmit, (request) =>
    flow.submitAttempt(db, actorOf(request), request.params.id, isTeacherOfStudent),
  );
  route(app, endpoints.getTestAttemptResult, (request) =>
    getAttemptResult(db, actorOf(request), request.params.id, isTeacherOfStudent),
  );
};
