import {
  mailDetailSchema,
  mailIdParamsSchema,
  mailInputSchema,
  mailListQuerySchema,
  mailPageSchema,
  mailPreviewInputSchema,
  mailPreviewSchema,
  mailRecipientsPageSchema,
  mailRecipientsQuerySchema,
  mailTemplateInputSchema,
  mailTemplateListQuerySchema,
  mailTemplatePageSchema,
  mailTemplateSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./mail-center.service";

const tags = ["mail-center"];
/** Admins write and send; staff read mails, their delivery and the templates. */
const ADMIN = ["super-admin"] as const;
const OFFICE = ["super-admin", "staff"] as const;
const okSchema = z.object({ ok: z.literal(true) });

/** The mail center (issue 15): mails to chosen users, tags, classes or roles, sent through the outbox. */
export const mailCenterRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  // As the outbox answers it: without a mail server, waiting mail is held (shown so), not queued.
  const delivery: service.MailDelivery = deps.config.SMTP_URL ? "smtp" : "held";

  app.get(
    "/api/mails",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "Mails, newest first: drafts and sent, with each sent mail's delivery counts",
        querystring: mailListQuerySchema,
        response: { 200: mailPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listMails(db, request.query, delivery),
  );

  app.post(
    "/api/mail",
    {
      config: { access: [...ADMIN] },
      schema: {
        tags,
        summary: "Write a draft mail (three languages, variables such as {{name}}; unknown ones are refused)",
        body: mailInputSchema,
        response: { 200: mailDetailSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.createMail(db, actorOf(request), request.body, request.locale),
  );

  app.get(
    "/api/mail/:id",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary:
          "A mail: content, chosen recipients, how many it reaches (drafts) or reached, delivery counts",
        params: mailIdParamsSchema,
        response: { 200: mailDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.getMail(db, request.params.id, delivery),
  );

  app.patch(
    "/api/mail/:id",
    {
      config: { access: [...ADMIN] },
      schema: {
        tags,
        summary: "Change a draft (a sent mail is read-only: 409)",
        params: mailIdParamsSchema,
        body: mailInputSchema,
        response: { 200: mailDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      service.updateMail(db, actorOf(request), request.params.id, request.body, request.locale),
  );

  app.delete(
    "/api/mail/:id",
    {
      config: { access: [...ADMIN] },
      schema: {
        tags,
        summary: "Delete a draft (a sent mail stays: 409)",
        params: mailIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => service.deleteMail(db, request.params.id),
  );

  app.post(
    "/api/mail/:id/send",
    {
      config: { access: [...ADMIN], idempotent: true },
      schema: {
        tags,
        summary: "Send a draft once: recipients resolved now, one mail each through the outbox",
        description:
          "Recipients are resolved at send time (active users with an email, each once) and stored; each gets the mail in their language (else English) with the variables filled in. A mail already sent answers 409 and nothing is sent again.",
        params: mailIdParamsSchema,
        response: { 200: mailDetailSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => service.sendMail(db, actorOf(request), request.params.id, request.locale, delivery),
  );

  app.post(
    "/api/mail/:id/duplicate",
    {
      config: { access: [...ADMIN] },
      schema: {
        tags,
        summary: "A new draft with the same content and recipients (how a sent mail is sent again)",
        params: mailIdParamsSchema,
        response: { 200: mailDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.duplicateMail(db, actorOf(request), request.params.id),
  );

  app.get(
    "/api/mail/:id/recipients",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "Who a sent mail went to, each with the delivery state from the outbox (50 a page)",
        params: mailIdParamsSchema,
        querystring: mailRecipientsQuerySchema,
        response: { 200: mailRecipientsPageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.listRecipients(db, request.params.id, request.query, delivery),
  );

  app.post(
    "/api/mail/preview",
    {
      config: { access: [...ADMIN] },
      schema: {
        tags,
        summary: "The mail as one recipient (or a sample person) gets it, in a language",
        body: mailPreviewInputSchema,
        response: { 200: mailPreviewSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.previewMail(db, request.body, request.locale),
  );

  app.get(
    "/api/mail-templates",
    {
      config: { access: [...OFFICE] },
      schema: {
        tags,
        summary: "Mail templates by name (three languages each)",
        querystring: mailTemplateListQuerySchema,
        response: { 200: mailTemplatePageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.listTemplates(db, request.query),
  );

  app.post(
    "/api/mail-template",
    {
      config: { access: [...ADMIN] },
      schema: {
        tags,
        summary: "Create a template (English required; unknown variables are refused)",
        body: mailTemplateInputSchema,
        response: { 200: mailTemplateSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => service.createTemplate(db, actorOf(request), request.body, request.locale),
  );

  app.patch(
    "/api/mail-template/:id",
    {
      config: { access: [...ADMIN] },
      schema: {
        tags,
        summary: "Change a template (mails written from it keep their own copy)",
        params: mailIdParamsSchema,
        body: mailTemplateInputSchema,
        response: { 200: mailTemplateSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      service.updateTemplate(db, actorOf(request), request.params.id, request.body, request.locale),
  );

  app.delete(
    "/api/mail-template/:id",
    {
      config: { access: [...ADMIN] },
      schema: {
        tags,
        summary: "Delete a template (mails written from it keep their content)",
        params: mailIdParamsSchema,
        response: { 200: okSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => service.deleteTemplate(db, request.params.id),
  );
};
