import { mailCenterEndpoints, mailOutboxEndpoints } from "@edu/shared";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * How the permission table (test/permissions) calls each mail center route; who is let in is the
 * declared access. Admins write, preview and send; staff read mails, delivery states and templates.
 * Writes use an empty body or a malformed id: 422 after access, nothing written or sent.
 */
export const mailCenterProbes = defineProbes(mailCenterEndpoints, {
  listMails: { allowed: 200 },
  createMail: { allowed: 422, request: () => EMPTY_BODY },
  getMailById: { allowed: 422, request: () => ({ url: "/api/mail/0" }) },
  updateMailById: { allowed: 422, request: () => ({ url: "/api/mail/0", body: {} }) },
  deleteMailById: { allowed: 422, request: () => ({ url: "/api/mail/0" }) },
  sendMail: { allowed: 422, request: () => ({ url: "/api/mail/0/send" }) },
  createMailDuplicate: { allowed: 422, request: () => ({ url: "/api/mail/0/duplicate" }) },
  listMailRecipients: { allowed: 422, request: () => ({ url: "/api/mail/0/recipients" }) },
  createMailPreview: { allowed: 422, request: () => EMPTY_BODY },
  listMailTemplates: { allowed: 200 },
  createMailTemplate: { allowed: 422, request: () => EMPTY_BODY },
  updateMailTemplateById: { allowed: 422, request: () => ({ url: "/api/mail-template/0", body: {} }) },
  deleteMailTemplateById: { allowed: 422, request: () => ({ url: "/api/mail-template/0" }) },
});

/** GET /api/mail-outbox (src/mail, the outbox beside the mail center): what the product mailed, for admins. */
export const mailOutboxProbes = defineProbes(mailOutboxEndpoints, { getMailOutbox: { allowed: 200 } });
