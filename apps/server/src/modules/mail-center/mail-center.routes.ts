import { mailCenterEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as service from "./mail-center.service";

/**
 * The mail center: mails to chosen users, tags, classes or roles, sent through the outbox
 * (packages/shared/src/mail-center/mail-center.endpoints.ts).
 */
export const mailCenterRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;
  // As the outbox answers it: without a mail server, waiting mail is held (shown so), not queued.
  const delivery: service.MailDelivery = deps.config.SMTP_URL ? "smtp" : "held";

  route(app, endpoints.listMails, (request) => service.listMails(db, request.query, delivery));
  route(app, endpoints.createMail, (request) =>
    service.createMail(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.getMailById, (request) => service.getMail(db, request.params.id, delivery));
  route(app, endpoints.updateMailById, (request) =>
    service.updateMail(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.deleteMailById, (request) => service.deleteMail(db, request.params.id));

  route(app, endpoints.sendMail, (request) =>
    service.sendMail(db, actorOf(request), request.params.id, request.locale, delivery),
  );

  route(app, endpoints.createMailDuplicate, (request) =>
    service.duplicateMail(db, actorOf(request), request.params.id),
  );
  route(app, endpoints.listMailRecipients, (request) =>
    service.listRecipients(db, request.params.id, request.query, delivery),
  );
  route(app, endpoints.createMailPreview, (request) => service.previewMail(db, request.body, request.locale));
  route(app, endpoints.listMailTemplates, (request) => service.listTemplates(db, request.query));
  route(app, endpoints.createMailTemplate, (request) =>
    service.createTemplate(db, actorOf(request), request.body, request.locale),
  );
  route(app, endpoints.updateMailTemplateById, (request) =>
    service.updateTemplate(db, actorOf(request), request.params.id, request.body, request.locale),
  );
  route(app, endpoints.deleteMailTemplateById, (request) => service.deleteTemplate(db, request.params.id));
};
