import {
  type EnrolledSession,
  type EnrolledSessionDetailUpdate,
  enrollmentEmailClash,
  type Locale,
} from "@edu/shared";
import { and, eq, ne } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { fieldError, notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import { findCourseSessions } from "./course-sessions.bridge";
import { toEnrolledSessionDto } from "./enrolled-sessions.dto";
import {
  type EnrolledSessionRow,
  type NewEnrolledSession,
  updateEnrolledSession,
} from "./enrolled-sessions.repository";
import { getEnrolledSessionOrThrow, withEmailUseCheck } from "./enrolled-sessions.service";
import { enrolledCourseSessions } from "./enrollment.table";

type Field = Exclude<keyof EnrolledSessionDetailUpdate, "id">;

/** Wire field → row column, for every field the detail edit may change. */
const COLUMNS = {
  course_session_id: "courseSessionId",
  student_first_name: "studentFirstName",
  student_last_name: "studentLastName",
  student_email: "studentEmail",
  student_phone: "studentPhone",
  school: "school",
  grade: "grade",
  contact_name: "contactName",
  contact_email: "contactEmail",
  contact_phone: "contactPhone",
  home_phone: "homePhone",
  address: "address",
  line_id: "lineId",
  type: "type",
  tutoring_mode: "tutoringMode",
  previous_classes: "previousClasses",
  mandarin_help: "mandarinHelp",
  referral: "referral",
  group_enrollment: "groupEnrollment",
  payment_way: "paymentWay",
  currency: "currency",
  notes: "notes",
  admin_note: "adminNote",
} as const satisfies Record<Field, keyof EnrolledSessionRow>;

/** The other students enrolled with the same form in the same class (their rows' emails). */
async function findClassmateEmails(tx: DbOrTx, row: EnrolledSessionRow, courseSessionId: number) {
  if (row.formId === null) return [];
  const t = enrolledCourseSessions;
  const rows = await tx
    .select({ email: t.studentEmail })
    .from(t)
    .where(and(eq(t.formId, row.formId), eq(t.courseSessionId, courseSessionId), ne(t.id, row.id)));
  return rows.map((r) => r.email);
}

/**
 * PATCH enrolled-course-session-detail-update: changes only the fields sent, in one transaction on the
 * locked row. Spec §5 holds on edit (student and parent emails distinct; one active enrollment per student
 * email and class). Audited with the changed fields' values before and after; nothing changed, no audit.
 */
export async function updateEnrolledSessionDetail(
  db: Database,
  actor: Actor,
  input: EnrolledSessionDetailUpdate,
  locale: Locale = "en",
): Promise<EnrolledSession> {
  return withEmailUseCheck("student_email", () =>
    db.transaction(async (tx) => {
      const before = await getEnrolledSessionOrThrow(tx, input.id, true);
      const changes: Partial<NewEnrolledSession> = {};
      const beforeView: Record<string, unknown> = {};
      const afterView: Record<string, unknown> = {};
      for (const [field, column] of Object.entries(COLUMNS) as Array<[Field, (typeof COLUMNS)[Field]]>) {
        const value = input[field];
        if (value === undefined) continue;
        const old = before[column];
        if (old === value) continue;
        (changes as Record<string, unknown>)[column] = value;
        beforeView[field] = old;
        afterView[field] = value;
      }
      if (Object.keys(changes).length === 0) return toEnrolledSessionDto(tx, before, locale);

      const courseSessionId = changes.courseSessionId ?? before.courseSessionId;
      if (changes.courseSessionId !== undefined) {
        const session = (await findCourseSessions(tx, [courseSessionId])).get(courseSessionId);
        if (!session) throw fieldError("course_session_id", "course_session_not_found");
      }
      // Checked when an email or the class changes, so older rows stay editable in their other fields.
      const emailsChange =
        changes.studentEmail !== undefined ||
        changes.contactEmail !== undefined ||
        changes.courseSessionId !== undefined;
      const clash =
        emailsChange &&
        enrollmentEmailClash(before.contactRole, {
          student: changes.studentEmail ?? before.studentEmail,
          contact: changes.contactEmail ?? before.contactEmail,
          otherStudents: await findClassmateEmails(tx, before, courseSessionId),
        });
      if (clash) {
        // Point at the field the caller changed.
        const field =
          clash === "student_email" && input.student_email === undefined ? "contact_email" : clash;
        throw fieldError(field, "enrollment_emails_distinct");
      }

      const after = await updateEnrolledSession(tx, before.id, changes);
      if (!after) throw notFound("enrollment_not_found");
      await recordAudit(tx, {
        actorId: actor.id,
        action: "enrolled_session.update",
        targetType: "enrolled_session",
        targetId: before.id,
        before: beforeView,
        after: afterView,
        requestId: actor.requestId,
      });
      return toEnrolledSessionDto(tx, after, locale);
    }),
  );
}
