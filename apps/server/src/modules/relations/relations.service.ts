import { createHash, randomBytes } from "node:crypto";
import {
  type ConnectStudentsInput,
  type DisconnectStudentInput,
  PARENT_LINK_TOKEN_DAYS,
  type PagedList,
  type User,
} from "@edu/shared";
import { eq, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { isUniqueViolation } from "../../db/postgres-errors";
import { type Actor, hasRole, isStaff } from "../../http/actor";
import { AppError, fieldError, forbidden } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { recordAudit } from "../audit";
import { studentOfTeacherCondition } from "../classes";
import { linkConfirmed } from "../family-links";
import {
  findLinkedStudentIds,
  findUsersByIds,
  getUserOrThrow,
  listRoles,
  parentStudents,
  roleCondition,
  searchUserRows,
  toUserDto,
  toUserDtos,
  unlinkParentStudent,
  userHasRole,
  users,
} from "../users";
import { parentLinkTokens } from "./relations.table";

type Paging = { page: number; page_size: number; q?: string };

async function userPage(db: DbOrTx, paging: Paging, extra: ReturnType<typeof sql>): Promise<PagedList<User>> {
  const { rows, total } = await searchUserRows(
    db,
    { q: paging.q, tag_mode: "any", subject_mode: "any" },
    { page: paging.page, pageSize: paging.page_size, orderBy: "id" },
    extra,
  );
  return toPage(await toUserDtos(db, rows), total, paging.page, paging.page_size);
}

const childOf = (parentId: number) =>
  sql`exists (select 1 from ${parentStudents} where ${parentStudents.studentId} = ${users.id} and ${parentStudents.parentId} = ${parentId})`;

/**
 * GET students: admin and staff see every student; a parent sees their children; a teacher sees the
 * students placed in the classes they teach or assist.
 */
export async function listStudents(db: DbOrTx, user: Actor, paging: Paging): Promise<PagedList<User>> {
  if (isStaff(user)) return userPage(db, paging, roleCondition("student"));
  if (hasRole(user, "parent")) return userPage(db, paging, childOf(user.id));
  if (hasRole(user, "teacher")) return userPage(db, paging, studentOfTeacherCondition(user.id, users.id));
  return toPage([], 0, paging.page, paging.page_size);
}

export async function searchParents(db: DbOrTx, paging: Paging) {
  return userPage(db, paging, roleCondition("parent"));
}

/** A parent's children: admin, staff, or that parent. */
export async function listChildren(db: DbOrTx, user: Actor, parentId: number, paging: Paging) {
  if (!isStaff(user) && user.id !== parentId) throw forbidden();
  await getUserOrThrow(db, parentId);
  return userPage(db, paging, childOf(parentId));
}

/** A teacher's students (for the user list): those placed in the classes they teach or assist. */
export async function listStudentsOfTeacher(db: DbOrTx, teacherId: number, paging: Paging) {
  await getUserOrThrow(db, teacherId);
  return userPage(db, paging, studentOfTeacherCondition(teacherId, users.id));
}

async function assertParent(db: DbOrTx, parentId: number) {
  const parent = await getUserOrThrow(db, parentId, "parent_user_id");
  if (!(await userHasRole(db, parentId, "parent"))) throw fieldError("parent_user_id", "not_a_parent");
  return parent;
}

/** Admin and link-code links need no confirmation (the family-links module writes and audits them). */
async function link(tx: DbOrTx, actor: Actor, parentId: number, studentIds: number[], via: string) {
  await linkConfirmed(tx, actor, parentId, studentIds, via);
}

/** Spec §5: a student cannot be linked twice to one parent — such a request writes nothing. */
export async function connectStudents(
  db: Database,
  actor: Actor,
  input: ConnectStudentsInput,
): Promise<User> {
  const studentIds = [...new Set(input.users)];
  try {
    return await db.transaction(async (tx) => {
      const parent = await assertParent(tx, input.parent_user_id);
      const found = await findUsersByIds(tx, studentIds);
      const roles = await listRoles(tx, studentIds);
      const errors: Record<string, ["user_not_found" | "not_a_student" | "student_already_linked"]> = {};
      const linked = new Set(await findLinkedStudentIds(tx, parent.id, studentIds));
      input.users.forEach((id, index) => {
        if (!found.some((row) => row.id === id)) errors[`users.${index}`] = ["user_not_found"];
        else if (!roles.get(id)?.includes("student")) errors[`users.${index}`] = ["not_a_student"];
        else if (linked.has(id)) errors[`users.${index}`] = ["student_already_linked"];
      });
      if (Object.keys(errors).length > 0) throw new AppError("validation_failed", { fieldErrors: errors });
      await link(tx, actor, parent.id, studentIds, "admin");
      return toUserDto(tx, parent);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw fieldError("users", "student_already_linked");
    }
    throw error;
  }
}

export async function disconnectStudent(
  db: Database,
  actor: Actor,
  input: DisconnectStudentInput,
): Promise<User> {
  return db.transaction(async (tx) => {
    const parent = await getUserOrThrow(tx, input.parent_user_id, "parent_user_id");
    if (!(await unlinkParentStudent(tx, parent.id, input.user_id))) {
      throw fieldError("user_id", "student_not_linked");
    }
    for (const targetId of new Set([input.user_id, parent.id])) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: "parent_student.disconnect",
        targetType: "user",
        targetId,
        before: { parent_id: parent.id, student_id: input.user_id },
        requestId: actor.requestId,
      });
    }
    return toUserDto(tx, parent);
  });
}

