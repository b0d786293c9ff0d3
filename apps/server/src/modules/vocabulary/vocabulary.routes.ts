import { vocabularyEndpoints as endpoints } from "@edu/shared/vocabulary";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as collects from "./vocab-collects.service";
import * as memorize from "./vocab-memorize.service";
import * as progress from "./vocab-progress.service";
import * as words from "./vocab-words.service";

/** Word lists, words, memorizing and a class's progress (issue 34). Mnemonics: mnemonics.routes.ts. */
export const vocabularyRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db, config } = deps;
  const clock = () => ({ now: new Date(), timeZone: config.SCHOOL_TIME_ZONE });

  route(app, endpoints.listVocabCollects, (request) =>
    collects.listCollects(db, actorOf(request), request.query),
  );
  route(app, endpoints.createVocabCollect, (request) =>
    collects.createCollect(db, actorOf(request), request.body),
  );
  route(app, endpoints.listVocabCollectTitles, (request) =>
    collects.listCollectTitles(db, actorOf(request), request.query.title),
  );
  route(app, endpoints.getVocabCollect, (request) =>
    collects.getReadableCollect(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.updateVocabCollect, (request) =>
    collects.updateCollect(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.deleteVocabCollect, (request) =>
    collects.deleteCollect(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.addVocabToCollect, (request) =>
    collects.addWords(db, actorOf(request), request.params.id, request.body.vocab_ids),
  );
  route(app, endpoints.removeVocabFromCollect, (request) =>
    collects.removeWord(db, actorOf(request), request.params.id, request.params.vocabId),
  );
  route(app, endpoints.getVocabMemorizeQueue, (request) =>
    memorize.getMemorizeQueue(db, actorOf(request), request.params.id, request.query.limit, clock()),
  );
  route(app, endpoints.listVocabs, (request) => words.listVocabs(db, actorOf(request), request.query));
  route(app, endpoints.listCollectVocabs, (request) =>
    words.listCollectVocabs(db, actorOf(request), request.query),
  );
  route(app, endpoints.recordVocabUsage, (request) =>
    memorize.recordUsage(db, actorOf(request), request.body),
  );
  route(app, endpoints.listMyWords, (request) => words.listMyWords(db, actorOf(request), request.query));
  route(app, endpoints.isVocabBackLikedByMe, (request) =>
    words.isBackLikedByMe(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.toggleVocabBackLike, (request) =>
    words.toggleBackLike(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.getClassVocabProgress, (request) =>
    progress.getClassProgress(db, actorOf(request), request.params.classId, clock()),
  );
};
