import { ADMIN, EMPTY_BODY, type Expectation, OFFICE } from "./expectation-kit";

/**
 * The mail center (issue 15): admins write, preview and send; staff read mails, delivery states and
 * templates. Writes use an empty body or a malformed id: 422 after access, nothing written or sent.
 */
export const MAIL_CENTER_EXPECTATIONS: Record<string, Expectation> = {
  "GET /api/mails": { who: OFFICE, allowed: 200 },
  "POST /api/mail": { who: ADMIN, allowed: 422, request: () => EMPTY_BODY },
  "GET /api/mail/:id": { who: OFFICE, allowed: 422, request: () => ({ url: "/api/mail/0" }) },
  "PATCH /api/mail/:id": { who: ADMIN, allowed: 422, request: () => ({ url: "/api/mail/0", body: {} }) },
  "DELETE /api/mail/:id": { who: ADMIN, allowed: 422, request: () => ({ url: "/api/mail/0" }) },
  "POST /api/mail/:id/send": { who: ADMIN, allowed: 422, request: () => ({ url: "/api/mail/0/send" }) },
  "POST /api/mail/:id/duplicate": {
    who: ADMIN,
    allowed: 422,
    request: () => ({ url: "/api/mail/0/duplicate" }),
  },
  "GET /api/mail/:id/recipients": {
    who: OFFICE,
    allowed: 422,
    request: () => ({ url: "/api/mail/0/recipients" }),
  },
  "POST /api/mail/preview": { who: ADMIN, allowed: 422, request: () => EMPTY_BODY },
  "GET /api/mail-templates": { who: OFFICE, allowed: 200 },
  "POST /api/mail-template": { who: ADMIN, allowed: 422, request: () => EMPTY_BODY },
  "PATCH /api/mail-template/:id": {
    who: ADMIN,
    allowed: 422,
    request: () => ({ url: "/api/mail-template/0", body: {} }),
  },
  "DELETE /api/mail-template/:id": {
    who: ADMIN,
    allowed: 422,
    request: () => ({ url: "/api/mail-template/0" }),
  },
};
