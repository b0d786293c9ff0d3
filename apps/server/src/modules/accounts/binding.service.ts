import type {
  BindParentInput,
  BindStudentInput,
  BindTeacherInput,
  Locale,
  QuickRegisterStudentInput,
  RegisterParentInput,
  RegisterStudentInput,
  Role,
  User,
} from "@edu/shared";
import { eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { AppError, type FieldErrors, fieldError } from "../../http/app-error";
import type { ModuleDeps } from "../../module-deps";
import { recordAudit } from "../audit";
import {
  countChildren,
  findActiveTeacherIdByEmail,
  findBasicProfile,
  findStudentProfile,
  findTeacherProfile,
  isParentOf,
  upsertBasicProfile,
  upsertStudentProfile,
  upsertTeacherProfile,
} from "../profiles";
import {
  addRoles,
  findUserByEmail,
  findUserById,
  isEmailTaken,
  isUsernameTaken,
  listRoles,
  toUserDto,
} from "../users/users.repository";
import { parentStudents, users } from "../users/users.table";
import {
  type AccountsDeps,
  type ClientInfo,
  createSetPasswordUrl,
  getMe,
  register,
} from "./accounts.service";

/** The accounts use cases, run on `db` (a transaction composes them: nested calls become savepoints). */
const accountsDeps = (deps: ModuleDeps, db: Database = deps.db): AccountsDeps => ({
  db,
  verifyCaptcha: deps.verifyCaptcha,
  publicUrl: deps.config.PUBLIC_URL,
});

type Names = { first_name?: string; last_name?: string };

async function applyNames(tx: DbOrTx, userId: number, names: Names): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (names.first_name) set.firstName = names.first_name;
  if (names.last_name) set.lastName = names.last_name;
  if (Object.keys(set).length) {
    await tx
      .update(users)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(users.id, userId));
  }
}

type StudentDetails = Pick<
  BindStudentInput,
  "school" | "grade_level" | "phone" | "account_type" | "language_preference" | "heard_from" | "referral"
>;

/** The student role plus its required details (school, phone), audited. */
async function writeStudentBinding(
  tx: DbOrTx,
  actorId: number,
  userId: number,
  details: StudentDetails,
  action: string,
  requestId?: string,
): Promise<void> {
  await upsertBasicProfile(tx, userId, { phone: details.phone });
  await upsertStudentProfile(tx, userId, {
    school: details.school,
    gradeLevel: details.grade_level,
    accountType: details.account_type,
    languagePreference: details.language_preference,
    heardFrom: details.heard_from,
    referral: details.referral,
  });
  await addRoles(tx, userId, ["student"]);
  await recordAudit(tx, {
    actorId,
    action,
    targetType: "user",
    targetId: userId,
    after: { role: "student", school: details.school, grade_level: details.grade_level ?? null },
    requestId,
  });
}

async function currentUser(db: DbOrTx, userId: number): Promise<User> {
  return getMe(db, userId);
}

// ---- Binding (signed-in user, before or after finish-bind) ----

export async function bindStudent(db: Database, userId: number, input: BindStudentInput, requestId?: string) {
  return db.transaction(async (tx) => {
    await applyNames(tx, userId, input);
    await writeStudentBinding(tx, userId, userId, input, "user.bind_student", requestId);
    return { user: await currentUser(tx, userId) };
  });
}

export async function bindTeacher(db: Database, userId: number, input: BindTeacherInput, requestId?: string) {
  return db.transaction(async (tx) => {
    const current = await findTeacherProfile(tx, userId);
    await applyNames(tx, userId, input);
    await upsertBasicProfile(tx, userId, { phone: input.phone });
    await upsertTeacherProfile(tx, userId, {
      college: input.college,
      major: input.major,
      graduationYear: input.graduation_year,
      subjects: input.subjects,
      bio: input.bio,
      hoursPerWeek: input.hours_per_week,
      applicationAnswers: input.application_answers
        ? { ...current?.applicationAnswers, ...input.application_answers }
        : undefined,
    });
    await addRoles(tx, userId, ["teacher"]);
    await recordAudit(tx, {
      actorId: userId,
      action: "user.bind_teacher",
      targetType: "user",
      targetId: userId,
      after: { role: "teacher", college: input.college, major: input.major },
      requestId,
    });
    return { user: await currentUser(tx, userId) };
  });
}

