import type {
  BindParentInput,
  BindStudentInput,
  BindTeacherInput,
  Locale,
  ParentLinkRequest,
  QuickRegisterStudentInput,
  RegisterParentInput,
  RegisterStudentInput,
  Role,
  User,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import { type Actor, hasRole, type SessionUser } from "../../http/actor";
import { AppError, type FieldErrors, fieldError, forbidden } from "../../http/app-error";
import type { ModuleDeps } from "../../module-deps";
import { recordAudit } from "../audit";
import { countOpenLinkRequests, hasOpenLinkRequest, requestParentLinks } from "../family-links";
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
  createUser,
  findUserByEmail,
  isEmailTaken,
  isUsernameTaken,
  linkParentStudents,
  markBindFinished,
  rolesOf,
  toUserDto,
  type UserDetails,
  updateUserDetails,
  userHasRole,
} from "../users";
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

/** A name left empty keeps the one the account has. */
async function applyNames(tx: DbOrTx, userId: number, names: Names): Promise<void> {
  const set: UserDetails = {};
  if (names.first_name) set.firstName = names.first_name;
  if (names.last_name) set.lastName = names.last_name;
  await updateUserDetails(tx, userId, set);
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
 * their own student). Refusals name the entry: `student_emails.N`; a pair whose request already
 * waits for confirmation is refused too.
 */
async function resolveStudentEmails(db: DbOrTx, parentId: number, emails: string[]): Promise<number[]> {
  const errors: FieldErrors = {};
  const ids: number[] = [];
  for (const [index, email] of emails.entries()) {
    const user = await findUserByEmail(db, email);
    const usable =
      user &&
      (await userHasRole(db, user.id, "student")) &&
      !ids.includes(user.id) &&
      !(await isParentOf(db, parentId, user.id));
    if (!usable) errors[`student_emails.${index}`] = ["student_email_not_found"];
    else if (await hasOpenLinkRequest(db, parentId, user.id)) {
      errors[`student_emails.${index}`] = ["link_request_pending"];
    } else ids.push(user.id);
  }
  if (Object.keys(errors).length) throw new AppError("validation_failed", { fieldErrors: errors });
  return ids;
}

/**
 * Naming a student's email links nothing yet: each link waits for the student (mailed link or home
 * page), a parent already linked to them, or an admin to confirm it; `pending` says so.
 * An admin's own links and a parent who is their own student are linked at once.
 */
export async function bindParent(
  deps: ModuleDeps,
  actor: Actor,
  input: BindParentInput,
): Promise<{ user: User; pending: boolean; link_requests: ParentLinkRequest[] }> {
  const userId = actor.id;
  const studentIds = await resolveStudentEmails(deps.db, userId, input.student_emails);
  return deps.db.transaction(async (tx) => {
    await applyNames(tx, userId, input);
    await upsertBasicProfile(tx, userId, { phone: input.phone });
    await addRoles(tx, userId, ["parent"]);
    await recordAudit(tx, {
      actorId: userId,
      action: "user.bind_parent",
      targetType: "user",
      targetId: userId,
      after: { role: "parent", asked_student_ids: studentIds },
      requestId: actor.requestId,
    });
    const { requests } = await requestParentLinks(
      tx,
      deps.config.PUBLIC_URL,
      actor,
      userId,
      // Every entry passed resolveStudentEmails, so ids and entries share their order.
      studentIds.map((studentId, index) => ({ studentId, field: `student_emails.${index}` })),
      { via: "bind-parent", limitField: "student_emails" },
    );
    return {
      user: await currentUser(tx, userId),
      pending: requests.length > 0,
      link_requests: requests,
    };
  });
}

/**
 * Roles are chosen while registering (before finish-bind, the spec's flow); afterwards only
 * an admin adds roles (the role calls), so a bound account cannot make itself a teacher or a parent.
 */
export function assertMayBind(user: SessionUser): void {
  if (user.finishBind && !hasRole(user, "super-admin")) throw forbidden("bind_after_finish");
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
  // A parent who named students during binding counts them while they wait for confirmation.
  const named = async () => (await countChildren(db, userId)) + (await countOpenLinkRequests(db, userId));
  if (roles.includes("parent") && (await named()) === 0) {
    errors.student_emails = ["v.student_link_required"];
  }
  return errors;
}

/** POST finish-bind: only with a role and that role's required details; otherwise 422. */
export async function finishBind(db: Database, userId: number, requestId?: string) {
  const roles = await rolesOf(db, userId);
  const errors = await missingBindDetails(db, userId, roles);
  if (Object.keys(errors).length) throw new AppError("validation_failed", { fieldErrors: errors });
  return db.transaction(async (tx) => {
    await markBindFinished(tx, userId, new Date());
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
