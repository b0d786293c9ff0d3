import { z } from "zod";

/** A mail's way through the outbox: held is pending while no SMTP_URL is configured (nothing leaves). */
export const MAIL_OUTBOX_STATUSES = ["pending", "sending", "sent", "failed", "held"] as const;
export type MailOutboxStatus = (typeof MAIL_OUTBOX_STATUSES)[number];

export const mailOutboxQuerySchema = z.object({
  status: z.enum(MAIL_OUTBOX_STATUSES).optional(),
  to: z.string().max(254).optional(),
  kind: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const mailOutboxItemSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  locale: z.string(),
  kind: z.string(),
  status: z.enum(MAIL_OUTBOX_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailOutboxItem = z.infer<typeof mailOutboxItemSchema>;

export const mailOutboxPageSchema = z.object({
  data: z.array(mailOutboxItemSchema),
  delivery: z
    .enum(["smtp", "held"])
    .describe("smtp: mail leaves through SMTP_URL; held: no SMTP_URL, mail stays here unsent"),
});
