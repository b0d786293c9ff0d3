import type { WorkspaceRoleType } from "@edu/shared/counseling-workspace";
import { type SQL, sql } from "drizzle-orm";
import { type Actor, hasRole, isSuperAdmin } from "../../http/actor";
import { AppError } from "../../http/app-error";
import { sessionClassTeachers, studentClassTickets } from "../classes";
import { childOf, counseledBy } from "../counseling-profile";
import { parentStudents, userRoles } from "../users";

/**
 * counseling/filter/{roleType}/{userId}: a person's own view, or anyone's for super-admin; another
 * person's is 403 (the caller is signed in and may use the page, just not for someone else).
 */
export function assertFilterAllowed(actor: Actor, query: { user_id?: number }): void {
  if (query.user_id !== undefined && query.user_id !== actor.id && !isSuperAdmin(actor))
    throw new AppError("forbidden");
}

/**
 * The students whose counseling records the caller reads, as counseling-profile's rule (and its list of
 * profiles) says: a student themself, linked children (parents), students of the caller's counseling
 * classes (teachers, staff), every student for super-admin.
 */
export function readableStudent(actor: Actor, studentId: SQL): SQL {
  const isStudent = sql`exists (select 1 from ${userRoles} r where r.user_id = ${studentId} and r.role = 'student')`;
  if (isSuperAdmin(actor)) return isStudent;
  const either: SQL[] = [sql`${studentId} = ${actor.id}`];
  if (hasRole(actor, "teacher", "staff")) either.push(counseledBy(actor.id, studentId));
  if (hasRole(actor, "parent")) either.push(childOf(actor.id, studentId));
  return sql`(${isStudent} and (${sql.join(either, sql` or `)}))`;
}

/** The students a role filter names: a counselor's students, a parent's children, the student themself. */
export function studentsOfRole(roleType: WorkspaceRoleType, userId: number, studentId: SQL): SQL {
  if (roleType === "teacher") return counseledBy(userId, studentId);
  if (roleType === "parent") return childOf(userId, studentId);
  return sql`${studentId} = ${userId}`;
}

/** How `userId` stands to class `classId`: placed in it, teaches or assists it, parent of a student in it. */
export const placedIn = (userId: number, classId: SQL): SQL =>
  sql`exists (select 1 from ${studentClassTickets} t where t.session_class_id = ${classId} and t.student_user_id = ${userId})`;
export const teaches = (userId: number, classId: SQL): SQL =>
  sql`exists (select 1 from ${sessionClassTeachers} ct where ct.session_class_id = ${classId} and ct.user_id = ${userId})`;
export const parentIn = (userId: number, classId: SQL): SQL =>
  sql`exists (select 1 from ${studentClassTickets} t join ${parentStudents} ps on ps.student_id = t.student_user_id
    where t.session_class_id = ${classId} and ps.parent_id = ${userId})`;

/** The classes a role filter names (classes of that person in that role). */
export function classesOfRole(roleType: WorkspaceRoleType, userId: number, classId: SQL): SQL {
  if (roleType === "teacher") return teaches(userId, classId);
  if (roleType === "parent") return parentIn(userId, classId);
  return placedIn(userId, classId);
}

/** The caller's own counseling classes (super-admin: all), by the roles they hold (as assertClassRead). */
export function callerClasses(actor: Actor, classId: SQL): SQL {
  if (isSuperAdmin(actor)) return sql`true`;
  const either: SQL[] = [];
  if (hasRole(actor, "student")) either.push(placedIn(actor.id, classId));
  if (hasRole(actor, "teacher", "staff")) either.push(teaches(actor.id, classId));
  if (hasRole(actor, "parent")) either.push(parentIn(actor.id, classId));
  return either.length ? sql`(${sql.join(either, sql` or `)})` : sql`false`;
}
