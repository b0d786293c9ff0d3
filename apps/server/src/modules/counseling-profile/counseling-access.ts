import { COUNSELING_COURSE_SESSION_IDS } from "@edu/shared";
import { COUNSELING_PROFILE_SECTIONS, type CounselingProfileSection } from "@edu/shared/counseling-profile";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { type Actor, hasRole, isSuperAdmin } from "../../http/actor";
import { AppError, notFound } from "../../http/app-error";
import { sessionClasses, sessionClassTeachers, studentClassTickets } from "../classes";
import { courseSessions } from "../courses";
import { parentStudents, roleCondition, users } from "../users";

export type CounselingAccess = {
  read: boolean;
  editSections: CounselingProfileSection[];
  as: "student" | "parent" | "counselor" | "admin" | null;
};

const NONE: CounselingAccess = { read: false, editSections: [], as: null };
const ALL = [...COUNSELING_PROFILE_SECTIONS];

/**
 * A session class counts as counseling when its course session's type is "counseling" or it is one of
 * the reserved private counseling kinds (3 counseling, 4 application, 5 mentoring; lessons module).
 */
export const counselingSessionClass = (classIdColumn: SQL | unknown): SQL =>
  sql`exists (select 1 from ${sessionClasses} c join ${courseSessions} cs on cs.id = c.course_session_id
    where c.id = ${classIdColumn}
      and (cs.type = 'counseling' or cs.id in (${sql.join(
        COUNSELING_COURSE_SESSION_IDS.map((id) => sql`${id}`),
        sql`, `,
      )})))`;

/** `studentIdColumn` is placed in a counseling class `counselorId` teaches or assists. */
export const counseledBy = (counselorId: number, studentIdColumn: SQL | unknown): SQL =>
  sql`exists (select 1 from ${studentClassTickets} t
    join ${sessionClassTeachers} ct on ct.session_class_id = t.session_class_id
    where ct.user_id = ${counselorId} and t.student_user_id = ${studentIdColumn}
      and ${counselingSessionClass(sql`t.session_class_id`)})`;

/** `studentIdColumn` is one of `parentId`'s linked children. */
export const childOf = (parentId: number, studentIdColumn: SQL | unknown): SQL =>
  sql`exists (select 1 from ${parentStudents} ps where ps.parent_id = ${parentId} and ps.student_id = ${studentIdColumn})`;

/** Teacher or TA of a session class of a counseling course session in which the student is placed. */
export async function isCounselorOf(db: DbOrTx, actorId: number, studentUserId: number): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select ${counseledBy(actorId, studentUserId)} as ok`,
  );
  return Boolean(row?.ok);
}

/**
 * What the caller may do with a student's profile (interfaces "Who"): the student all; a linked parent
 * reads all and edits "family" (parents know their own details best; the applicant's own answers stay
 * the student's and counselor's); the student's counselors and super-admin all. Anyone else nothing —
 * other staff and teachers included — and a user who is no student has no profile.
 */
export async function counselingAccessOf(
  db: DbOrTx,
  actor: Actor,
  studentUserId: number,
): Promise<CounselingAccess> {
  const [row] = await queryRows<{ student: boolean; parent: boolean; counselor: boolean }>(
    db,
    sql`select
      ${roleCondition("student")} as student,
      ${childOf(actor.id, users.id)} as parent,
      ${counseledBy(actor.id, users.id)} as counselor
    from ${users} where ${users.id} = ${studentUserId}`,
  );
  if (!row?.student) return NONE;
  if (actor.id === studentUserId) return { read: true, editSections: ALL, as: "student" };
  if (isSuperAdmin(actor)) return { read: true, editSections: ALL, as: "admin" };
  if (row.counselor && hasRole(actor, "teacher", "staff"))
    return { read: true, editSections: ALL, as: "counselor" };
  if (row.parent && hasRole(actor, "parent")) return { read: true, editSections: ["family"], as: "parent" };
  return NONE;
}

/** 404 (never 403) for a student the caller may not see, so an id reveals nothing. */
export async function assertCounselingRead(
  db: DbOrTx,
  actor: Actor,
  studentUserId: number,
): Promise<CounselingAccess> {
  const access = await counselingAccessOf(db, actor, studentUserId);
  if (!access.read) throw notFound();
  return access;
}

/** Read access needed (else 404); no section editable (a parent can edit family only: checked per section). */
export async function assertCounselingEdit(
  db: DbOrTx,
  actor: Actor,
  studentUserId: number,
): Promise<CounselingAccess> {
  const access = await assertCounselingRead(db, actor, studentUserId);
  if (access.editSections.length === 0)
    throw new AppError("forbidden", { message: "cp_section_not_editable" });
  return access;
}