/** Link codes a student gives a parent: single use, 7 days, stored hashed (parent_link_tokens). */
const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The caller must be a student themself: a super-admin holding no student role gets no code. */
export async function issueLinkToken(db: Database, actor: Actor) {
  if (!actor.roles.includes("student")) throw forbidden();
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + PARENT_LINK_TOKEN_DAYS * 24 * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    await tx
      .insert(parentLinkTokens)
      .values({ tokenHash: hashLinkToken(token), studentId: actor.id, expiresAt });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "parent_link.issue",
      targetType: "user",
      targetId: actor.id,
      after: { expires_at: expiresAt.toISOString() },
      requestId: actor.requestId,
    });
  });
  return { token, expires_at: expiresAt.toISOString() };
}

/**
 * The code is the student's own consent (they made it, signed in, and handed it to the parent), so
 * unlike a parent's request by email (family-links) this link is confirmed at once.
 */
export async function connectByToken(db: Database, actor: Actor, token: string): Promise<User> {
  if (!actor.roles.includes("parent")) throw forbidden();
  const tokenHash = hashLinkToken(token);
  return db.transaction(async (tx) => {
    // FOR UPDATE: two parents redeeming one code at once — the second sees it used.
    const [issued] = await tx
      .select()
      .from(parentLinkTokens)
      .where(eq(parentLinkTokens.tokenHash, tokenHash))
      .for("update");
    if (!issued || issued.usedAt) throw fieldError("token", "link_token_invalid");
    if (issued.expiresAt.getTime() <= Date.now()) throw fieldError("token", "link_token_expired");
    const [student] = await findUsersByIds(tx, [issued.studentId]);
    if (!student) throw fieldError("token", "link_token_invalid");
    if ((await findLinkedStudentIds(tx, actor.id, [student.id])).length > 0) {
      throw fieldError("token", "student_already_linked");
    }
    await link(tx, actor, actor.id, [student.id], "token");
    await tx
      .update(parentLinkTokens)
      .set({ usedAt: new Date(), usedBy: actor.id })
      .where(eq(parentLinkTokens.tokenHash, tokenHash));
    const parent = await getUserOrThrow(tx, actor.id);
    return toUserDto(tx, parent);
  });
}
