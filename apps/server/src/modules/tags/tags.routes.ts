import {
  createTagSchema,
  okSchema,
  pageQuerySchema,
  tagDetailSchema,
  tagIdParamsSchema,
  tagIdsSchema,
  tagListQuerySchema,
  tagPageSchema,
  tagSchema,
  updateTagSchema,
  userIdParamsSchema,
  userTagsResultSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./tags.service";

const tags = ["tags"];

export const tagsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    "/api/tags",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Tags with their user counts",
        querystring: tagListQuerySchema,
        response: { 200: tagPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listTags(db, request.query),
  );

  app.post(
    "/api/tag",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Create a tag (names are unique)",
        body: createTagSchema,
        response: { 200: tagSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.createTag(db, actorOf(request), request.body),
  );

  app.get(
    "/api/tag/:id",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "A tag and its users, paged",
        params: tagIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: tagDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.getTagWithUsers(db, request.params.id, request.query.page, request.query.page_size),
  );

  app.patch(
    "/api/tag/:id",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Rename or recolour a tag",
        params: tagIdParamsSchema,
        body: updateTagSchema,
        response: { 200: tagSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.updateTag(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    "/api/tag/:id",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Delete a tag (it comes off every user)",
        params: tagIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await service.deleteTag(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/user/:id/attach-tags",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Put tags on a user (never twice: a tag the user has refuses the whole request)",
        params: userIdParamsSchema,
        body: tagIdsSchema,
        response: { 200: userTagsResultSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.attachTags(db, actorOf(request), request.params.id, request.body.tag_ids),
  );

  app.patch(
    "/api/user/:id/detach-tags",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Take tags off a user (a tag the user lacks is ignored)",
        params: userIdParamsSchema,
        body: tagIdsSchema,
        response: { 200: userTagsResultSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.detachTags(db, actorOf(request), request.params.id, request.body.tag_ids),
  );
};
