import { z } from "zod";
import { PHONE_MIN_DIGITS } from "../accounts/accounts.schemas";
import { flag01Schema } from "../system/input.schemas";
import { dbIdSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";

/** A missing field reads as an empty one, so the visitor sees "Please enter name", not a type error. */
const text = () =>
  z.preprocess((value) => (value === undefined || value === null ? "" : value), z.string().trim());
const optionalText = () =>
  z.preprocess((value) => (value === null ? undefined : value), z.string().trim().optional());

export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: "10 minutes" } as const;

/** POST contact-us. Spec §5: name, message and captcha required; email format; phone ≥ 7 digits when given. */
export const contactUsSchema = z.object({
  name: text().pipe(
    z.string().min(1, { error: "v.contact_name_required" }).max(100, { error: "v.text_too_long" }),
  ),
  email: optionalText().pipe(
    z
      .union([z.literal(""), z.email({ error: "v.email_format" }).max(254, { error: "v.email_format" })])
      .optional(),
  ),
  phone: optionalText().pipe(
    z
      .union([
        z.literal(""),
        z
          .string()
          .max(40, { error: "v.phone_min" })
          .regex(/^\+?[\d\s()./-]+$/, { error: "v.phone_min" })
          .refine((value) => value.replace(/\D/g, "").length >= PHONE_MIN_DIGITS, { error: "v.phone_min" }),
      ])
      .optional(),
  ),
  message: text().pipe(
    z.string().min(1, { error: "v.contact_message_required" }).max(5000, { error: "v.text_too_long" }),
  ),
  captcha: text().pipe(z.string().min(1, { error: "v.captcha_required" }).max(16)),
  captcha_key: text().pipe(z.string().min(1, { error: "v.captcha_required" }).max(64)),
});
export type ContactUsInput = z.infer<typeof contactUsSchema>;

export const contactUsResultSchema = z.object({ ok: z.literal(true), id: z.number().int() });

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  locale: z.string(),
  handled: z.boolean(),
  handled_at: z.string().nullable(),
  handled_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const CONTACT_MESSAGE_STATUSES = ["all", "handled", "unhandled"] as const;
export const contactMessageListQuerySchema = z.object({
  ...pageQueryShape,
  q: z.string().trim().max(100).optional(),
  status: z.enum(CONTACT_MESSAGE_STATUSES).default("all"),
});
export type ContactMessageListQuery = z.infer<typeof contactMessageListQuerySchema>;
export const contactMessagePageSchema = pagedListSchema(contactMessageSchema);
export const contactMessageIdParamsSchema = z.object({
  id: dbIdSchema,
});
export const updateContactMessageSchema = z.object({ handled: flag01Schema });
export type UpdateContactMessageInput = z.infer<typeof updateContactMessageSchema>;
