import { storyEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./stories.service";

/** The stories endpoints (packages/shared/src/stories/stories.endpoints.ts) and what each does. */
export const storiesRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.listStories, (request) => service.listStories(db, request.query, request.locale));
  route(app, endpoints.getStory, (request) => service.getStory(db, request.params.id, request.locale));
  route(app, endpoints.createStory, (request) => service.createStory(db, actorOf(request), request.body));
  route(app, endpoints.updateStory, (request) =>
    service.updateStory(db, actorOf(request), request.params.id, request.body),
  );
  route(app, endpoints.deleteStory, async (request) => {
    await service.deleteStory(db, actorOf(request), request.params.id);
    return { ok: true as const };
  });
  route(app, endpoints.listAdminStories, (request) => service.listStoriesAdmin(db, request.query));
  route(app, endpoints.getAdminStory, (request) => service.getStoryAdmin(db, request.params.id));
};
