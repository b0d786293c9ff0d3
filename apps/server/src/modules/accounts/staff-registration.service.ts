import type {
  Locale,
  QuickRegisterStudentInput,
  RegisterParentInput,
  RegisterStudentInput,
} from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { type Actor, hasRole } from "../../http/actor";
import { AppError, type FieldErrors, fieldError, forbidden } from "../../http/app-error";
import type { ModuleDeps } from "../../module-deps";
import { recordAudit } from "../audit";
import { findActiveTeacherIdByEmail, upsertBasicProfile, upsertStudentProfile } from "../profiles";
import {
  addRoles,
  createUser,
  isEmailTaken,
  isUsernameTaken,
  linkParentStudents,
  markBindFinished,
  toUserDto,
  userHasRole,
} from "../users";
import { type ClientInfo, createSetPasswordUrl, register } from "./accounts.service";
import { accountsDeps, currentUser, writeStudentBinding } from "./binding-rules";

// ---- Registration variants ----

/** Register (same checks, captcha and session as POST register) and bind as a student, in one step. */
export async function quickRegisterAsStudent(
  deps: ModuleDeps,
  input: QuickRegisterStudentInput,
  locale: Locale,
  client: ClientInfo,
) {
  return deps.db.transaction(async (tx) => {
    const { access_token, user } = await register(accountsDeps(deps, tx), input, locale, client);
    await writeStudentBinding(tx, user.id, user.id, input, "user.bind_student", client.requestId);
    await markBindFinished(tx, user.id);
    return { access_token, user: await currentUser(tx, user.id) };
  });
}

type StaffCreated = Pick<RegisterStudentInput, "username" | "email" | "first_name" | "last_name">;

async function assertFreeSignInNames(db: DbOrTx, input: StaffCreated): Promise<void> {
  if (await isUsernameTaken(db, input.username)) throw fieldError("username", "username_taken");
  if (await isEmailTaken(db, input.email)) throw fieldError("email", "email_taken");
}

async function insertUserWithoutPassword(tx: DbOrTx, input: StaffCreated, finishBind: boolean) {
  return createUser(tx, {
    username: input.username,
    email: input.email,
    firstName: input.first_name,
    lastName: input.last_name,
    finishBind,
  });
}

/** Admin/staff: a student account without a password (bound when school and phone are given). */
export async function registerStudent(deps: ModuleDeps, actor: Actor, input: RegisterStudentInput) {
  // Spec §6: connecting parent and student is admin-only; staff create unlinked accounts.
  if (input.parent_id !== undefined && !hasRole(actor, "super-admin")) throw forbidden();
  await assertFreeSignInNames(deps.db, input);
  if (input.parent_id !== undefined && !(await userHasRole(deps.db, input.parent_id, "parent"))) {
    throw fieldError("parent_id", "not_a_parent");
  }
  return deps.db.transaction(async (tx) => {
    const row = await insertUserWithoutPassword(tx, input, Boolean(input.school && input.phone));
    await addRoles(tx, row.id, ["student"]);
    if (input.phone) await upsertBasicProfile(tx, row.id, { phone: input.phone });
    await upsertStudentProfile(tx, row.id, { school: input.school, gradeLevel: input.grade_level });
    if (input.parent_id !== undefined) {
      await linkParentStudents(tx, input.parent_id, [row.id]);
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: "user.register_student",
      targetType: "user",
      targetId: row.id,
      after: {
        username: row.username,
        email: row.email,
        roles: ["student"],
        parent_id: input.parent_id ?? null,
      },
      requestId: actor.requestId,
    });
    const link = await createSetPasswordUrl(accountsDeps(deps, tx), actor.id, row.id, actor.requestId);
    return { user: await toUserDto(tx, row), set_password_url: link.url, expires_at: link.expires_at };
  });
}

/** Admin/staff: a parent account without a password, optionally linked to existing students. */
export async function registerParent(deps: ModuleDeps, actor: Actor, input: RegisterParentInput) {
  if (input.student_ids?.length && !hasRole(actor, "super-admin")) throw forbidden();
  await assertFreeSignInNames(deps.db, input);
  const studentIds = [...new Set(input.student_ids ?? [])];
  const errors: FieldErrors = {};
  for (const [index, id] of (input.student_ids ?? []).entries()) {
    if (!(await userHasRole(deps.db, id, "student"))) errors[`student_ids.${index}`] = ["not_a_student"];
  }
  if (Object.keys(errors).length) throw new AppError("validation_failed", { fieldErrors: errors });
  return deps.db.transaction(async (tx) => {
    const row = await insertUserWithoutPassword(tx, input, Boolean(input.phone && studentIds.length));
    await addRoles(tx, row.id, ["parent"]);
    if (input.phone) await upsertBasicProfile(tx, row.id, { phone: input.phone });
    if (studentIds.length) {
      await linkParentStudents(tx, row.id, studentIds);
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: "user.register_parent",
      targetType: "user",
      targetId: row.id,
      after: { username: row.username, email: row.email, roles: ["parent"], student_ids: studentIds },
      requestId: actor.requestId,
    });
    const link = await createSetPasswordUrl(accountsDeps(deps, tx), actor.id, row.id, actor.requestId);
    return { user: await toUserDto(tx, row), set_password_url: link.url, expires_at: link.expires_at };
  });
}

/** POST auth-instructor: is there an active teacher with this email? */
export async function authInstructor(db: DbOrTx, email: string) {
  return { ok: (await findActiveTeacherIdByEmail(db, email)) !== undefined };
}
