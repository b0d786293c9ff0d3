import type {
  EnrolledSession,
  EnrolledSessionPage,
  EnrolledSessionPatch,
  EnrolledSessionsQuery,
  EnrollmentStatus,
  Locale,
  Role,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import { isUniqueViolation } from "../../db/postgres-errors";
import { type Actor, isStaff } from "../../http/actor";
import { AppError, fieldError, forbidden, notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import { findUsersByIds, userHasRole } from "../users";
import { createTicketForPaidEnrollment } from "./class-tickets.bridge";
import { pageOf, stateView, toEnrolledSessionDto, toEnrolledSessionListDtos } from "./enrolled-sessions.dto";
import {
  countEnrolledSessions,
  countUnsignedContractsVisibleTo,
  type EnrolledSessionRow,
  findEnrolledSession,
  findEnrolledSessions,
  isEnrollmentFamily,
  listEnrolledSessionPage,
  type NewEnrolledSession,
  updateEnrolledSession,
} from "./enrolled-sessions.repository";

/** Runs a change; the partial unique index on (session, student email) turns into the spec's 422. */
export async function withEmailUseCheck<T>(field: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError(field, "email_used_in_enrollment");
    throw error;
  }
}

export async function listEnrolledSessions(
  db: DbOrTx,
  query: EnrolledSessionsQuery,
  locale: Locale = "en",
): Promise<EnrolledSessionPage> {
  const { items, total } = await listEnrolledSessionPage(
    db,
    {
      status: query.status,
      paymentStatus: query.payment_status,
      isRead: query.is_read,
      courseSessionId: query.course_session_id,
      q: query.q || undefined,
      from: query.from,
      to: query.to,
    },
    { limit: query.page_size, offset: (query.page - 1) * query.page_size, afterId: query.after_id },
  );
  return pageOf(toEnrolledSessionListDtos(items, locale), total, query.page, query.page_size);
}

/** /applications and /my-courses: the caller's own enrollments and their children's. */
export async function listMyEnrollments(
  db: DbOrTx,
  userId: number,
  page: number,
  pageSize: number,
  locale: Locale = "en",
) {
  const { items, total } = await listEnrolledSessionPage(
    db,
    { visibleTo: userId },
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  return pageOf(toEnrolledSessionListDtos(items, locale), total, page, pageSize);
}

/**
 * Home counts, each visible to exactly whom its list is: enrollments nobody has read
 * yet, for admin and staff (GET enrolled-course-sessions, is_read=0); null for anyone else.
 */
export async function countUnreadEnrollments(db: DbOrTx, actor: Actor): Promise<number | null> {
  if (!isStaff(actor)) return null;
  return countEnrolledSessions(db, { isRead: false });
}

/**
 * Contracts waiting for the caller's signature: among the enrollments GET my-enrollments lists for them
 * (their own and their children's), those with a contract not signed yet. Any signed-in user.
 */
export function countContractsToSign(db: DbOrTx, actor: Actor): Promise<number> {
  return countUnsignedContractsVisibleTo(db, actor.id);
}

export async function getEnrolledSessionOrThrow(
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<EnrolledSessionRow> {
  const row = await findEnrolledSession(db, id, lock);
  if (!row) throw notFound("enrollment_not_found");
  return row;
}

/** Admin and staff see every enrollment; a student or parent only their family's. */
export async function assertCanSee(db: DbOrTx, user: Actor, row: EnrolledSessionRow) {
  if (isStaff(user)) return;
  if (!(await isEnrollmentFamily(db, row, user.id))) throw forbidden();
}

/** One enrollment, its session title in the reader's language (as every answer below). */
export async function getEnrolledSessionDetail(
  db: DbOrTx,
  id: number,
  locale: Locale = "en",
): Promise<EnrolledSession> {
  return toEnrolledSessionDto(db, await getEnrolledSessionOrThrow(db, id), locale);
}

/**
 * Applies state changes (status, payment status, read, need-pay-first, wait-for-parent, note) to
 * one locked row, auditing before/after. Paid with a student account creates the class ticket.
 */
async function applyState(tx: DbOrTx, actor: Actor, before: EnrolledSessionRow, patch: EnrolledSessionPatch) {
  const changes: Partial<NewEnrolledSession> = {
    status: patch.status,
    paymentStatus: patch.payment_status,
    isRead: patch.is_read,
    needPayFirst: patch.need_pay_first,
    waitForParent: patch.wait_for_parent,
    adminNote: patch.admin_note,
  };
  const after = await updateEnrolledSession(tx, before.id, changes);
  if (!after) throw notFound("enrollment_not_found");
  const moneyOrStatus =
    before.status !== after.status ||
    before.paymentStatus !== after.paymentStatus ||
    before.needPayFirst !== after.needPayFirst ||
    before.waitForParent !== after.waitForParent;
  if (moneyOrStatus) {
    await recordAudit(tx, {
      actorId: actor.id,
      action: "enrolled_session.state",
      targetType: "enrolled_session",
      targetId: before.id,
      before: stateView(before),
      after: stateView(after),
      requestId: actor.requestId,
    });
  }
  return ensureTicket(tx, actor, after);
}

/** Paid, active and with a student account: the class ticket is made once. */
export async function ensureTicket(
  tx: DbOrTx,
  actor: Actor,
  row: EnrolledSessionRow,
): Promise<EnrolledSessionRow> {
  if (row.paymentStatus !== "paid" || row.ticketCreatedAt || row.studentUserId === null) return row;
  if (row.status !== "normal" && row.status !== "archive") return row;
  if (!(await createTicketForPaidEnrollment(tx, row, actor))) return row;
  const updated = await updateEnrolledSession(tx, row.id, { ticketCreatedAt: new Date() });
  return updated ?? row;
}

export async function patchEnrolledSession(
  db: Database,
  actor: Actor,
  id: number,
  patch: EnrolledSessionPatch,
  locale: Locale = "en",
): Promise<EnrolledSession> {
  return withEmailUseCheck("status", () =>
    db.transaction(async (tx) => {
      const before = await getEnrolledSessionOrThrow(tx, id, true);
      const after = await applyState(tx, actor, before, patch);
      return toEnrolledSessionDto(tx, after, locale);
    }),
  );
}

/** All or nothing: an unknown id refuses the whole batch. */
export async function batchSetStatus(db: Database, actor: Actor, ids: number[], status: EnrollmentStatus) {
  return withEmailUseCheck("status", () =>
    db.transaction(async (tx) => {
      const rows = await findEnrolledSessions(tx, ids, true);
      const found = new Set(rows.map((row) => row.id));
      const errors: Record<string, ["enrollment_not_found"]> = {};
      ids.forEach((id, index) => {
        if (!found.has(id)) errors[`enrolled_session_ids.${index}`] = ["enrollment_not_found"];
      });
      if (Object.keys(errors).length) throw new AppError("validation_failed", { fieldErrors: errors });
      for (const row of rows) await applyState(tx, actor, row, { status });
      return { updated: rows.length };
    }),
  );
}

async function assertRole(db: DbOrTx, userId: number, role: Role, notRole: "not_a_student" | "not_a_parent") {
  const [user] = await findUsersByIds(db, [userId]);
  if (!user) throw fieldError("user_id", "user_not_found");
  if (!(await userHasRole(db, userId, role))) throw fieldError("user_id", notRole);
  return user;
}

/** Ties a student account to the enrollment (audited); a paid enrollment then gets its class ticket. */
export async function addStudentToEnrolledSession(
  db: Database,
  actor: Actor,
  id: number,
  userId: number,
  locale: Locale = "en",
) {
  return db.transaction(async (tx) => {
    const before = await getEnrolledSessionOrThrow(tx, id, true);
    await assertRole(tx, userId, "student", "not_a_student");
    let after = await updateEnrolledSession(tx, id, { studentUserId: userId });
    if (!after) throw notFound("enrollment_not_found");
    await recordAudit(tx, {
      actorId: actor.id,
      action: "enrolled_session.add_student",
      targetType: "enrolled_session",
      targetId: id,
      before: stateView(before),
      after: stateView(after),
      requestId: actor.requestId,
    });
    after = await ensureTicket(tx, actor, after);
    return toEnrolledSessionDto(tx, after, locale);
  });
}

export async function addParentToEnrolledSession(
  db: Database,
  actor: Actor,
  id: number,
  userId: number,
  locale: Locale = "en",
) {
  return db.transaction(async (tx) => {
    const before = await getEnrolledSessionOrThrow(tx, id, true);
    await assertRole(tx, userId, "parent", "not_a_parent");
    const after = await updateEnrolledSession(tx, id, { parentUserId: userId });
    if (!after) throw notFound("enrollment_not_found");
    await recordAudit(tx, {
      actorId: actor.id,
      action: "enrolled_session.add_parent",
      targetType: "enrolled_session",
      targetId: id,
      before: stateView(before),
      after: stateView(after),
      requestId: actor.requestId,
    });
    return toEnrolledSessionDto(tx, after, locale);
  });
}
