import {
  createStorySchema,
  okSchema,
  storyAdminListQuerySchema,
  storyAdminPageSchema,
  storyAdminSchema,
  storyIdParamsSchema,
  storyListQuerySchema,
  storyPageSchema,
  storySchema,
  updateStorySchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./stories.service";

const tags = ["stories"];

export const storiesRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    "/api/stories",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Published student stories in the request's language, ordered",
        querystring: storyListQuerySchema,
        response: { 200: storyPageSchema, ...errorResponses(422) },
      },
    },
    async (request) => service.listStories(db, request.query, request.locale),
  );

  app.get(
    "/api/stories/:id",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A published story in the request's language",
        params: storyIdParamsSchema,
        response: { 200: storySchema, ...errorResponses(404, 422) },
      },
    },
    async (request) => service.getStory(db, request.params.id, request.locale),
  );

  app.post(
    "/api/stories",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Create a story (photo_upload_id from POST image)",
        body: createStorySchema,
        response: { 200: storyAdminSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.createStory(db, actorOf(request), request.body),
  );

  app.patch(
    "/api/stories/:id",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Update a story (each language sent replaces the fields it sends)",
        params: storyIdParamsSchema,
        body: updateStorySchema,
        response: { 200: storyAdminSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.updateStory(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    "/api/stories/:id",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Delete a story",
        params: storyIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service.deleteStory(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/admin/stories",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Every story with all languages (published or not)",
        querystring: storyAdminListQuerySchema,
        response: { 200: storyAdminPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listStoriesAdmin(db, request.query),
  );

  app.get(
    "/api/admin/stories/:id",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "A story with all languages",
        params: storyIdParamsSchema,
        response: { 200: storyAdminSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.getStoryAdmin(db, request.params.id),
  );
};
