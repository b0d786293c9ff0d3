import type {
  BindParentInput,
  BindStudentInput,
  BindTeacherInput,
  ParentLinkRequest,
  Role,
  User,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import { type Actor, hasRole, type SessionUser } from "../../http/actor";
import { AppError, type FieldErrors, forbidden } from "../../http/app-error";
import type { ModuleDeps } from "../../module-deps";
import { recordAudit } from "../audit";
import { countOpenLinkRequests, hasOpenLinkRequest, requestParentLinks } from "../family-links";
import {
  countChildren,
  findBasicProfile,
  findStudentProfile,
  findTeacherProfile,
  isParentOf,
  upsertBasicProfile,
  upsertTeacherProfile,
} from "../profiles";
import { addRoles, findUserByEmail, markBindFinished, rolesOf, userHasRole } from "../users";
import { applyNames, currentUser, writeStudentBinding } from "./binding-rules";

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
