import { z } from "zod";
import { LOCALES } from "../i18n/locales";
import { dbIdValueSchema } from "../system/paging.schemas";
import { CONTRACT_TEMPLATES, ENROLLMENT_CURRENCIES } from "./enrollment.constants";

const id = dbIdValueSchema;

/** Admin creates (or, while unsigned, replaces) the contract of an enrolled session. */
export const createEnrollmentContractSchema = z.object({
  enrolled_session_id: id,
  template: z.enum(CONTRACT_TEMPLATES).optional().describe("default: the enrollment's type"),
  title: z.string().trim().min(1, { error: "v.required" }).max(200).optional(),
  fee_amount: z
    .number({ error: "v.money_positive" })
    .int({ error: "v.money_positive" })
    .positive({ error: "v.money_positive" })
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .describe("minor units; default: the course session's fee"),
  currency: z.enum(ENROLLMENT_CURRENCIES).optional(),
  extra_terms: z.string().trim().max(10000).optional(),
});
export type CreateEnrollmentContractInput = z.infer<typeof createEnrollmentContractSchema>;

export const signEnrollmentContractSchema = z.object({
  enrolled_session_id: id,
  signer_name: z.string().trim().min(1, { error: "v.required" }).max(160),
  agree: z.literal(true, { error: "v.required" }),
});
export type SignEnrollmentContractInput = z.infer<typeof signEnrollmentContractSchema>;

function isKnownTimezone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * GET …/contract.pdf?lang=zh-TW&tz=Asia/Taipei: the reader's interface language for the labels (a
 * link opened in a new tab sends the browser's Accept-Language, not the page's) and time zone for
 * the signing time (default: the one on file).
 */
export const contractPdfQuerySchema = z.object({
  lang: z.enum(LOCALES).optional().describe("the reader's interface language; default: Accept-Language"),
  tz: z
    .string()
    .trim()
    .max(64, { error: "v.timezone" })
    .refine(isKnownTimezone, { error: "v.timezone" })
    .optional()
    .describe("IANA time zone of the reader, e.g. Asia/Taipei"),
});

export const sendContractEmailSchema = z.object({ enrolled_session_id: id });

export const enrollmentContractSchema = z.object({
  id: z.number().int(),
  enrolled_session_id: z.number().int(),
  template: z.enum(CONTRACT_TEMPLATES),
  title: z.string(),
  body: z.string(),
  locale: z
    .enum(LOCALES)
    .describe("the language title and body are written in (the enrollment's, frozen at creation)"),
  fee_amount: z.number().int().nullable(),
  currency: z.enum(ENROLLMENT_CURRENCIES),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  signer_name: z.string().nullable(),
  signer_ip: z.string().nullable(),
  signer_user_id: z.number().int().nullable(),
  pdf_url: z.string(),
});
export type EnrollmentContract = z.infer<typeof enrollmentContractSchema>;
