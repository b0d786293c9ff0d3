import type { MessageKey } from "@edu/shared";
import type { ActionMode, ClassTeacherInput, LessonRequestInput } from "@edu/shared/lessons";
import type { Database, DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import type { Actor } from "../../http/actor";
import { AppError } from "../../http/app-error";
import { createClassTicket, placeTicket } from "../classes";
import { findUsersByIds, listParentIds, listRoles } from "../users";
import { placedTickets } from "./class-access";
import {
  deleteStudentTerms,
  deleteTeacherTerms,
  listAllStudentTerms,
  listTeacherTerms,
  upsertStudentTerms,
  upsertTeacherTerms,
} from "./private-lessons.repository";

// The people of a saved private lesson: its students and teachers checked, tickets placed and terms set.

type FieldErrors = Record<string, MessageKey[]>;

/** Spec 02 §5: rows without a user id are dropped; the rest must be real students and teachers. */
export async function checkPeople(tx: DbOrTx, students: LessonRequestInput[], teachers: ClassTeacherInput[]) {
  const studentIds = students.map((s) => s.student_user_id as number);
  const teacherIds = teachers.map((t) => t.teacher_user_id as number);
  const all = [...new Set([...studentIds, ...teacherIds])];
  const [found, roles, parents] = await readAll(tx, [
    () => findUsersByIds(tx, all),
    () => listRoles(tx, all),
    () => listParentIds(tx, studentIds),
  ]);
  const exists = new Set(found.map((u) => u.id));
  const errors: FieldErrors = {};
  students.forEach((row, index) => {
    const id = row.student_user_id as number;
    const field = `lesson_requests.${index}.student_user_id`;
    if (!exists.has(id)) errors[field] = ["user_not_found"];
    else if (!roles.get(id)?.includes("student")) errors[field] = ["not_a_student"];
    else if (studentIds.indexOf(id) !== index) errors[field] = ["v.user_twice"];
    const linked = parents.get(id) ?? [];
    if (row.default_parents_receivers.some((parent) => !linked.includes(parent))) {
      errors[`lesson_requests.${index}.default_parents_receivers`] = ["student_not_linked"];
    }
  });
  teachers.forEach((row, index) => {
    const id = row.teacher_user_id as number;
    const field = `teachers.${index}.teacher_user_id`;
    if (!exists.has(id)) errors[field] = ["user_not_found"];
    else if (!roles.get(id)?.includes("teacher")) errors[field] = ["not_a_teacher"];
    else if (teacherIds.indexOf(id) !== index) errors[field] = ["v.user_twice"];
  });
  if (Object.keys(errors).length > 0) throw new AppError("validation_failed", { fieldErrors: errors });
}

const UNPLACED = {
  date: null,
  time: null,
  address: "",
  classroom: "",
  study_room: "",
  score_range: "",
  ta_user_id: null,
} as const;

/**
 * Applies the student list: a student already placed in the class is updated (U); one without a
 * ticket here gets a ticket of the class's session, placed in it (A); a placed student missing from
 * the list is taken out of the class, their lesson logs kept (D).
 */
export async function applyStudents(
  tx: Database,
  actor: Actor,
  classId: number,
  courseSessionId: number,
  students: LessonRequestInput[],
) {
  const placed = await placedTickets(tx, classId);
  const ticketOf = new Map([...placed.entries()].map(([ticket, student]) => [student, ticket]));
  const changes: Array<{ student_user_id: number; action_mode: ActionMode }> = [];
  for (const row of students) {
    const studentId = row.student_user_id as number;
    let ticketId = ticketOf.get(studentId);
    const mode: ActionMode = ticketId === undefined ? "A" : "U";
    if (ticketId === undefined) {
      const { ticket } = await createClassTicket(tx, {
        studentUserId: studentId,
        courseSessionId,
        note: "private lesson",
        actorId: actor.id,
        requestId: actor.requestId,
      });
      await placeTicket(tx, actor, ticket.id, { session_class_id: classId, ...UNPLACED });
      ticketId = ticket.id;
    }
    ticketOf.delete(studentId);
    await upsertStudentTerms(tx, {
      sessionClassId: classId,
      studentUserId: studentId,
      studentClassTicketId: ticketId,
      fee: row.fee,
      feeCurrency: row.fee_currency,
      onlineFee: row.online_fee,
      onlineFeeCurrency: row.online_fee_currency,
      needPayFirst: row.need_pay_first,
      defaultParentsReceivers: row.default_parents_receivers,
    });
    changes.push({ student_user_id: studentId, action_mode: mode });
  }
  for (const [studentId, ticketId] of ticketOf) {
    await placeTicket(tx, actor, ticketId, { session_class_id: null, ...UNPLACED });
    changes.push({ student_user_id: studentId, action_mode: "D" });
  }
  const kept = new Set(students.map((s) => s.student_user_id as number));
  const stale = (await listAllStudentTerms(tx, classId)).filter((t) => !kept.has(t.studentUserId));
  await deleteStudentTerms(
    tx,
    classId,
    stale.map((t) => t.studentUserId),
  );
  return changes;
}

/**
 * Applies the teacher list's terms: a teacher already in the class is updated (U); a new one is
 * added with need_to_intro and is_update_teacher_bio set and is mailed (A); a teacher missing from
 * the list loses their terms (D). The class's teacher list itself is written by the classes module.
 */
export async function applyTeacherTerms(
  tx: DbOrTx,
  classId: number,
  before: number[],
  teachers: ClassTeacherInput[],
) {
  const changes: Array<{ teacher_user_id: number; action_mode: ActionMode }> = [];
  for (const row of teachers) {
    const teacherId = row.teacher_user_id as number;
    const mode: ActionMode = before.includes(teacherId) ? "U" : "A";
    await upsertTeacherTerms(tx, {
      sessionClassId: classId,
      teacherUserId: teacherId,
      salary: row.salary,
      salaryCurrency: row.salary_currency,
      onlineSalary: row.online_salary,
      onlineSalaryCurrency: row.online_salary_currency,
      salaryUnit: row.salary_unit,
      canSeeOthers: row.can_see_others,
      needToIntro: mode === "A" ? true : row.need_to_intro,
      isUpdateTeacherBio: mode === "A" ? true : row.is_update_teacher_bio,
      bioEn: row.bio_en,
      bioZh: row.bio_zh,
    });
    changes.push({ teacher_user_id: teacherId, action_mode: mode });
  }
  const kept = new Set(teachers.map((t) => t.teacher_user_id as number));
  const removed = before.filter((id) => !kept.has(id));
  const staleTerms = (await listTeacherTerms(tx, classId))
    .map((t) => t.teacherUserId)
    .filter((id) => !kept.has(id));
  await deleteTeacherTerms(tx, classId, [...new Set([...removed, ...staleTerms])]);
  for (const id of removed) changes.push({ teacher_user_id: id, action_mode: "D" });
  return changes;
}
