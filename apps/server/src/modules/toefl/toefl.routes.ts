import { toeflEndpoints as endpoints } from "@edu/shared/toefl";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { gradeItem } from "../test-assignments";
import { getAttempt, getAttemptResult, saveAnswer } from "../test-engine";
import { sittingOf } from "./toefl-access";
import { sendAsset } from "./toefl-assets";
import { listTakenUsers, previewCombined, storeCombined } from "./toefl-combine.service";
import { mailCorrected } from "./toefl-corrected.service";
import { getExamId, listAnswers, listToefls } from "./toefl-sittings.service";
import { getTranscript, listTranscripts, updateScore } from "./toefl-transcripts.service";

/**
 * TOEFL calls (spec 03 §7). Questions, answers, explanations and grades are the engine's and
 * test-assignments' own calls under the spec's paths called as their services; the
 * exam id is checked to be a TOEFL sitting first, so these paths answer 404 for any other attempt.
 */
export const toeflRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, config } = deps;
  const toeflSitting = (id: number) => sittingOf(db, id);

  route(app, endpoints.listToefls, (request) =>
    listToefls(db, actorOf(request), request.query, deps.testFormStartGrants),
  );
  route(app, endpoints.createToeflsGetExamId, (request) =>
    getExamId(db, actorOf(request), request.body.form_id, deps.testFormStartGrants),
  );
  route(app, endpoints.listToeflsQuestions, async (request) => {
    await toeflSitting(request.query.exam_id);
    return getAttempt(db, actorOf(request), request.query.exam_id, deps.isTeacherOfStudent);
  });
  route(app, endpoints.listToeflsAnswers, (request) =>
    listAnswers(db, actorOf(request), request.query.exam_id),
  );
  for (const endpoint of [endpoints.updateToeflsAnswer, endpoints.createToeflsAnswer]) {
    route(app, endpoint, async (request) => {
      const { exam_id, ...answer } = request.body;
      await toeflSitting(exam_id);
      return saveAnswer(db, actorOf(request), exam_id, answer, deps.isTeacherOfStudent);
    });
  }
  route(app, endpoints.getToeflsTranscript, (request) =>
    getTranscript(db, actorOf(request), request.query.exam_id),
  );
  route(app, endpoints.getToeflsQuestionExp, async (request) => {
    await toeflSitting(request.query.exam_id);
    return getAttemptResult(db, actorOf(request), request.query.exam_id, deps.isTeacherOfStudent);
  });
  route(app, endpoints.listToeflsTranscripts, (request) =>
    listTranscripts(db, actorOf(request), request.query),
  );
  route(app, endpoints.updateToeflsGrade, async (request) => {
    const { exam_id, ...grade } = request.body;
    await toeflSitting(exam_id);
    return gradeItem(db, actorOf(request), exam_id, grade);
  });
  route(app, endpoints.updateToeflsUpdateScore, (request) => updateScore(db, actorOf(request), request.body));
  route(app, endpoints.getToeflsTranscriptsCombine, (request) =>
    previewCombined(db, actorOf(request), request.query),
  );
  route(app, endpoints.createToeflsTranscriptsCombine, (request) =>
    storeCombined(db, actorOf(request), request.body),
  );
  route(app, endpoints.listToeflsTranscriptsTakenExamUsers, (request) =>
    listTakenUsers(db, actorOf(request), request.query),
  );
  route(app, endpoints.createToeflsCorrectedById, (request) =>
    mailCorrected(db, actorOf(request), request.params.id, config.PUBLIC_URL),
  );
  route(app, endpoints.getTestAsset, (request, reply) =>
    sendAsset(db, actorOf(request), request.query, deps.testFormStartGrants, request.headers.range, reply),
  );
};