/**
 * Spec §5: every email must be an existing student not yet linked to this parent (a parent may be
 * their own student). Refusals name the entry: `student_emails.N`.
 */
async function resolveStudentEmails(db: DbOrTx, parentId: number, emails: string[]): Promise<number[]> {
  const errors: FieldErrors = {};
  const ids: number[] = [];
  for (const [index, email] of emails.entries()) {
    const user = await findUserByEmail(db, email);
    const roles = user ? ((await listRoles(db, [user.id])).get(user.id) ?? []) : [];
    const usable =
      user &&
      roles.includes("student") &&
      !ids.includes(user.id) &&
      !(await isParentOf(db, parentId, user.id));
    if (usable) ids.push(user.id);
    else errors[`student_emails.${index}`] = ["student_email_not_found"];
  }
  if (Object.keys(errors).length) throw new AppError("validation_failed", { fieldErrors: errors });
  return ids;
}

export async function bindParent(db: Database, userId: number, input: BindParentInput, requestId?: string) {
  const studentIds = await resolveStudentEmails(db, userId, input.student_emails);
  return db.transaction(async (tx) => {
    await applyNames(tx, userId, input);
    await upsertBasicProfile(tx, userId, { phone: input.phone });
    await tx.insert(parentStudents).values(studentIds.map((studentId) => ({ parentId: userId, studentId })));
    await addRoles(tx, userId, ["parent"]);
    await recordAudit(tx, {
      actorId: userId,
      action: "user.bind_parent",
      targetType: "user",
      targetId: userId,
      after: { role: "parent", student_ids: studentIds },
      requestId,
    });
    return { user: await currentUser(tx, userId) };
  });
}

const blank = (value: string | null | undefined) => !value?.trim();

/** Field errors for what the user's roles still need (spec §5); empty when bound. */
async function missingBindDetails(db: DbOrTx, userId: number, roles: Role[]): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (roles.length === 0) return { role: ["bind_role_required"] };
  const needsPhone = roles.some((role) => role === "student" || role === "teacher" || role === "parent");
  if (needsPhone && blank((await findBasicProfile(db, userId))?.phone)) errors.phone = ["v.required"];
  if (roles.includes("student") && blank((await findStudentProfile(db, userId))?.school)) {
    errors.school = ["v.required"];
  }
  if (roles.includes("teacher")) {
    const teacher = await findTeacherProfile(db, userId);
    if (blank(teacher?.college)) errors.college = ["v.required"];
    if (blank(teacher?.major)) errors.major = ["v.required"];
  }
  if (roles.includes("parent") && (await countChildren(db, userId)) === 0) {
    errors.student_emails = ["v.student_link_required"];
  }
  return errors;
}

/** POST finish-bind: only with a role and that role's required details; otherwise 422. */
export async function finishBind(db: Database, userId: number, requestId?: string) {
  const roles = (await listRoles(db, [userId])).get(userId) ?? [];
  const errors = await missingBindDetails(db, userId, roles);
  if (Object.keys(errors).length) throw new AppError("validation_failed", { fieldErrors: errors });
  return db.transaction(async (tx) => {
    await tx.update(users).set({ finishBind: true, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: userId,
      action: "user.finish_bind",
      targetType: "user",
      targetId: userId,
      after: { finish_bind: true, roles },
      requestId,
    });
    return { finishBind: true as const, user: await currentUser(tx, userId) };
  });
}

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
    await tx.update(users).set({ finishBind: true }).where(eq(users.id, user.id));
    return { access_token, user: await currentUser(tx, user.id) };
  });
}

type StaffCreated = Pick<RegisterStudentInput, "username" | "email" | "first_name" | "last_name">;

