import { type Locale, type MessageKey, translateMessage } from "@edu/shared";
import { counselingEssayEndpoints as endpoints } from "@edu/shared/counseling-essays";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as comments from "./essay-comments.service";
import * as versions from "./essay-versions.service";
import * as essays from "./essays.service";

/** The services answer message keys; the request's language turns them into text. */
const said = async <T extends { message: MessageKey }>(locale: Locale, answer: Promise<T>) => {
  const result = await answer;
  return { ...result, message: translateMessage(locale, result.message) };
};

/** A student's essays, their versions and comments (issue 31 "Essays"). */
export const counselingEssayRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.listCounselingEssays, (request) =>
    essays.listEssays(db, actorOf(request), request.query),
  );
  route(app, endpoints.getCounselingEssay, (request) =>
    essays.getEssay(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.createCounselingEssay, (request) =>
    said(request.locale, essays.createEssay(db, actorOf(request), request.body)),
  );
  route(app, endpoints.updateCounselingEssay, (request) =>
    said(request.locale, essays.updateEssay(db, actorOf(request), request.params.id, request.body)),
  );
  route(app, endpoints.deleteCounselingEssay, (request) =>
    said(request.locale, essays.deleteEssay(db, actorOf(request), request.params.id)),
  );
  route(app, endpoints.completeCounselingEssay, (request) =>
    said(
      request.locale,
      essays.completeEssay(db, actorOf(request), request.params.id, request.body.completed),
    ),
  );
  route(app, endpoints.listCounselingEssayVersions, (request) =>
    versions.listVersions(db, actorOf(request), request.params.id, request.query),
  );
  route(app, endpoints.getCounselingEssayVersion, (request) =>
    versions.getVersion(db, actorOf(request), request.params.id, request.params.versionId),
  );
  route(app, endpoints.listCounselingEssayComments, (request) =>
    comments.listComments(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.createCounselingEssayComment, (request) =>
    said(request.locale, comments.createComment(db, actorOf(request), request.params.id, request.body)),
  );
  route(app, endpoints.updateCounselingEssayComment, (request) =>
    said(request.locale, comments.updateComment(db, actorOf(request), request.params.id, request.body)),
  );
  route(app, endpoints.deleteCounselingEssayComment, (request) =>
    said(request.locale, comments.deleteComment(db, actorOf(request), request.params.id)),
  );
};
