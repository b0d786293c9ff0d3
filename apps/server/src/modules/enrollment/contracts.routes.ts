import {
  contractPdfQuerySchema,
  createEnrollmentContractSchema,
  enrolledSessionIdParamsSchema,
  enrollmentContractSchema,
  sendContractEmailSchema,
  signEnrollmentContractSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as contracts from "./contracts.service";

const tags = ["enrollment"];

export const enrollmentContractsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (
  app,
  { deps },
) => {
  const { db, config } = deps;

  app.post(
    "/api/enrolled-session/contract",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary:
          "Create the contract of an enrollment from a template and the session's terms (an unsigned one is replaced)",
        body: createEnrollmentContractSchema,
        response: { 200: enrollmentContractSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => contracts.createContract(db, actorOf(request), request.body),
  );

  app.post(
    "/api/enrolled-session/signed-contract",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary:
          "Sign the contract: the enrollment's parent or student only; name, time and IP address are recorded",
        body: signEnrollmentContractSchema,
        response: { 200: enrollmentContractSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      contracts.signContract(
        db,
        request.user,
        { ip: request.ip, userAgent: request.headers["user-agent"], requestId: request.id },
        request.body,
      ),
  );

  app.post(
    "/api/enrolled-session/send-contract-email",
    {
      config: { access: ["super-admin", "staff"], idempotent: true },
      schema: {
        tags,
        summary: "Mail the parent a link to read and sign the contract (outbox)",
        body: sendContractEmailSchema,
        response: { 200: enrollmentContractSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      contracts.sendContractEmail(db, actorOf(request), config.PUBLIC_URL, request.body.enrolled_session_id),
  );

  app.get(
    "/api/enrolled-session/:id/contract",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary: "The contract of an enrollment (admin, staff, or the enrollment's parent or student)",
        params: enrolledSessionIdParamsSchema,
        response: { 200: enrollmentContractSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => contracts.getContract(db, request.user, request.params.id),
  );

  app.get(
    "/api/enrolled-session/:id/contract.pdf",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary:
          "The contract as a PDF (Chinese rendered with an embedded CJK font; labels in the reader's language, signing time in `tz`)",
        params: enrolledSessionIdParamsSchema,
        querystring: contractPdfQuerySchema,
        response: { 200: z.any().describe("application/pdf"), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const pdf = await contracts.getContractPdf(
        db,
        request.user,
        request.params.id,
        request.query.lang ?? request.locale,
        request.query.tz,
      );
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename="contract-${request.params.id}.pdf"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};
