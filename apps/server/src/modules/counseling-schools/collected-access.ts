import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { type Actor, hasRole, isSuperAdmin } from "../../http/actor";
import { AppError } from "../../http/app-error";
import { studentClassTickets } from "../classes";
import {
  assertCounselingRead,
  childOf,
  counseledBy,
  counselingAccessOf,
  counselingSessionClass,
} from "../counseling-profile";

/**
 * Who may do what with a student's school list: as the profile (counseling-profile's
 * `counselingAccessOf`) but parents only read (the list is the student's and counselor's work).
 */
export async function listAccessOf(db: DbOrTx, actor: Actor, studentUserId: number) {
  const access = await counselingAccessOf(db, actor, studentUserId);
  return { read: access.read, edit: access.read && access.as !== "parent" };
}

export async function assertListRead(db: DbOrTx, actor: Actor, studentUserId: number) {
  const access = await assertCounselingRead(db, actor, studentUserId);
  return { read: true, edit: access.as !== "parent" };
}

/** 404 for a student the caller may not see, 403 for one they may only read (a parent). */
export async function assertListEdit(db: DbOrTx, actor: Actor, studentUserId: number): Promise<void> {
  const access = await assertListRead(db, actor, studentUserId);
  if (!access.edit) throw new AppError("forbidden");
}

// The SQL forms of the same rule (counseling-profile's), for lists over many students.

/** Rows of students the caller may read (`studentId` names the row's student column). */
export function readableBy(actor: Actor, studentId: SQL | unknown): SQL {
  if (isSuperAdmin(actor)) return sql`true`;
  const either: SQL[] = [sql`${studentId} = ${actor.id}`];
  if (hasRole(actor, "teacher", "staff")) either.push(counseledBy(actor.id, studentId));
  if (hasRole(actor, "parent")) either.push(childOf(actor.id, studentId));
  return sql`(${sql.join(either, sql` or `)})`;
}

/** Rows of students the caller counsels (the applications list): super-admin every student. */
export function counseledByActor(actor: Actor, studentId: SQL | unknown): SQL {
  if (isSuperAdmin(actor)) return sql`true`;
  return counseledBy(actor.id, studentId);
}

/** Rows the caller may change (students their own, counselors, super-admin), as a SQL boolean. */
export function editableBy(actor: Actor, studentId: SQL | unknown): SQL {
  if (isSuperAdmin(actor)) return sql`true`;
  const either: SQL[] = [sql`${studentId} = ${actor.id}`];
  if (hasRole(actor, "teacher", "staff")) either.push(counseledBy(actor.id, studentId));
  return sql`(${sql.join(either, sql` or `)})`;
}

/** The student's counseling class, when `classId` is one they are placed in; else a 422 on session_class_id. */
export async function checkCounselingClass(
  db: DbOrTx,
  studentUserId: number,
  classId: number,
): Promise<void> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from ${studentClassTickets} t
      where t.student_user_id = ${studentUserId} and t.session_class_id = ${classId}
        and ${counselingSessionClass(sql`t.session_class_id`)}) as ok`,
  );
  if (!row?.ok)
    throw new AppError("validation_failed", {
      fieldErrors: { session_class_id: ["v.cs_not_counseling_class"] },
    });
}

/** The student's first counseling class (lowest id), or null. */
export async function firstCounselingClassOf(db: DbOrTx, studentUserId: number): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select t.session_class_id as id from ${studentClassTickets} t
      where t.student_user_id = ${studentUserId} and t.session_class_id is not null
        and ${counselingSessionClass(sql`t.session_class_id`)}
      order by t.session_class_id limit 1`,
  );
  return row?.id ?? null;
}
