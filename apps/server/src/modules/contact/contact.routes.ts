import {
  CONTACT_RATE_LIMIT,
  contactMessageIdParamsSchema,
  contactMessageListQuerySchema,
  contactMessagePageSchema,
  contactMessageSchema,
  contactUsResultSchema,
  contactUsSchema,
  updateContactMessageSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./contact.service";

const tags = ["contact"];

export const contactRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.post(
    "/api/contact-us",
    {
      config: { access: "public", rateLimit: { ...CONTACT_RATE_LIMIT } },
      schema: {
        tags,
        summary: "Send a message to the staff (captcha; at most 5 per 10 minutes per address)",
        body: contactUsSchema,
        response: { 200: contactUsResultSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) =>
      service.sendContactMessage({ db, verifyCaptcha: deps.verifyCaptcha }, request.body, {
        locale: request.locale,
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      }),
  );

  app.get(
    "/api/contact-messages",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary:
          "Contact messages, newest first (q over name, email and message; status all/handled/unhandled)",
        querystring: contactMessageListQuerySchema,
        response: { 200: contactMessagePageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listContactMessages(db, request.query),
  );

  app.patch(
    "/api/contact-messages/:id",
    {
      config: { access: ["super-admin", "staff"] },
      schema: {
        tags,
        summary: "Mark a contact message handled or not",
        params: contactMessageIdParamsSchema,
        body: updateContactMessageSchema,
        response: { 200: contactMessageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.markHandled(db, actorOf(request), request.params.id, request.body.handled),
  );
};
