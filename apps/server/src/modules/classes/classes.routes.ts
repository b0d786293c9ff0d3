import {
  allSessionClassesQuerySchema,
  createSessionClassSchema,
  mySessionClassesQuerySchema,
  okSchema,
  sessionClassDetailSchema,
  sessionClassIdParamsSchema,
  sessionClassPageSchema,
  sessionClassPlacementListQuerySchema,
  sessionClassPlacementListSchema,
  sessionClassSchema,
  updateSessionClassSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./classes.service";

const tags = ["session classes"];

export const sessionClassesRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    "/api/session-classes",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "My classes: taught (teachers, TAs), attended (students), my children's (parents)",
        querystring: mySessionClassesQuerySchema,
        response: { 200: sessionClassPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listMyClasses(db, request.user, request.query, request.locale),
  );

  app.get(
    "/api/session-classes/all",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "All classes (filters: status, course session, teacher, online, private, q)",
        querystring: allSessionClassesQuerySchema,
        response: { 200: sessionClassPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listAllClasses(db, request.query, request.locale),
  );

  app.get(
    "/api/old-session-classes",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "Ended classes (admin and staff: all; others: their own), latest ended first",
        querystring: mySessionClassesQuerySchema,
        response: { 200: sessionClassPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listOldClasses(db, request.user, request.query, request.locale),
  );

  app.get(
    "/api/session-classes/placement-list",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Classes to place students into (of one course session; running ones unless include_ended)",
        querystring: sessionClassPlacementListQuerySchema,
        response: { 200: sessionClassPlacementListSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listClassesForPlacement(db, request.query, request.locale),
  );

  app.get(
    "/api/session-classes/:id",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary:
          "A class with its students (admin, staff, its teachers; its students and parents see their own)",
        params: sessionClassIdParamsSchema,
        response: { 200: sessionClassDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.getClassDetail(db, request.user, request.params.id, request.locale),
  );

  app.post(
    "/api/session-classes",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Create a class of a course session (teachers, TAs, schedule, room, online link)",
        body: createSessionClassSchema,
        response: { 200: sessionClassSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.createClass(db, request.user, actorOf(request), request.body, request.locale),
  );

  app.patch(
    "/api/session-classes/:id",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Edit a class (teacher_ids and ta_ids, when sent, replace the lists)",
        params: sessionClassIdParamsSchema,
        body: updateSessionClassSchema,
        response: { 200: sessionClassSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.updateClass(
        db,
        request.user,
        actorOf(request),
        request.params.id,
        request.body,
        request.locale,
      ),
  );

  app.delete(
    "/api/session-classes/:id",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Delete a class without students (admin; 409 while students are placed in it)",
        params: sessionClassIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await service.deleteClass(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
