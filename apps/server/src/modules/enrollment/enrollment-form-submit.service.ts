import { type EnrollmentStepResult, type EnrollmentStepThreeInput, formatName } from "@edu/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { conflict, fieldError, notFound } from "../../http/app-error";
import { enqueueMail } from "../../mail";
import { sessionTitleFor } from "./course-sessions.bridge";
import { insertEnrolledSessions } from "./enrolled-sessions.repository";
import { withEmailUseCheck } from "./enrolled-sessions.service";
import { enrollmentForms } from "./enrollment.table";
import {
  checkContactEmail,
  checkEmailsFree,
  checkSessions,
  type FormCaller,
  loadFormFor,
  toFormDto,
} from "./enrollment-form-rules";
import { enrollmentConfirmationMail } from "./enrollment-mail";
import { referralTokenFor, referralUrl } from "./enrollment-referral.service";

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
