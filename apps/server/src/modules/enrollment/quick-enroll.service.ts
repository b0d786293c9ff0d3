import {
  type EnrolledSession,
  formatName,
  type Locale,
  type ParentLinkRequest,
  type QuickEnrollStudentInput,
  type User,
} from "@edu/shared";
import type { Database } from "../../db/database";
import type { Actor } from "../../http/actor";
import { fieldError } from "../../http/app-error";
import { recordAudit } from "../audit";
import { requestParentLinks } from "../family-links";
import {
  findLinkedStudentIds,
  findUserByEmail,
  findUsersByIds,
  getUserOrThrow,
  listParentIds,
  toUserDto,
  userHasRole,
} from "../users";
import { findCourseSessions } from "./course-sessions.bridge";
import { stateView, toEnrolledSessionDto } from "./enrolled-sessions.dto";
import { findActiveEmailUses, insertEnrolledSessions } from "./enrolled-sessions.repository";
import { ensureTicket, withEmailUseCheck } from "./enrolled-sessions.service";
import { profileOf } from "./student-profile.bridge";

/** Admin/staff put an existing student straight into a session (read, status normal; audited). */
export async function quickEnrollStudent(
  db: Database,
  actor: Actor,
  input: QuickEnrollStudentInput,
  locale: Locale = "en",
): Promise<EnrolledSession> {
  return withEmailUseCheck("student_user_id", () =>
    db.transaction(async (tx) => {
      const [student] = await findUsersByIds(tx, [input.student_user_id]);
      if (!student) throw fieldError("student_user_id", "user_not_found");
      if (!(await userHasRole(tx, student.id, "student"))) {
        throw fieldError("student_user_id", "not_a_student");
      }
      if (!student.email) throw fieldError("student_user_id", "student_email_not_found");
      if (!(await findCourseSessions(tx, [input.course_session_id])).get(input.course_session_id)?.active) {
        throw fieldError("course_session_id", "course_session_not_found");
      }
      if ((await findActiveEmailUses(tx, [input.course_session_id], [student.email])).length) {
        throw fieldError("student_user_id", "email_used_in_enrollment");
      }
      const parentId = (await listParentIds(tx, [student.id])).get(student.id)?.[0] ?? null;
      const [parent] = parentId ? await findUsersByIds(tx, [parentId]) : [];
      const profile = await profileOf(tx, student.id);
      const [row] = await insertEnrolledSessions(tx, [
        {
          courseSessionId: input.course_session_id,
          studentUserId: student.id,
          studentFirstName: student.firstName || student.username,
          studentLastName: student.lastName,
          studentEmail: student.email,
          studentPhone: profile.phone,
          school: profile.school,
          grade: profile.grade,
          parentUserId: parent?.id ?? null,
          contactRole: parent ? "parent" : "student",
          // Written as people of the name's script write it (王美玲, Mei-Ling Wang).
          contactName: formatName({
            first_name: (parent ?? student).firstName,
            last_name: (parent ?? student).lastName,
          }),
          contactEmail: parent?.email ?? student.email,
          type: input.type,
          tutoringMode: input.tutoring_mode,
          currency: input.currency,
          paymentStatus: input.payment_status,
          needPayFirst: input.need_pay_first,
          notes: input.notes ?? "",
          locale: parent?.lang ?? student.lang,
          isRead: true,
        },
      ]);
      if (!row) throw new Error("insert returned no row");
      await recordAudit(tx, {
        actorId: actor.id,
        action: "enrolled_session.quick_enroll",
        targetType: "enrolled_session",
        targetId: row.id,
        after: { ...stateView(row), course_session_id: row.courseSessionId, currency: row.currency },
        requestId: actor.requestId,
      });
      return toEnrolledSessionDto(tx, await ensureTicket(tx, actor, row), locale);
    }),
  );
}

/**
 * /link-student: a signed-in parent asks for a link to a student account by email (spec §5: the email
 * exists and is a student's, and the pair is not linked yet). The link waits for the student
 * (or a parent already linked to them, or an admin) to confirm it; the answer says `pending`.
 */
export async function linkStudentByEmail(
  db: Database,
  publicUrl: string,
  actor: Actor,
  email: string,
): Promise<User & { pending: boolean; link_requests: ParentLinkRequest[] }> {
  return db.transaction(async (tx) => {
    const student = await findUserByEmail(tx, email);
    const isStudent = student ? await userHasRole(tx, student.id, "student") : false;
    if (!student || !isStudent) throw fieldError("email", "student_email_not_found");
    if ((await findLinkedStudentIds(tx, actor.id, [student.id])).length)
      throw fieldError("email", "student_already_linked");
    const { requests } = await requestParentLinks(
      tx,
      publicUrl,
      actor,
      actor.id,
      [{ studentId: student.id, field: "email" }],
      { via: "link-student", limitField: "email" },
    );
    const user = await toUserDto(tx, await getUserOrThrow(tx, actor.id));
    return { ...user, pending: requests.length > 0, link_requests: requests };
  });
}
