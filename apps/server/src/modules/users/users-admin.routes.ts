import { userEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { mergeUsers } from "./user-merge.service";
import { getMergeConflicts } from "./user-merge-conflicts.service";
import * as admin from "./users-admin.service";

/** The users endpoints (packages/shared/src/users/users.endpoints.ts) and what each does. */
export const usersAdminRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.searchUsers, async (request) => admin.searchUsers(db, request.query));
  route(app, endpoints.searchUsersAllActive, async (request) => admin.searchAllActive(db, request.query));
  route(app, endpoints.toggleUsersActive, async (request) =>
    admin.toggleActive(db, actorOf(request), request.body),
  );
  route(app, endpoints.addUserRole, async (request) =>
    admin.setRole(db, actorOf(request), { ...request.params, add: true }),
  );
  route(app, endpoints.removeUserRole, async (request) =>
    admin.setRole(db, actorOf(request), { ...request.params, add: false }),
  );
  route(app, endpoints.deleteUser, async (request) => {
    await admin.deleteUser(db, actorOf(request), request.params.id);
    return { ok: true as const };
  });
  route(app, endpoints.getUserMergeConflicts, async (request) => getMergeConflicts(db, request.body));
  route(app, endpoints.mergeUsers, async (request) => mergeUsers(db, actorOf(request), request.body));
  route(app, endpoints.getUserAudit, async (request) =>
    admin.getUserAudit(db, request.params.id, request.query.page, request.query.page_size),
  );
};
