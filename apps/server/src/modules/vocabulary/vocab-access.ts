import { type SQL, sql } from "drizzle-orm";
import { type Actor, hasRole, isStaff } from "../../http/actor";
import { sessionClassTeachers, studentClassTickets } from "../classes";

/** Admins and staff read every list (the office answers for what students see). */
export const readsEveryList = (actor: Pick<Actor, "roles">) =>
  isStaff(actor) || hasRole(actor, "super-admin");
/** A list is written by its owner and admins. */
export const writesList = (actor: Actor, ownerUserId: number) =>
  ownerUserId === actor.id || hasRole(actor, "super-admin");

/** The classes a user is in: placed in as a student, or teaching (teacher or TA). */
export const classesOfUser = (userId: number): SQL =>
  sql`(select t.session_class_id from ${studentClassTickets} t where t.student_user_id = ${userId} and t.session_class_id is not null
       union select ct.session_class_id from ${sessionClassTeachers} ct where ct.user_id = ${userId})`;

/**
 * The one reading rule, as a condition on `vocab_collects c`: private to the owner, `class` to the people of
 * the class it names, `public` to anyone signed in. A list the caller may not read is answered 404.
 */
export function readableCollect(actor: Actor): SQL {
  if (readsEveryList(actor)) return sql`true`;
  return sql`(c.owner_user_id = ${actor.id} or c.sharing = 'public'
    or (c.sharing = 'class' and c.session_class_id in ${classesOfUser(actor.id)}))`;
}
