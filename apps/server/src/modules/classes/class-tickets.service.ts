import type {
  ClassTicket,
  ClassTicketListQuery,
  CreateClassTicketInput,
  Locale,
  PlacementInput,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import { type Actor, hasRole, isStaff } from "../../http/actor";
import { AppError, fieldError, forbidden, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { recordAudit } from "../audit";
import { courseSessionExists } from "../courses";
import { findUsersByIds, listStudentIds, rolesOf, userHasRole } from "../users";
import { toTicketDto } from "./class-tickets.dto";
import {
  type ClassTicketRow,
  countPlaced,
  countTicketRows,
  deleteTicketRow,
  findClass,
  findTicket,
  findTicketByEnrolledSession,
  insertTicket,
  listTicketRows,
  lockTicket,
  studentInClass,
  type TicketFilters,
  updateTicketRow,
} from "./classes.repository";

const ticketAudit = (row: ClassTicketRow) => ({
  student_user_id: row.studentUserId,
  course_session_id: row.courseSessionId,
  enrolled_session_id: row.enrolledSessionId,
  is_paid: row.isPaid,
  session_class_id: row.sessionClassId,
  placement_date: row.placementDate,
  placement_time: row.placementTime,
  address: row.address,
  classroom: row.classroom,
  study_room: row.studyRoom,
  score_range: row.scoreRange,
  ta_user_id: row.taUserId,
});

export type NewClassTicketInput = {
  studentUserId: number;
  courseSessionId: number;
  /** The enrolled course session it comes from: at most one ticket each (a second call returns it). */
  enrolledSessionId?: number | null;
  isPaid?: boolean;
  note?: string;
  actorId: number | null;
  requestId?: string;
};

/**
 * Creates a student's class ticket for a course session, inside the caller's transaction (the
 * enrollment module calls it when an enrollment is paid). With an `enrolledSessionId` it is
 * idempotent: the existing ticket is returned (and marked paid when `isPaid`), `created: false`.
 */
export async function createClassTicket(
  tx: DbOrTx,
  input: NewClassTicketInput,
): Promise<{ ticket: ClassTicketRow; created: boolean }> {
  if (input.enrolledSessionId) {
    const existing = await findTicketByEnrolledSession(tx, input.enrolledSessionId);
    if (existing) {
      if (input.isPaid && !existing.isPaid) {
        await updateTicketRow(tx, existing.id, { isPaid: true });
        await recordAudit(tx, {
          actorId: input.actorId,
          action: "class_ticket.paid",
          targetType: "class_ticket",
          targetId: existing.id,
          before: { is_paid: false },
          after: { is_paid: true },
          requestId: input.requestId,
        });
        return { ticket: { ...existing, isPaid: true }, created: false };
      }
      return { ticket: existing, created: false };
    }
  }
  const [student] = await findUsersByIds(tx, [input.studentUserId]);
  if (!student) throw fieldError("student_user_id", "user_not_found");
  if (!(await courseSessionExists(tx, input.courseSessionId)))
    throw fieldError("course_session_id", "course_session_missing");
  const ticket = await insertTicket(tx, {
    studentUserId: input.studentUserId,
    courseSessionId: input.courseSessionId,
    enrolledSessionId: input.enrolledSessionId ?? null,
    isPaid: input.isPaid ?? false,
    note: input.note ?? "",
    createdBy: input.actorId,
  });
  await recordAudit(tx, {
    actorId: input.actorId,
    action: "class_ticket.create",
    targetType: "class_ticket",
    targetId: ticket.id,
    after: ticketAudit(ticket),
    requestId: input.requestId,
  });
  return { ticket, created: true };
}

async function ticketOrThrow(db: DbOrTx, id: number, locale: Locale = "en"): Promise<ClassTicket> {
  const row = await findTicket(db, id);
  if (!row) throw notFound("class_ticket_not_found");
  return toTicketDto(row, locale);
}

/** POST student-class-tickets (admin, staff): a ticket for a student (role student) and a session. */
export async function createTicket(
  db: Database,
  actor: Actor,
  input: CreateClassTicketInput,
  locale: Locale = "en",
): Promise<ClassTicket> {
  return db.transaction(async (tx) => {
    const [student] = await findUsersByIds(tx, [input.student_user_id]);
    if (!student) throw fieldError("student_user_id", "user_not_found");
    if (!(await userHasRole(tx, student.id, "student"))) throw fieldError("student_user_id", "not_a_student");
    const { ticket } = await createClassTicket(tx, {
      studentUserId: input.student_user_id,
      courseSessionId: input.course_session_id,
      isPaid: input.is_paid,
      note: input.note,
      actorId: actor.id,
      requestId: actor.requestId,
    });
    return ticketOrThrow(tx, ticket.id, locale);
  });
}

/** Admin and staff; a student their own ticket; a parent their children's. */
export async function getTicket(
  db: DbOrTx,
  user: Actor,
  id: number,
  locale: Locale = "en",
): Promise<ClassTicket> {
  const ticket = await ticketOrThrow(db, id, locale);
  if (isStaff(user) || ticket.student_user_id === user.id) return ticket;
  if (user.roles.includes("parent")) {
    const children = (await listStudentIds(db, [user.id])).get(user.id) ?? [];
    if (children.includes(ticket.student_user_id)) return ticket;
  }
  throw forbidden();
}

async function ticketPage(db: DbOrTx, filters: TicketFilters, query: ClassTicketListQuery, locale: Locale) {
  const { rows, total } = await listTicketRows(
    db,
    {
      ...filters,
      courseSessionId: query.course_session_id,
      sessionClassId: query.session_class_id,
      studentUserId: query.student_user_id,
      q: query.q,
    },
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
  );
  return toPage(
    rows.map((row) => toTicketDto(row, locale)),
    total,
    query.page,
    query.page_size,
  );
}

/** Paid tickets waiting for a class (the /placement to-do). */
export const listPaidUnplaced = (db: DbOrTx, query: ClassTicketListQuery, locale: Locale = "en") =>
  ticketPage(db, { paid: true, placed: false }, query, locale);

/**
 * The home page's count of paid tickets waiting for a class (the /placement list's total), for whom
 * GET student-class-tickets-paid-but-no-placement lists them (admin, staff); null for anyone else.
 */
export async function countPaidUnplaced(db: DbOrTx, actor: Actor): Promise<number | null> {
  if (!isStaff(actor)) return null;
  return countTicketRows(db, { paid: true, placed: false });
}

/** Placed tickets (who is in which class, with the placement fields). */
export const listPlaced = (db: DbOrTx, query: ClassTicketListQuery, locale: Locale = "en") =>
  ticketPage(db, { placed: true }, query, locale);

/**
 * POST student-class-tickets/{id}: places the ticket into a class of its own course session with the
 * placement fields; `session_class_id: null` takes it out of its class.
 */
export async function placeTicket(
  db: Database,
  actor: Actor,
  id: number,
  input: PlacementInput,
  locale: Locale = "en",
): Promise<ClassTicket> {
  return db.transaction(async (tx) => {
    const before = await lockTicket(tx, id);
    if (!before) throw notFound("class_ticket_not_found");
    const errors: Record<string, [Parameters<typeof fieldError>[1]]> = {};
    if (input.session_class_id !== null) {
      const cls = await findClass(tx, input.session_class_id);
      if (!cls) errors.session_class_id = ["session_class_not_found"];
      else if (cls.cls.courseSessionId !== before.courseSessionId)
        errors.session_class_id = ["class_not_in_session"];
      else if (await studentInClass(tx, before.studentUserId, cls.cls.id, id)) {
        errors.session_class_id = ["student_already_in_class"];
      } else if (
        cls.cls.capacity !== null &&
        before.sessionClassId !== cls.cls.id &&
        (await countPlaced(tx, cls.cls.id)) >= cls.cls.capacity
      ) {
        errors.session_class_id = ["class_full"];
      }
    }
    if (input.ta_user_id !== null) {
      const [ta] = await findUsersByIds(tx, [input.ta_user_id]);
      if (!ta) errors.ta_user_id = ["user_not_found"];
      else if (!hasRole({ roles: await rolesOf(tx, ta.id) }, "teacher", "staff")) {
        errors.ta_user_id = ["ta_not_eligible"];
      }
    }
    if (Object.keys(errors).length > 0) throw new AppError("validation_failed", { fieldErrors: errors });
    const placed = input.session_class_id !== null;
    await updateTicketRow(tx, id, {
      sessionClassId: input.session_class_id,
      placementDate: placed ? input.date : null,
      placementTime: placed ? input.time : null,
      address: placed ? input.address : "",
      classroom: placed ? input.classroom : "",
      studyRoom: placed ? input.study_room : "",
      scoreRange: placed ? input.score_range : "",
      taUserId: placed ? input.ta_user_id : null,
      placedAt: placed ? new Date() : null,
      placedBy: placed ? actor.id : null,
    });
    const after = await lockTicket(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: placed ? "class_ticket.place" : "class_ticket.unplace",
      targetType: "class_ticket",
      targetId: id,
      before: ticketAudit(before),
      after: after ? ticketAudit(after) : null,
      requestId: actor.requestId,
    });
    return ticketOrThrow(tx, id, locale);
  });
}

export async function deleteTicket(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockTicket(tx, id);
    if (!before) throw notFound("class_ticket_not_found");
    await deleteTicketRow(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "class_ticket.delete",
      targetType: "class_ticket",
      targetId: id,
      before: ticketAudit(before),
      requestId: actor.requestId,
    });
  });
}
