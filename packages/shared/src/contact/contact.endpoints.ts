import { OFFICE } from "../system/access-roles";
import { defineEndpoints } from "../system/endpoint";
import {
  contactMessageIdParamsSchema,
  contactMessageListQuerySchema,
  contactMessagePageSchema,
  contactMessageSchema,
  contactUsResultSchema,
  contactUsSchema,
  updateContactMessageSchema,
} from "./contact.schemas";

export const contactEndpoints = defineEndpoints("contact", {
  sendContactMessage: {
    method: "POST",
    path: "/api/contact-us",
    access: "public",
    summary: "Send a message to the staff (captcha; at most 5 per 10 minutes per address)",
    body: contactUsSchema,
    response: contactUsResultSchema,
    errors: [422, 429],
  },
  listContactMessages: {
    method: "GET",
    path: "/api/contact-messages",
    access: OFFICE,
    summary: "Contact messages, newest first (q over name, email and message; status all/handled/unhandled)",
    query: contactMessageListQuerySchema,
    response: contactMessagePageSchema,
    errors: [401, 403, 422],
  },
  updateContactMessage: {
    method: "PATCH",
    path: "/api/contact-messages/:id",
    access: OFFICE,
    summary: "Mark a contact message handled or not",
    params: contactMessageIdParamsSchema,
    body: updateContactMessageSchema,
    response: contactMessageSchema,
    errors: [401, 403, 404, 422],
  },
});
