import { enrollmentContractEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as contracts from "./contracts.service";

/** An enrollment's contract (packages/shared/src/enrollment/enrollment.endpoints.ts). */
export const enrollmentContractsRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (
  app,
  { deps },
) => {
  const { db, config } = deps;

  route(app, endpoints.createEnrolledSessionContract, (request) =>
    contracts.createContract(db, actorOf(request), request.body),
  );
  route(app, endpoints.createEnrolledSessionSignedContract, (request) =>
    contracts.signContract(
      db,
      request.user,
      { ip: request.ip, userAgent: request.headers["user-agent"], requestId: request.id },
      request.body,
    ),
  );
  route(app, endpoints.sendEnrolledSessionContractEmail, (request) =>
    contracts.sendContractEmail(db, actorOf(request), config.PUBLIC_URL, request.body.enrolled_session_id),
  );
  route(app, endpoints.getEnrolledSessionContract, (request) =>
    contracts.getContract(db, request.user, request.params.id),
  );
  route(
    app,
    endpoints.getEnrolledSessionContractPdf,
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
    { responses: { 200: z.any().describe("application/pdf") } },
  );
};
