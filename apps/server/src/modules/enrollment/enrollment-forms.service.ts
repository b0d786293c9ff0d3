import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import {
  type EnrollmentForm,
  type EnrollmentStepOneInput,
  type EnrollmentStepResult,
  type EnrollmentStepThreeInput,
  type EnrollmentStepTwoInput,
  type EnrollmentStepTwoPatch,
  formatName,
  type Locale,
} from "@edu/shared";
import { eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, conflict, fieldError, notFound } from "../../http/app-error";
import { toWireTimeOrNull } from "../../http/wire-time";
import { enqueueMail } from "../../mail";
import type { CaptchaVerifier } from "../captcha";
import { findLinkedStudentIds, findUserByEmail, userHasRole } from "../users";
import { findCourseSessions, sessionTitleFor } from "./course-sessions.bridge";
import { findActiveEmailUses, insertEnrolledSessions } from "./enrolled-sessions.repository";
import { withEmailUseCheck } from "./enrolled-sessions.service";
import { enrollmentForms, type FormStudent } from "./enrollment.table";
import { enrollmentConfirmationMail } from "./enrollment-mail";
import { referralTokenFor, referralUrl } from "./enrollment-referral.service";

type FormRow = typeof enrollmentForms.$inferSelect;
export type FormCaller = { user?: Actor; locale: Locale };
type FieldErrors = Record<string, Array<Parameters<typeof fieldError>[1]>>;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

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

