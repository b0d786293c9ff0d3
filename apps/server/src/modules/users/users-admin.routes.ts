import {
  auditPageSchema,
  mergeConflictDataSchema,
  mergeResultSchema,
  mergeSidesSchema,
  mergeUsersSchema,
  okSchema,
  pageQuerySchema,
  roleParamsSchema,
  searchAllActiveQuerySchema,
  searchAllActiveResultSchema,
  toggleActiveSchema,
  userIdParamsSchema,
  userSchema,
  userSearchQuerySchema,
  userSearchResultSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import { getMergeConflicts, mergeUsers } from "./user-merge.service";
import * as admin from "./users-admin.service";

const tags = ["users"];

export const usersAdminRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    "/api/users/search",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Search users (trigram match on username, email and names; role, tag and subject filters)",
        querystring: userSearchQuerySchema,
        response: { 200: userSearchResultSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => admin.searchUsers(db, request.query),
  );

  app.get(
    "/api/users/search-all-active",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Active users for pickers (no contact details; capped)",
        querystring: searchAllActiveQuerySchema,
        response: { 200: searchAllActiveResultSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => admin.searchAllActive(db, request.query),
  );

  app.patch(
    "/api/users/toggle-active",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Activate or deactivate a user (deactivating ends all their sessions)",
        body: toggleActiveSchema,
        response: { 200: userSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => admin.toggleActive(db, actorOf(request), request.body),
  );

  app.post(
    "/api/role/:role/:id",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Add a role (student, teacher, staff, parent, test-editor); adding twice changes nothing",
        params: roleParamsSchema,
        response: { 200: userSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => admin.setRole(db, actorOf(request), { ...request.params, add: true }),
  );

  app.delete(
    "/api/role/:role/:id",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Remove a role",
        params: roleParamsSchema,
        response: { 200: userSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => admin.setRole(db, actorOf(request), { ...request.params, add: false }),
  );

  app.delete(
    "/api/users/:id",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Delete a user (everything that references them goes too; the audit keeps a snapshot)",
        params: userIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await admin.deleteUser(db, actorOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/users/conflict-data-on-merging",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "What would clash if from_user_id were merged into to_user_id",
        body: mergeSidesSchema,
        response: { 200: mergeConflictDataSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => getMergeConflicts(db, request.body),
  );

  app.post(
    "/api/users/merge",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary:
          "Merge from_user_id into to_user_id: every reference moves, from is deleted, nothing is lost",
        body: mergeUsersSchema,
        response: { 200: mergeResultSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => mergeUsers(db, actorOf(request), request.body),
  );

  app.get(
    "/api/users/:id/audit",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "A user's audit trail, newest first",
        params: userIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => admin.getUserAudit(db, request.params.id, request.query.page, request.query.page_size),
  );
};
