import { randomBytes } from "node:crypto";
import type {
  EnrollmentStepOneInput,
  EnrollmentStepResult,
  EnrollmentStepTwoInput,
  EnrollmentStepTwoPatch,
} from "@edu/shared";
import { eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { conflict, fieldError, notFound } from "../../http/app-error";
import type { CaptchaVerifier } from "../captcha";
import { findLinkedStudentIds, findUserByEmail, userHasRole } from "../users";
import { enrollmentForms, type FormStudent } from "./enrollment.table";
import {
  checkContactEmail,
  checkEmailsFree,
  checkSessions,
  type FieldErrors,
  type FormCaller,
  hashToken,
  loadFormFor,
  throwIfAny,
  toFormDto,
} from "./enrollment-form-rules";

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

export async function getForm(db: DbOrTx, caller: FormCaller, id: number, token?: string) {
  return toFormDto(await loadFormFor(db, caller, id, token));
}
