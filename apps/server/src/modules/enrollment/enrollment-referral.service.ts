import { createHmac, timingSafeEqual } from "node:crypto";
import { ENROLLMENT_REFERRAL_DAYS, type EnrollmentReferral } from "@edu/shared";
import { eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { installationSecret } from "../../db/installation-secrets";
import { conflict, notFound } from "../../http/app-error";
import { enrolledCourseSessions, enrollmentForms } from "./enrollment.table";

/**
 * Spec §9 "referral info may be submitted within 7 days": the confirmation mail and the success page
 * link to /enroll/referral?token=…, where the family sends it after step three. The token is
 * `{form id}.{HMAC of the id}` under a per-installation secret: only whoever was given the link can
 * use it (a form id alone grants nothing), and it needs no column.
 */
const SECRET_NAME = "enrollment-referral";
const DAY_MS = 86_400_000;

async function macFor(db: DbOrTx, formId: number): Promise<string> {
  const secret = await installationSecret(db, SECRET_NAME);
  return createHmac("sha256", secret).update(`enrollment-referral/v1/${formId}`).digest("base64url");
}

export async function referralTokenFor(db: DbOrTx, formId: number): Promise<string> {
  return `${formId}.${await macFor(db, formId)}`;
}

export const referralUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, "")}/enroll/referral?token=${encodeURIComponent(token)}`;

export const referralDeadline = (submittedAt: Date) =>
  new Date(submittedAt.getTime() + ENROLLMENT_REFERRAL_DAYS * DAY_MS);

/** The submitted form the token names; a forged token, or one of a draft, is "invalid link". */
async function formOfToken(db: DbOrTx, token: string, lock = false) {
  const [idText, mac] = token.split(".");
  const formId = Number(idText);
  const invalid = () => notFound("invalid_link");
  if (!Number.isSafeInteger(formId) || formId <= 0 || !mac) throw invalid();
  const given = Buffer.from(mac);
  const expected = Buffer.from(await macFor(db, formId));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  const query = db.select().from(enrollmentForms).where(eq(enrollmentForms.id, formId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row?.submittedAt) throw invalid();
  return { row, submittedAt: row.submittedAt };
}

function toReferralDto(
  row: { id: number; referral: string },
  submittedAt: Date,
  now: Date,
): EnrollmentReferral {
  const deadline = referralDeadline(submittedAt);
  return {
    form_id: row.id,
    referral: row.referral,
    submitted_at: submittedAt.toISOString(),
    deadline: deadline.toISOString(),
    open: now.getTime() <= deadline.getTime(),
  };
}

export async function getReferral(db: DbOrTx, token: string, now = new Date()): Promise<EnrollmentReferral> {
  const { row, submittedAt } = await formOfToken(db, token);
  return toReferralDto(row, submittedAt, now);
}

/**
 * Stores the referral on the form and on its enrolled sessions (what the office reads), and marks
 * those unread so the office sees the news. Refused (409) once the 7 days have passed.
 */
export async function sendReferral(
  db: Database,
  token: string,
  referral: string,
  now = new Date(),
): Promise<EnrollmentReferral> {
  return db.transaction(async (tx) => {
    const { row, submittedAt } = await formOfToken(tx, token, true);
    if (now.getTime() > referralDeadline(submittedAt).getTime()) throw conflict("enrollment_referral_closed");
    const [updated] = await tx
      .update(enrollmentForms)
      .set({ referral, updatedAt: now })
      .where(eq(enrollmentForms.id, row.id))
      .returning();
    if (!updated) throw notFound("invalid_link");
    await tx
      .update(enrolledCourseSessions)
      .set({ referral, isRead: false, updatedAt: now })
      .where(eq(enrolledCourseSessions.formId, row.id));
    return toReferralDto(updated, submittedAt, now);
  });
}
