import { defineEndpoints } from "../system/endpoint";
import { mailOutboxPageSchema, mailOutboxQuerySchema } from "./mail-outbox.schemas";

/** What the product mailed (or holds, when no SMTP_URL is configured): the outbox every mail goes through. */
export const mailOutboxEndpoints = defineEndpoints("mail", {
  getMailOutbox: {
    method: "GET",
    path: "/api/mail-outbox",
    access: ["super-admin"],
    summary: "Recent outgoing mail, newest first",
    query: mailOutboxQuerySchema,
    response: mailOutboxPageSchema,
    errors: [401, 403, 422],
  },
});