const throwIfAny = (errors: FieldErrors) => {
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

/**
 * Spec §8 "student email not yet the user's student": a signed-in parent may only name existing
 * student accounts that are linked to them (or pick a linked child by user_id).
 */
async function resolveStudents(
  db: DbOrTx,
  caller: FormCaller,
  input: EnrollmentStepOneInput,
): Promise<FormStudent[]> {
  const errors: FieldErrors = {};
  const me = caller.user;
  const students: FormStudent[] = [];
  for (const [index, student] of input.students.entries()) {
    let userId: number | null = null;
    const account = await findUserByEmail(db, student.email);
    const isStudentAccount = account ? await userHasRole(db, account.id, "student") : false;
    if (me) {
      const candidate = student.user_id ?? (isStudentAccount ? account?.id : undefined);
      if (candidate !== undefined) {
        const own = candidate === me.id && (input.role === "student" || me.roles.includes("student"));
        const linked = own || (await findLinkedStudentIds(db, me.id, [candidate])).length > 0;
        if (!linked || (student.user_id !== undefined && account && account.id !== student.user_id)) {
          errors[`students.${index}.${student.user_id !== undefined ? "user_id" : "email"}`] = [
            "student_not_users_student",
          ];
        } else userId = candidate;
      }
    } else if (student.user_id !== undefined) {
      errors[`students.${index}.user_id`] = ["student_not_users_student"];
    }
    students.push({
      user_id: userId,
      first_name: student.first_name,
      last_name: student.last_name ?? "",
      email: student.email,
      phone: student.phone ?? "",
      school: student.school ?? "",
      grade: student.grade ?? "",
    });
  }
  throwIfAny(errors);
  return students;
}

/** Spec §8 "email already used in enrollment": a student email already active in a chosen session. */
async function checkEmailsFree(db: DbOrTx, students: FormStudent[], courseSessionIds: number[]) {
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

async function checkSessions(db: DbOrTx, ids: number[]) {
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
async function checkContactEmail(db: DbOrTx, caller: FormCaller, email: string) {
  const account = await findUserByEmail(db, email);
  if (account && account.id !== caller.user?.id)
    throw fieldError("contact.email", "enrollment_email_has_account");
}

export async function submitStepOne(
  db: Database,
  verifyCaptcha: CaptchaVerifier,
  caller: FormCaller,
  input: EnrollmentStepOneInput,
): Promise<EnrollmentStepResult> {
  // A visitor starting a draft answers a captcha: the draft leads to a confirmation mail to the
  // address they typed, with their own text in it. Signed-in users, and revisions of a draft the
  // visitor already holds the resume token of, need none; a captcha that is sent must be right.
  const needsCaptcha = !caller.user && input.form_id === undefined;
  if (needsCaptcha || (input.captcha && input.captcha_key))
    await verifyCaptcha(db, { captcha: input.captcha ?? "", captcha_key: input.captcha_key ?? "" });
  return db.transaction(async (tx) => {
    await checkContactEmail(tx, caller, input.contact.email);
    const students = await resolveStudents(tx, caller, input);
    const values = {
      role: input.role,
      locale: caller.locale,
      firstName: input.contact.first_name,
      lastName: input.contact.last_name ?? "",
      email: input.contact.email,
      phone: input.contact.phone,
      homePhone: input.contact.home_phone ?? "",
      address: input.contact.address ?? "",
      lineId: input.contact.line_id ?? "",
      students,
      updatedAt: new Date(),
    };
    if (input.form_id !== undefined) {
      const form = await loadFormFor(tx, caller, input.form_id, input.resume_token, true);
      if (form.submittedAt) throw conflict("enrollment_form_submitted");
      if (form.courseSessionIds.length) await checkEmailsFree(tx, students, form.courseSessionIds);
      const [row] = await tx
        .update(enrollmentForms)
        .set(values)
        .where(eq(enrollmentForms.id, form.id))
        .returning();
      if (!row) throw notFound();
      return { form: toFormDto(row), resume_token: null };
    }
    const token = caller.user ? null : randomBytes(24).toString("base64url");
    const [row] = await tx
      .insert(enrollmentForms)
      .values({
        ...values,
        userId: caller.user?.id ?? null,
        resumeTokenHash: token ? hashToken(token) : null,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return { form: toFormDto(row), resume_token: token };
  });
}

export async function submitStepTwo(
  db: Database,
  caller: FormCaller,
  input: EnrollmentStepTwoInput | EnrollmentStepTwoPatch,
  partial: boolean,
): Promise<EnrollmentStepResult> {
  return db.transaction(async (tx) => {
    const form = await loadFormFor(tx, caller, input.form_id, input.resume_token, true);
    if (form.submittedAt) throw conflict("enrollment_form_submitted");
    if (partial && form.step < 2) throw fieldError("form_id", "enrollment_step_missing");
    // An account may have been made with this email since step one.
    await checkContactEmail(tx, caller, form.email);
    const ids = input.course_session_ids ?? form.courseSessionIds;
    if (input.course_session_ids) {
      await checkSessions(tx, ids);
      await checkEmailsFree(tx, form.students, ids);
    }
    const [row] = await tx
      .update(enrollmentForms)
      .set({
        step: Math.max(form.step, 2),
        locale: caller.locale,
        courseSessionIds: ids,
        type: input.type,
        tutoringMode: input.tutoring_mode,
        previousClasses: input.previous_classes,
        mandarinHelp: input.mandarin_help,
        referral: input.referral,
        groupEnrollment: input.group_enrollment,
        paymentWay: input.payment_way,
        currency: input.currency,
        notes: input.notes,
        updatedAt: new Date(),
      })
      .where(eq(enrollmentForms.id, form.id))
      .returning();
    if (!row) throw notFound();
    return { form: toFormDto(row), resume_token: null };
  });
}

/** Confirms the form: one unread enrolled session per student and class, and the confirmation mail. */
export async function submitStepThree(
  db: Database,
  caller: FormCaller,
  input: EnrollmentStepThreeInput,
  publicUrl: string,
): Promise<EnrollmentStepResult> {
  return withEmailUseCheck("students", () =>
    db.transaction(async (tx) => {
      const form = await loadFormFor(tx, caller, input.form_id, input.resume_token, true);
      if (form.submittedAt) throw conflict("enrollment_form_submitted");
      if (
        form.step < 2 ||
        !form.type ||
        !form.tutoringMode ||
        !form.currency ||
        !form.courseSessionIds.length
      ) {
        throw fieldError("form_id", "enrollment_step_missing");
      }
      await checkContactEmail(tx, caller, form.email);
      const sessions = await checkSessions(tx, form.courseSessionIds);
      await checkEmailsFree(tx, form.students, form.courseSessionIds);
      const me = caller.user;
      const parentUserId = me && form.role === "parent" && me.roles.includes("parent") ? me.id : null;
      const contactName = `${form.firstName} ${form.lastName}`.trim();
      const created = await insertEnrolledSessions(
        tx,
        form.courseSessionIds.flatMap((courseSessionId) =>
          form.students.map((student) => ({
            formId: form.id,
            courseSessionId,
            studentUserId: student.user_id ?? (me && form.role === "student" ? me.id : null),
            studentFirstName: student.first_name,
            studentLastName: student.last_name,
            studentEmail: student.email,
            studentPhone: student.phone,
            school: student.school,
            grade: student.grade,
            parentUserId,
            contactRole: form.role,
            contactName,
            contactEmail: form.email,
            contactPhone: form.phone,
            homePhone: form.homePhone,
            address: form.address,
            lineId: form.lineId,
            type: form.type ?? "group",
            tutoringMode: form.tutoringMode ?? "online",
            previousClasses: form.previousClasses,
            mandarinHelp: form.mandarinHelp,
            referral: form.referral,
            groupEnrollment: form.groupEnrollment,
            paymentWay: form.paymentWay,
            currency: form.currency ?? "TWD",
            notes: form.notes,
            locale: caller.locale,
          })),
        ),
      );
      const [row] = await tx
        .update(enrollmentForms)
        .set({ step: 3, submittedAt: new Date(), locale: caller.locale, updatedAt: new Date() })
        .where(eq(enrollmentForms.id, form.id))
        .returning();
      if (!row) throw notFound();
      const referralToken = await referralTokenFor(tx, form.id);
      // In the language the form was filled in: class titles in that language, names as their script writes them.
      const mail = enrollmentConfirmationMail(caller.locale, form.firstName, {
        students: form.students.map((s) => [formatName(s), `<${s.email}>`].filter(Boolean).join(" ")),
        classes: form.courseSessionIds.map((id) => {
          const session = sessions.get(id);
          return session ? sessionTitleFor(session, caller.locale) : `#${id}`;
        }),
        referralLink: referralUrl(publicUrl, referralToken),
      });
      await enqueueMail(tx, {
        to: form.email,
        ...mail,
        locale: caller.locale,
        kind: "enrollment_confirmation",
        meta: { form_id: form.id },
      });
      return {
        form: toFormDto(row),
        resume_token: null,
        enrolled_session_ids: created.map((c) => c.id),
        referral_token: referralToken,
      };
    }),
  );
}

export async function getForm(db: DbOrTx, caller: FormCaller, id: number, token?: string) {
  return toFormDto(await loadFormFor(db, caller, id, token));
}
