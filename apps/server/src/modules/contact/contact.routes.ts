import { CONTACT_RATE_LIMIT, contactEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./contact.service";

/** The contact endpoints (packages/shared/src/contact/contact.endpoints.ts) and what each does. */
export const contactRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(
    app,
    endpoints.sendContactMessage,
    (request) =>
      service.sendContactMessage({ db, verifyCaptcha: deps.verifyCaptcha }, request.body, {
        locale: request.locale,
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      }),
    { config: { rateLimit: { ...CONTACT_RATE_LIMIT } } },
  );
  route(app, endpoints.listContactMessages, (request) => service.listContactMessages(db, request.query));
  route(app, endpoints.updateContactMessage, (request) =>
    service.markHandled(db, actorOf(request), request.params.id, request.body.handled),
  );
};
