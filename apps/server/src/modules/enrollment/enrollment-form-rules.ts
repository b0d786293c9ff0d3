import { createHash, timingSafeEqual } from "node:crypto";
import type { EnrollmentForm, Locale } from "@edu/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, fieldError, notFound } from "../../http/app-error";
import { toWireTimeOrNull } from "../../http/wire-time";
import { findUserByEmail } from "../users";
import { findCourseSessions } from "./course-sessions.bridge";
import { findActiveEmailUses } from "./enrolled-sessions.repository";
import { enrollmentForms, type FormStudent } from "./enrollment.table";

type FormRow = typeof enrollmentForms.$inferSelect;
export type FormCaller = { user?: Actor; locale: Locale };
export type FieldErrors = Record<string, Array<Parameters<typeof fieldError>[1]>>;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function toFormDto(row: FormRow): EnrollmentForm {
  return {
    id: row.id,
    step: row.step,
    role: row.role,
    user_id: row.userId,
    locale: row.locale,
    contact: {
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      phone: row.phone,
      home_phone: row.homePhone,
      address: row.address,
      line_id: row.lineId,
    },
    students: row.students,
    course_session_ids: row.courseSessionIds,
    type: row.type,
    tutoring_mode: row.tutoringMode,
    previous_classes: row.previousClasses,
    mandarin_help: row.mandarinHelp,
    referral: row.referral,
    group_enrollment: row.groupEnrollment,
    payment_way: row.paymentWay,
    currency: row.currency,
    notes: row.notes,
    submitted_at: toWireTimeOrNull(row.submittedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const throwIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length) throw new AppError("validation_failed", { fieldErrors: errors });
};

/** The form, if this caller may continue it: its signed-in owner, or the holder of its resume token. */
export async function loadFormFor(db: DbOrTx, caller: FormCaller, id: number, token?: string, lock = false) {
  const query = db.select().from(enrollmentForms).where(eq(enrollmentForms.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound();
  if (row.userId !== null) {
    if (caller.user?.id !== row.userId) throw notFound();
  } else {
    const given = token ? Buffer.from(hashToken(token), "hex") : undefined;
    const stored = row.resumeTokenHash ? Buffer.from(row.resumeTokenHash, "hex") : undefined;
    if (!given || !stored || given.length !== stored.length || !timingSafeEqual(given, stored))
      throw notFound();
  }
  return row;
}

/** Spec §8 "email already used in enrollment": a student email already active in a chosen session. */
export async function checkEmailsFree(db: DbOrTx, students: FormStudent[], courseSessionIds: number[]) {
  const uses = await findActiveEmailUses(
    db,
    courseSessionIds,
    students.map((s) => s.email),
  );
  const taken = new Set(uses.map((use) => use.email.toLowerCase()));
  const errors: FieldErrors = {};
  students.forEach((student, index) => {
    if (taken.has(student.email.toLowerCase()))
      errors[`students.${index}.email`] = ["email_used_in_enrollment"];
  });
  throwIfAny(errors);
}

export async function checkSessions(db: DbOrTx, ids: number[]) {
  const sessions = await findCourseSessions(db, ids);
  const errors: FieldErrors = {};
  ids.forEach((id, index) => {
    if (!sessions.get(id)?.active) errors[`course_session_ids.${index}`] = ["course_session_not_found"];
  });
  throwIfAny(errors);
  return sessions;
}

/**
 * Spec §8 "email already used in enrollment (log in or use another)": an account's email is its
 * owner's to enroll with. Anyone else (a visitor, or another account) is asked to log in or use
 * another email, so nothing is mailed to or attached to that account without its owner. The answer
 * tells whether an account exists: step one counts in the account-probe limits (routes).
 */
export async function checkContactEmail(db: DbOrTx, caller: FormCaller, email: string) {
  const account = await findUserByEmail(db, email);
  if (account && account.id !== caller.user?.id)
    throw fieldError("contact.email", "enrollment_email_has_account");
}
