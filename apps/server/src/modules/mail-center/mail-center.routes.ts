import { mailCenterEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import { createMail, deleteMail, duplicateMail, updateMail } from "./mail-center-drafts.service";
import { previewMail } from "./mail-center-preview.service";
import { getMail, listMails, listRecipients } from "./mail-center-read.service";
import type { MailDelivery } from "./mail-center-rules";
import { sendMail } from "./mail-center-send.service";
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  updateTemplate,
} from "./mail-center-templates.service";

/**
 * The mail center: mails to chosen users, tags, classes or roles, sent through the outbox
 * (packages/shared/src/mail-center/mail-center.endpoints.ts).
 */
export const mailCenterRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  // As the outbox answers it: without a mail server, waiting mail is held (shown so), not queued.
  const delivery: MailDelivery = deps.config.SMTP_URL ? "smtp" : "held";

  route(app, endpoints.listMails, (request) => listMails(db, request.query, delivery));
  route(app, endpoints.createMail, (request) =>
    createMail(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.getMailById, (request) => getMail(db, request.params.id, delivery));
  route(app, endpoints.updateMailById, (request) =>
    updateMail(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.deleteMailById, (request) => deleteMail(db, request.params.id));

  route(app, endpoints.sendMail, (request) =>
    sendMail(db, actorOf(request), request.params.id, request.locale, delivery),
  );

  route(app, endpoints.createMailDuplicate, (request) =>
    duplicateMail(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.listMailRecipients, (request) =>
    listRecipients(db, request.params.id, request.query, delivery),
  );
  route(app, endpoints.createMailPreview, (request) => previewMail(db, request.body, request.locale));
  route(app, endpoints.listMailTemplates, (request) => listTemplates(db, request.query));
  route(app, endpoints.createMailTemplate, (request) =>
    createTemplate(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.updateMailTemplateById, (request) =>
    updateTemplate(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.deleteMailTemplateById, (request) => deleteTemplate(db, request.params.id));
};
