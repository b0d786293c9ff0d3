import type { Currency, MessageKey } from "@edu/shared";
import type { LessonLogStudentInput, TeachingLogKind } from "@edu/shared/lessons";
import type { DbOrTx } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { AppError, fieldError, forbidden } from "../../http/app-error";
import { type ClassInfo, placedTickets, teachesClass } from "./class-access";
import { mailLessonLogs } from "./lesson-logs.mail";
import {
  findTeacherTerms,
  findTeachingLog,
  type LessonLogRow,
  listLessonLogsOf,
  listStudentTerms,
  type TeachingLogRow,
} from "./lesson-logs.repository";

// What writing a teaching log shares (create, update, delete): who may, the class terms' money, the
// students placed in the class, the audit shape and the mail.

/** Staff, or a teacher (or TA) of the class; anyone else is refused. */
export async function assertTeachesOrStaff(db: DbOrTx, actor: Actor, classId: number): Promise<void> {
  if (isStaff(actor)) return;
  if (!(await teachesClass(db, classId, actor.id))) throw forbidden();
}

/** Which log kind a route writes: lesson-log and admin/lesson-log private classes, group-lesson-log group ones. */
export function assertKind(cls: ClassInfo, kind: TeachingLogKind, field: string): void {
  if (kind === "private" && !cls.isPrivate) throw fieldError(field, "class_not_private");
  if (kind === "group" && cls.isPrivate) throw fieldError(field, "class_not_group");
}

type Terms = { salary: number; salaryCurrency: Currency };

/** Staff may set salary and fees; teachers' logs take them from the class terms (0 TWD when none). */
export async function teacherMoney(
  tx: DbOrTx,
  actor: Actor,
  classId: number,
  teacherId: number,
  input: { salary?: number; salary_currency?: Currency },
): Promise<Terms> {
  const terms = await findTeacherTerms(tx, classId, teacherId);
  const staff = isStaff(actor);
  return {
    salary: staff && input.salary !== undefined ? input.salary : (terms?.salary ?? 0),
    salaryCurrency: (staff && input.salary_currency) || terms?.salaryCurrency || "TWD",
  };
}

type StudentPlan = { studentUserId: number; ticketId: number; input: LessonLogStudentInput };

/** Each listed ticket must be placed in the class; field errors name the rows that are not. */
export async function resolveStudents(
  tx: DbOrTx,
  classId: number,
  rows: LessonLogStudentInput[],
): Promise<StudentPlan[]> {
  const tickets = await placedTickets(
    tx,
    classId,
    rows.map((row) => row.student_class_ticket_id),
  );
  const errors: Record<string, MessageKey[]> = {};
  const plans: StudentPlan[] = [];
  rows.forEach((row, index) => {
    const studentUserId = tickets.get(row.student_class_ticket_id);
    if (studentUserId === undefined)
      errors[`students.${index}.student_class_ticket_id`] = ["ticket_not_in_class"];
    else plans.push({ studentUserId, ticketId: row.student_class_ticket_id, input: row });
  });
  if (Object.keys(errors).length > 0) throw new AppError("validation_failed", { fieldErrors: errors });
  if (new Set(plans.map((p) => p.studentUserId)).size !== plans.length)
    throw fieldError("students", "v.user_twice");
  return plans;
}

export async function studentMoney(
  tx: DbOrTx,
  actor: Actor,
  cls: ClassInfo,
  plans: StudentPlan[],
): Promise<Map<number, { fee: number; feeCurrency: Currency }>> {
  const terms = await listStudentTerms(
    tx,
    cls.id,
    plans.map((p) => p.studentUserId),
  );
  const staff = isStaff(actor);
  return new Map(
    plans.map((p) => {
      const own = terms.get(p.studentUserId);
      return [
        p.studentUserId,
        {
          fee: staff && p.input.fee !== undefined ? p.input.fee : (own?.fee ?? 0),
          feeCurrency: (staff && p.input.fee_currency) || own?.feeCurrency || "TWD",
        },
      ];
    }),
  );
}

export const auditOf = (
  log: TeachingLogRow,
  students: Array<Pick<LessonLogRow, "studentUserId" | "fee" | "feeCurrency" | "attendanceStatus">>,
) => ({
  kind: log.kind,
  session_class_id: log.sessionClassId,
  teacher_user_id: log.teacherUserId,
  salary: log.salary,
  salary_currency: log.salaryCurrency,
  started_at: log.startedAt.toISOString(),
  timezone: log.timezone,
  duration_minutes: log.durationMinutes,
  students: students.map((s) => ({
    student_user_id: s.studentUserId,
    fee: s.fee,
    fee_currency: s.feeCurrency,
    attendance_status: s.attendanceStatus,
  })),
});

export async function sendMails(
  tx: DbOrTx,
  publicUrl: string,
  log: TeachingLogRow,
  cls: ClassInfo,
  onlyStudents?: Set<number>,
) {
  if (!log.mailToStudents && !log.mailToParents) return;
  const found = await findTeachingLog(tx, log.id);
  const rows = (await listLessonLogsOf(tx, [log.id])).get(log.id) ?? [];
  await mailLessonLogs(tx, {
    publicUrl,
    cls,
    when: found?.startedAtLocal.slice(0, 16) ?? "",
    timezone: log.timezone,
    minutes: log.durationMinutes,
    toStudents: log.mailToStudents,
    toParents: log.mailToParents,
    targets: rows
      .filter(({ row }) => !onlyStudents || onlyStudents.has(row.studentUserId))
      .map(({ row }) => ({
        lessonLogId: row.id,
        studentUserId: row.studentUserId,
        attendanceStatus: row.attendanceStatus,
      })),
  });
}
