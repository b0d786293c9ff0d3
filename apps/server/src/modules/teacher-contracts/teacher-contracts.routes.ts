import {
  createTeacherContractSchema,
  myTeacherContractsQuerySchema,
  okSchema,
  searchTeacherContractsQuerySchema,
  teacherContractIdParamsSchema,
  teacherContractPageSchema,
  teacherContractSchema,
  updateTeacherContractSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as contracts from "./teacher-contracts.service";

const tags = ["teacher-contracts"];

export const teacherContractsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    "/api/teacher-contracts/search",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Search contracts (teacher_id, status, q over the teacher's name, from/to in force; paged)",
        querystring: searchTeacherContractsQuerySchema,
        response: { 200: teacherContractPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => contracts.searchTeacherContracts(db, request.query),
  );

  app.get(
    "/api/teacher-contracts/mine",
    {
      config: { access: ["teacher"] },
      schema: {
        tags,
        summary: "The signed-in teacher's contracts (paged)",
        querystring: myTeacherContractsQuerySchema,
        response: { 200: teacherContractPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) =>
      contracts.listMyTeacherContracts(db, request.user.id, request.query.page, request.query.page_size),
  );

  app.post(
    "/api/teacher-contract",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Create a teacher contract (hourly rate in minor units; audited)",
        body: createTeacherContractSchema,
        response: { 200: teacherContractSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => contracts.createTeacherContract(db, request.user.id, request.body, request.id),
  );

  app.patch(
    "/api/teacher-contract/:id",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Change a teacher contract (audited, before and after)",
        params: teacherContractIdParamsSchema,
        body: updateTeacherContractSchema,
        response: { 200: teacherContractSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      contracts.updateTeacherContract(db, request.user.id, request.params.id, request.body, request.id),
  );

  app.delete(
    "/api/teacher-contract/:id",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Delete a teacher contract (audited; an attached document stays)",
        params: teacherContractIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      await contracts.deleteTeacherContract(db, request.user.id, request.params.id, request.id);
      return { ok: true as const };
    },
  );
};
