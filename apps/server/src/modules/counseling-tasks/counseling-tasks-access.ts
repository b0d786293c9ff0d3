import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { type Actor, hasRole, isSuperAdmin } from "../../http/actor";
import { AppError, notFound } from "../../http/app-error";
import { sessionClasses, sessionClassTeachers, studentClassTickets } from "../classes";
import { assertCounselingRead, childOf, counseledBy, counselingSessionClass } from "../counseling-profile";
import { parentStudents } from "../users";

export type TaskRole = "student" | "parent" | "counselor" | "admin";

/** Who the caller is to a student's tasks (counseling-profile's rule); 404 for anyone else. */
export async function assertTaskRead(db: DbOrTx, actor: Actor, studentUserId: number): Promise<TaskRole> {
  const access = await assertCounselingRead(db, actor, studentUserId);
  return access.as ?? "admin";
}

/** Students and parents may not write what only counselors write (403: they can already read it). */
export async function assertTaskWrite(db: DbOrTx, actor: Actor, studentUserId: number): Promise<TaskRole> {
  const as = await assertTaskRead(db, actor, studentUserId);
  if (as === "parent") throw new AppError("forbidden");
  return as;
}

/** Tasks rows the caller may read in a list over a class (`studentId` the row's student column). */
export function tasksReadableBy(actor: Actor, studentId: SQL | unknown): SQL {
  if (isSuperAdmin(actor)) return sql`true`;
  const either: SQL[] = [sql`${studentId} = ${actor.id}`];
  if (hasRole(actor, "teacher", "staff")) either.push(counseledBy(actor.id, studentId));
  if (hasRole(actor, "parent")) either.push(childOf(actor.id, studentId));
  return sql`(${sql.join(either, sql` or `)})`;
}

export type ClassRole = "counselor" | "admin" | "student" | "parent";

/**
 * Who the caller is to a counseling class: its teachers and TAs and super-admin write its meeting logs;
 * students placed in it and their linked parents read them. Not a counseling class, or nobody the
 * caller is to it: 404.
 */
export async function assertClassRead(db: DbOrTx, actor: Actor, classId: number): Promise<ClassRole> {
  const [row] = await queryRows<{ counseling: boolean; teaches: boolean; placed: boolean; parent: boolean }>(
    db,
    sql`select ${counselingSessionClass(sql`${sessionClasses.id}`)} as counseling,
      exists (select 1 from ${sessionClassTeachers} ct
        where ct.session_class_id = ${sessionClasses.id} and ct.user_id = ${actor.id}) as teaches,
      exists (select 1 from ${studentClassTickets} t
        where t.session_class_id = ${sessionClasses.id} and t.student_user_id = ${actor.id}) as placed,
      exists (select 1 from ${studentClassTickets} t join ${parentStudents} ps on ps.student_id = t.student_user_id
        where t.session_class_id = ${sessionClasses.id} and ps.parent_id = ${actor.id}) as parent
    from ${sessionClasses} where ${sessionClasses.id} = ${classId}`,
  );
  if (!row?.counseling) throw notFound();
  if (isSuperAdmin(actor)) return "admin";
  if (row.teaches && hasRole(actor, "teacher", "staff")) return "counselor";
  if (row.placed && hasRole(actor, "student")) return "student";
  if (row.parent && hasRole(actor, "parent")) return "parent";
  throw notFound();
}

export async function assertClassWrite(db: DbOrTx, actor: Actor, classId: number): Promise<ClassRole> {
  const role = await assertClassRead(db, actor, classId);
  if (role === "student" || role === "parent") throw new AppError("forbidden");
  return role;
}

/** The class's people: teachers and TAs, students placed in it, their linked parents. */
export async function classPeople(db: DbOrTx, classId: number): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select ct.user_id as id from ${sessionClassTeachers} ct where ct.session_class_id = ${classId}
      union select t.student_user_id from ${studentClassTickets} t where t.session_class_id = ${classId}
      union select ps.parent_id from ${studentClassTickets} t join ${parentStudents} ps on ps.student_id = t.student_user_id
        where t.session_class_id = ${classId}`,
  );
  return new Set(rows.map((row) => row.id));
}

/** The student's counseling class: `classId` when given (422 if not theirs), else their first (422 if none). */
export async function counselingClassOf(
  db: DbOrTx,
  studentUserId: number,
  classId: number | null | undefined,
): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select t.session_class_id as id from ${studentClassTickets} t
      where t.student_user_id = ${studentUserId} and t.session_class_id is not null
        and ${counselingSessionClass(sql`t.session_class_id`)}
      order by t.session_class_id`,
  );
  if (classId != null) {
    if (rows.some((row) => row.id === classId)) return classId;
    throw new AppError("validation_failed", {
      fieldErrors: { session_class_id: ["v.ct_not_counseling_class"] },
    });
  }
  const first = rows[0];
  if (!first)
    throw new AppError("validation_failed", {
      fieldErrors: { session_class_id: ["v.ct_no_counseling_class"] },
    });
  return first.id;
}

/** An assignee is the student or a teacher/TA of the task's class (422 on assignee_user_id otherwise). */
export async function checkAssignee(
  db: DbOrTx,
  studentUserId: number,
  classId: number | null,
  assignee: number | null | undefined,
): Promise<void> {
  if (assignee == null || assignee === studentUserId) return;
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from ${sessionClassTeachers} ct
      where ct.session_class_id = ${classId ?? 0} and ct.user_id = ${assignee}) as ok`,
  );
  if (!row?.ok)
    throw new AppError("validation_failed", { fieldErrors: { assignee_user_id: ["v.ct_assignee"] } });
}