async function assertFreeSignInNames(db: DbOrTx, input: StaffCreated): Promise<void> {
  if (await isUsernameTaken(db, input.username)) throw fieldError("username", "username_taken");
  if (await isEmailTaken(db, input.email)) throw fieldError("email", "email_taken");
}

async function insertUserWithoutPassword(tx: DbOrTx, input: StaffCreated, finishBind: boolean) {
  const [row] = await tx
    .insert(users)
    .values({
      username: input.username,
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      finishBind,
    })
    .returning();
  if (!row) throw new Error("user insert returned no row");
  return row;
}

async function hasRole(db: DbOrTx, userId: number, role: Role): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (!user) return false;
  return ((await listRoles(db, [userId])).get(userId) ?? []).includes(role);
}

/** Admin/staff: a student account without a password (bound when school and phone are given). */
export async function registerStudent(
  deps: ModuleDeps,
  actorId: number,
  input: RegisterStudentInput,
  requestId?: string,
) {
  await assertFreeSignInNames(deps.db, input);
  if (input.parent_id !== undefined && !(await hasRole(deps.db, input.parent_id, "parent"))) {
    throw fieldError("parent_id", "not_a_parent");
  }
  return deps.db.transaction(async (tx) => {
    const row = await insertUserWithoutPassword(tx, input, Boolean(input.school && input.phone));
    await addRoles(tx, row.id, ["student"]);
    if (input.phone) await upsertBasicProfile(tx, row.id, { phone: input.phone });
    await upsertStudentProfile(tx, row.id, { school: input.school, gradeLevel: input.grade_level });
    if (input.parent_id !== undefined) {
      await tx.insert(parentStudents).values({ parentId: input.parent_id, studentId: row.id });
    }
    await recordAudit(tx, {
      actorId,
      action: "user.register_student",
      targetType: "user",
      targetId: row.id,
      after: {
        username: row.username,
        email: row.email,
        roles: ["student"],
        parent_id: input.parent_id ?? null,
      },
      requestId,
    });
    const link = await createSetPasswordUrl(accountsDeps(deps, tx), actorId, row.id, requestId);
    return { user: await toUserDto(tx, row), set_password_url: link.url, expires_at: link.expires_at };
  });
}

/** Admin/staff: a parent account without a password, optionally linked to existing students. */
export async function registerParent(
  deps: ModuleDeps,
  actorId: number,
  input: RegisterParentInput,
  requestId?: string,
) {
  await assertFreeSignInNames(deps.db, input);
  const studentIds = [...new Set(input.student_ids ?? [])];
  const errors: FieldErrors = {};
  for (const [index, id] of (input.student_ids ?? []).entries()) {
    if (!(await hasRole(deps.db, id, "student"))) errors[`student_ids.${index}`] = ["not_a_student"];
  }
  if (Object.keys(errors).length) throw new AppError("validation_failed", { fieldErrors: errors });
  return deps.db.transaction(async (tx) => {
    const row = await insertUserWithoutPassword(tx, input, Boolean(input.phone && studentIds.length));
    await addRoles(tx, row.id, ["parent"]);
    if (input.phone) await upsertBasicProfile(tx, row.id, { phone: input.phone });
    if (studentIds.length) {
      await tx
        .insert(parentStudents)
        .values(studentIds.map((studentId) => ({ parentId: row.id, studentId })));
    }
    await recordAudit(tx, {
      actorId,
      action: "user.register_parent",
      targetType: "user",
      targetId: row.id,
      after: { username: row.username, email: row.email, roles: ["parent"], student_ids: studentIds },
      requestId,
    });
    const link = await createSetPasswordUrl(accountsDeps(deps, tx), actorId, row.id, requestId);
    return { user: await toUserDto(tx, row), set_password_url: link.url, expires_at: link.expires_at };
  });
}

/** POST auth-instructor: is there an active teacher with this email? */
export async function authInstructor(db: DbOrTx, email: string) {
  return { ok: (await findActiveTeacherIdByEmail(db, email)) !== undefined };
}
