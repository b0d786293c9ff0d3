import { teacherContractEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as contracts from "./teacher-contracts.service";

/** The teacher-contracts endpoints (packages/shared/src/teacher-contracts/teacher-contracts.endpoints.ts). */
export const teacherContractsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.searchTeacherContracts, (request) =>
    contracts.searchTeacherContracts(db, request.query),
  );
  route(app, endpoints.listMyTeacherContracts, (request) =>
    contracts.listMyTeacherContracts(db, request.user.id, request.query.page, request.query.page_size),
  );
  route(app, endpoints.createTeacherContract, (request) =>
    contracts.createTeacherContract(db, request.user.id, request.body, request.id),
  );
  route(app, endpoints.updateTeacherContractById, (request) =>
    contracts.updateTeacherContract(db, request.user.id, request.params.id, request.body, request.id),
  );
  route(app, endpoints.deleteTeacherContractById, async (request) => {
    await contracts.deleteTeacherContract(db, request.user.id, request.params.id, request.id);
    return { ok: true as const };
  });
};
