import { z } from "zod";
import { ROLES } from "../accounts/roles";
import { richTextSchema } from "../content/rich-text.schemas";
import { LOCALES } from "../i18n/locales";
import { dbIdSchema, dbIdValueSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import {
  MAIL_CENTER_STATUSES,
  MAIL_CLASS_AUDIENCES,
  MAIL_DELIVERY_STATES,
  MAIL_RECIPIENTS_PAGE_SIZE,
} from "./mail-center.constants";

export const MAIL_SUBJECT_MAX = 300;

/** One language of a mail or template: a plain subject and a rich-text body (sanitized on save). */
export const mailLocaleContentSchema = z.object({
  subject: z.string().trim().max(MAIL_SUBJECT_MAX, { error: "v.text_too_long" }).default(""),
  body: richTextSchema.default(""),
});
export type MailLocaleContent = z.infer<typeof mailLocaleContentSchema>;

/**
 * The three languages side by side. English is the fallback every recipient gets when their own
 * language is left blank; a language is used when its subject is filled in.
 */
export const mailContentSchema = z.object({
  en: mailLocaleContentSchema,
  "zh-TW": mailLocaleContentSchema.default({ subject: "", body: "" }),
  "zh-CN": mailLocaleContentSchema.default({ subject: "", body: "" }),
});
export type MailContent = z.infer<typeof mailContentSchema>;

/**
 * Who a mail goes to, as chosen: resolved on the server at send time into one row per person (active
 * users with an email, each once), so later changes to a tag or class do not change who got it.
 */
export const mailRecipientsInputSchema = z.object({
  user_ids: z.array(dbIdValueSchema).max(1000).default([]),
  tag_ids: z.array(dbIdValueSchema).max(200).default([]),
  class_ids: z.array(dbIdValueSchema).max(200).default([]),
  class_audience: z.enum(MAIL_CLASS_AUDIENCES).default("students"),
  roles: z.array(z.enum(ROLES)).max(ROLES.length).default([]),
});
export type MailRecipientsInput = z.infer<typeof mailRecipientsInputSchema>;

/** POST mail, PATCH mail/{id} (drafts only). */
export const mailInputSchema = z.object({
  template_id: dbIdValueSchema.nullish(),
  content: mailContentSchema,
  recipients: mailRecipientsInputSchema.default({
    user_ids: [],
    tag_ids: [],
    class_ids: [],
    class_audience: "students",
    roles: [],
  }),
});
export type MailInput = z.input<typeof mailInputSchema>;

const idName = z.object({ id: z.number().int(), name: z.string() });

/** The chosen recipients with the names of what was chosen (for the form and the view). */
export const mailAudienceSchema = z.object({
  users: z.array(idName.extend({ email: z.string().nullable() })),
  tags: z.array(idName),
  classes: z.array(idName),
  class_audience: z.enum(MAIL_CLASS_AUDIENCES),
  roles: z.array(z.enum(ROLES)),
});
export type MailAudience = z.infer<typeof mailAudienceSchema>;

export const mailCountsSchema = z.object({
  recipients: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  held: z.number().int(),
});
export type MailCounts = z.infer<typeof mailCountsSchema>;

export const mailSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(MAIL_CENTER_STATUSES),
  subject: z.string().describe("the English subject"),
  template_id: z.number().int().nullable(),
  created_by_name: z.string().nullable(),
  sent_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  sent_at: z.string().nullable(),
  counts: mailCountsSchema.describe("delivery states of the recipients (all 0 for a draft)"),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const mailDetailSchema = mailSummarySchema.extend({
  content: mailContentSchema,
  recipients: mailAudienceSchema,
  recipient_count: z
    .number()
    .int()
    .describe("a draft: how many people the choice reaches now; sent: how many it was sent to"),
});
export type MailDetail = z.infer<typeof mailDetailSchema>;

export const mailListQuerySchema = z.object({
  ...pageQueryShape,
  status: z.enum([...MAIL_CENTER_STATUSES, "all"]).default("all"),
  q: z.string().trim().max(100).optional(),
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;
export const mailPageSchema = pagedListSchema(mailSummarySchema);

export const mailIdParamsSchema = z.object({ id: dbIdSchema });

export const mailRecipientSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  locale: z.enum(LOCALES),
  state: z.enum(MAIL_DELIVERY_STATES),
  error: z.string().nullable().describe("the last delivery error (a failed mail, or a retry's cause)"),
  attempts: z.number().int(),
  sent_at: z.string().nullable(),
});
export type MailRecipient = z.infer<typeof mailRecipientSchema>;

export const mailRecipientsQuerySchema = z.object({
  page: pageQueryShape.page,
  page_size: z.coerce.number().int().min(1).max(200).default(MAIL_RECIPIENTS_PAGE_SIZE),
  state: z.enum(MAIL_DELIVERY_STATES).optional(),
});
export const mailRecipientsPageSchema = pagedListSchema(mailRecipientSchema);

/** POST mail/preview: the content as written (saved or not), for one recipient or a sample one. */
export const mailPreviewInputSchema = z.object({
  content: mailContentSchema,
  recipient_id: dbIdValueSchema.nullish(),
  locale: z.enum(LOCALES).optional().describe("default: the recipient's language"),
});
export type MailPreviewInput = z.input<typeof mailPreviewInputSchema>;

export const mailPreviewSchema = z.object({
  locale: z.enum(LOCALES).describe("the language the recipient gets (English when theirs is blank)"),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  recipient: z.object({
    id: z.number().int().nullable().describe("null: a sample recipient"),
    name: z.string(),
    email: z.string().nullable(),
    lang: z.enum(LOCALES),
  }),
});
export type MailPreview = z.infer<typeof mailPreviewSchema>;

export const mailTemplateInputSchema = z.object({
  name: z.string().trim().min(1, { error: "v.required" }).max(120, { error: "v.text_too_long" }),
  content: mailContentSchema,
});
export type MailTemplateInput = z.input<typeof mailTemplateInputSchema>;

export const mailTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content: mailContentSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type MailTemplate = z.infer<typeof mailTemplateSchema>;
export const mailTemplateListQuerySchema = z.object({
  ...pageQueryShape,
  q: z.string().trim().max(100).optional(),
});
export const mailTemplatePageSchema = pagedListSchema(mailTemplateSchema);
