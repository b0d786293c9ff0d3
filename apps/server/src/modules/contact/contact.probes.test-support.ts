import { contactEndpoints } from "@edu/shared";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/** How the permission table (test/permissions) calls each contact route; who is let in is the declared access. */
export const contactProbes = defineProbes(contactEndpoints, {
  sendContactMessage: { allowed: 422, request: () => EMPTY_BODY },
  listContactMessages: { allowed: 200 },
  updateContactMessage: {
    allowed: 200,
    request: (f) => ({ url: `/api/contact-messages/${f.contactMessage}`, body: { handled: true } }),
  },
});
