import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { forbidden, notFound } from "../../http/app-error";
import { counselingAccessOf } from "../counseling-profile";

/** What a caller may do with a student's application-service logins. */
export type AccountAccess = { edit: boolean; reveal: boolean };

/**
 * Like the profile: the student, their linked parents, the counselors of their counseling class and
 * super-admin read; parents do not change logins; only counselors and super-admin see a password.
 * Anyone else: 404, so an id tells nothing.
 */
export async function accountAccess(db: DbOrTx, actor: Actor, studentUserId: number): Promise<AccountAccess> {
  const access = await counselingAccessOf(db, actor, studentUserId);
  if (!access.read) throw notFound();
  return {
    edit: access.as === "student" || access.as === "counselor" || access.as === "admin",
    reveal: access.as === "counselor" || access.as === "admin",
  };
}

/** The caller may change the student's logins (or call the service with them); else 404 / 403. */
export async function assertAccountEdit(
  db: DbOrTx,
  actor: Actor,
  studentUserId: number,
): Promise<AccountAccess> {
  const access = await accountAccess(db, actor, studentUserId);
  if (!access.edit) throw forbidden();
  return access;
}
