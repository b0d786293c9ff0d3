import { tagEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./tags.service";

/** The tags endpoints (packages/shared/src/tags/tags.endpoints.ts) and what each does. */
export const tagsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.listTags, (request) => service.listTags(db, request.query));
  route(app, endpoints.createTag, (request) => service.createTag(db, actorOf(request), request.body));
  route(app, endpoints.getTagById, (request) =>
    service.getTagWithUsers(db, request.params.id, request.query.page, request.query.page_size),
  );
  route(app, endpoints.updateTagById, (request) =>
    service.updateTag(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.deleteTagById, async (request) => {
    await service.deleteTag(db, actorOf(request), request.params.id);
    return { ok: true as const };
  });
  route(app, endpoints.attachUserTags, (request) =>
    service.attachTags(db, actorOf(request), request.params.id, request.body.tag_ids),
  );
  route(app, endpoints.detachUserTags, (request) =>
    service.detachTags(db, actorOf(request), request.params.id, request.body.tag_ids),
  );
};
