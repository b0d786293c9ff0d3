import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { type Actor, hasRole, isStaff } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { sessionClassTeachers, studentOfTeacherCondition } from "../classes";
import { childOf, counseledBy } from "../counseling-profile";
import { roleCondition, users } from "../users";

/**
 * Who reads a student's analysis, as one SQL condition on a users row (`users.id`), so the picker and
 * the single-student check cannot disagree: the student themself, a linked parent, a teacher of one of
 * their classes or their counselor (teacher role), staff and super-admin. Always a student.
 */
export function readableStudent(actor: Actor): SQL {
  const isStudent = roleCondition("student");
  if (isStaff(actor)) return isStudent;
  const ways: SQL[] = [];
  if (actor.roles.includes("student")) ways.push(sql`${users.id} = ${actor.id}`);
  if (hasRole(actor, "parent")) ways.push(childOf(actor.id, users.id));
  if (hasRole(actor, "teacher")) {
    ways.push(studentOfTeacherCondition(actor.id, users.id));
    ways.push(counseledBy(actor.id, users.id));
  }
  if (ways.length === 0) return sql`false`;
  return sql`${isStudent} and (${sql.join(ways, sql` or `)})`;
}

export type StudentRow = { id: number; username: string; first_name: string; last_name: string };

/** The student when the caller may read them; 404 otherwise (an id reveals nothing). */
export async function assertStudentReadable(
  db: DbOrTx,
  actor: Actor,
  studentId: number,
): Promise<StudentRow> {
  const [row] = await queryRows<StudentRow>(
    db,
    sql`select ${users.id} as id, ${users.username}::text as username, ${users.firstName} as first_name,
      ${users.lastName} as last_name
    from ${users} where ${users.id} = ${studentId} and ${readableStudent(actor)}`,
  );
  if (!row) throw notFound();
  return row;
}

/** A class's analysis: its teachers and TAs, staff and super-admin; 404 for anyone else. */
export function readableClass(actor: Actor, classIdColumn: SQL | unknown): SQL {
  if (isStaff(actor)) return sql`true`;
  return sql`exists (select 1 from ${sessionClassTeachers} ct
    where ct.session_class_id = ${classIdColumn} and ct.user_id = ${actor.id})`;
}
