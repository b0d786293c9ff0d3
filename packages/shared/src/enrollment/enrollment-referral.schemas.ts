import { z } from "zod";

/**
 * The referral link's token (mailed, and shown on the success page): `{form id}.{HMAC}`. It is the
 * only key to the page: knowing a form id grants nothing.
 */
export const enrollmentReferralTokenSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,9}\.[A-Za-z0-9_-]{43}$/, { error: "invalid_link" })
  .describe("the token of the link in the enrollment confirmation");

export const enrollmentReferralQuerySchema = z.object({ token: enrollmentReferralTokenSchema });

/** Spec §9: referral information may be sent within 7 days of enrolling. */
export const sendEnrollmentReferralSchema = z.object({
  token: enrollmentReferralTokenSchema,
  referral: z.string().trim().min(1, { error: "v.required" }).max(500),
});
export type SendEnrollmentReferralInput = z.infer<typeof sendEnrollmentReferralSchema>;

export const enrollmentReferralSchema = z.object({
  form_id: z.number().int(),
  referral: z.string(),
  submitted_at: z.string(),
  deadline: z.string().describe("until when referral information is taken: 7 days after submitted_at"),
  open: z.boolean().describe("false once the deadline has passed"),
});
export type EnrollmentReferral = z.infer<typeof enrollmentReferralSchema>;
