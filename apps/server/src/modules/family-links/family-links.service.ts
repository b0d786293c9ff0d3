import { createHash, randomBytes } from "node:crypto";
import {
  MAX_OPEN_PARENT_LINK_REQUESTS,
  PARENT_LINK_REQUEST_DAYS,
  type PagedList,
  type ParentLinkDecision,
  type ParentLinkRequest,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import { isUniqueViolation } from "../../db/postgres-errors";
import { type Actor, hasRole } from "../../http/actor";
import { AppError, type FieldErrors, fieldError, forbidden, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { toWireTime } from "../../http/wire-time";
import { enqueueMail } from "../../mail";
import { recordAudit } from "../audit";
import { findUsersByIds } from "../users";
import { linkRequestMail } from "./family-links.mail";
import {
  countOpenRequests,
  countRequestViews,
  deleteExpiredRequests,
  deleteRequest,
  deleteRequestsForPairs,
  findOpenRequestStudentIds,
  insertLinks,
  insertRequest,
  isLinkedParent,
  type LinkRequestRow,
  listRequestViews,
  lockRequestById,
  lockRequestByTokenHash,
  type RequestViewRow,
} from "./family-links.repository";

/**
 * Who may create a parent–student link: `parent_students` holds confirmed links only, and
 * every reader of the relation (profiles, enrollments, contracts, classes, courses, relations, the
 * user object's student_ids) reads that table, so an unconfirmed request can grant nothing.
 * - `linkConfirmed`: links that need nobody's confirmation — an admin's, a student's own link code,
 *   a parent who is their own student, and a confirmed request.
 * - `requestParentLinks`: what a parent asks for by email (bind-parent, link-student): a request the
 *   student confirms through a mailed single-use link or on their home page, or that a parent already
 *   linked to the student, or an admin, confirms.
 */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const nameOf = (first: string, last: string, fallback: string) => `${first} ${last}`.trim() || fallback;

export const confirmLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, "")}/family-links/confirm?token=${encodeURIComponent(token)}`;

/** Parent–student pairs linked at once, audited on each student and on the parent. */
export async function linkConfirmed(
  tx: DbOrTx,
  actor: Pick<Actor, "id" | "requestId">,
  parentId: number,
  studentIds: number[],
  via: string,
  details: Record<string, unknown> = {},
): Promise<number[]> {
  const added = await insertLinks(tx, parentId, studentIds);
  // A pair linked by any path no longer waits for confirmation.
  await deleteRequestsForPairs(tx, parentId, studentIds);
  for (const studentId of studentIds) {
    await recordAudit(tx, {
      actorId: actor.id,
      action: "parent_student.connect",
      targetType: "user",
      targetId: studentId,
      after: { parent_id: parentId, student_id: studentId, via, ...details },
      requestId: actor.requestId,
    });
  }
  if (!(studentIds.length === 1 && studentIds[0] === parentId)) {
    await recordAudit(tx, {
      actorId: actor.id,
      action: "parent_student.connect",
      targetType: "user",
      targetId: parentId,
      after: { parent_id: parentId, student_ids: studentIds, via, ...details },
      requestId: actor.requestId,
    });
  }
  return added;
}

/** Does this parent have an open (unexpired) request for the student? */
export async function hasOpenLinkRequest(db: DbOrTx, parentId: number, studentId: number) {
  return (await findOpenRequestStudentIds(db, parentId, [studentId])).length > 0;
}

/** Open requests a parent made (finish-bind counts them as the students the parent named). */
export async function countOpenLinkRequests(db: DbOrTx, parentId: number): Promise<number> {
  return countOpenRequests(db, parentId);
}

function toView(row: RequestViewRow, viewer: Actor): ParentLinkRequest {
  const isMine = row.parent_id === viewer.id;
  const canConfirm = !isMine && (hasRole(viewer, "super-admin") || row.viewer_decides);
  return {
    id: row.id,
    status: "pending",
    via: row.via,
    parent_id: row.parent_id,
    parent_username: row.parent_username,
    parent_name: nameOf(row.parent_first_name, row.parent_last_name, row.parent_username),
    parent_email: row.parent_email,
    student_id: row.student_id,
    student_email: row.student_email,
    student_name: canConfirm
      ? nameOf(row.student_first_name, row.student_last_name, row.student_username)
      : null,
    created_at: toWireTime(row.created_at),
    expires_at: toWireTime(row.expires_at),
    can_confirm: canConfirm,
    is_mine: isMine,
  };
}

export type LinkAsk = { studentId: number; field: string };

/**
 * A parent asks for links to students named by email. Each request mails the student a confirmation
 * link (in the student's language, through the outbox: sent only if the caller's transaction commits).
 * Runs in the caller's transaction; a refusal (open request, too many open requests) throws field
 * errors and the caller writes nothing.
 */
export async function requestParentLinks(
  tx: DbOrTx,
  publicUrl: string,
  actor: Actor,
  parentId: number,
  asks: LinkAsk[],
  options: { via: "bind-parent" | "link-student"; limitField: string },
): Promise<{ linked: number[]; requests: ParentLinkRequest[] }> {
  const immediate = asks.filter((ask) => hasRole(actor, "super-admin") || ask.studentId === parentId);
  const asked = asks.filter((ask) => !immediate.includes(ask));
  const askedIds = asked.map((ask) => ask.studentId);
  await deleteExpiredRequests(tx, parentId, askedIds);
  const open = new Set(await findOpenRequestStudentIds(tx, parentId, askedIds));
  const errors: FieldErrors = {};
  for (const ask of asked) if (open.has(ask.studentId)) errors[ask.field] = ["link_request_pending"];
  if (Object.keys(errors).length) throw new AppError("validation_failed", { fieldErrors: errors });
  if ((await countOpenRequests(tx, parentId)) + asked.length > MAX_OPEN_PARENT_LINK_REQUESTS) {
    throw fieldError(options.limitField, "link_request_limit");
  }

  const linked = await linkConfirmed(
    tx,
    actor,
    parentId,
    immediate.map((ask) => ask.studentId),
    hasRole(actor, "super-admin") ? "admin" : "self",
  );
  if (asked.length === 0) return { linked, requests: [] };

  const people = new Map((await findUsersByIds(tx, [parentId, ...askedIds])).map((row) => [row.id, row]));
  const parent = people.get(parentId);
  if (!parent) throw new Error("link request: parent row missing");
  const parentName = `${nameOf(parent.firstName, parent.lastName, parent.username)} (${parent.email ?? parent.username})`;
  const expiresAt = new Date(Date.now() + PARENT_LINK_REQUEST_DAYS * 24 * 60 * 60 * 1000);
  const created: number[] = [];
  for (const ask of asked) {
    const student = people.get(ask.studentId);
    if (!student?.email) throw fieldError(ask.field, "student_email_not_found");
    const token = randomBytes(24).toString("base64url");
    let row: LinkRequestRow;
    try {
      row = await insertRequest(tx, {
        parentId,
        studentId: student.id,
        via: options.via,
        tokenHash: hashToken(token),
        expiresAt,
      });
    } catch (error) {
      // Two requests for one pair at once: the second is refused like any open request.
      if (isUniqueViolation(error)) throw fieldError(ask.field, "link_request_pending");
      throw error;
    }
    created.push(row.id);
    const mail = linkRequestMail(student.lang, {
      studentName: nameOf(student.firstName, student.lastName, student.username),
      parentName,
      link: confirmLinkUrl(publicUrl, token),
      days: PARENT_LINK_REQUEST_DAYS,
    });
    await enqueueMail(tx, {
      to: student.email,
      ...mail,
      locale: student.lang,
      kind: "parent_link_request",
      meta: { request_id: row.id, parent_id: parentId, student_id: student.id },
    });
    for (const targetId of [student.id, parentId]) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: "parent_link.request",
        targetType: "user",
        targetId,
        after: {
          request_id: row.id,
          parent_id: parentId,
          student_id: student.id,
          via: options.via,
          expires_at: expiresAt.toISOString(),
        },
        requestId: actor.requestId,
      });
    }
  }
  const views = await listRequestViews(tx, actor.id, {
    everything: false,
    ids: created,
    page: 1,
    pageSize: created.length,
  });
  return { linked, requests: views.map((row) => toView(row, actor)) };
}

/** GET parent-link-requests: what the viewer asked for and what waits for their answer (admins: all). */
export async function listLinkRequests(
  db: DbOrTx,
  viewer: Actor,
  paging: { page: number; page_size: number },
): Promise<PagedList<ParentLinkRequest>> {
  const rows = await listRequestViews(db, viewer.id, {
    everything: hasRole(viewer, "super-admin"),
    page: paging.page,
    pageSize: paging.page_size,
  });
  return toPage(
    rows.map((row) => toView(row, viewer)),
    rows[0]?.total ?? 0,
    paging.page,
    paging.page_size,
  );
}

/**
 * GET parent-link-requests counted (the home page): requests waiting for the viewer's answer (the
 * list's `can_confirm` rows) and requests the viewer made (its `is_mine` rows). Any signed-in user.
 */
export async function countLinkRequests(
  db: DbOrTx,
  viewer: Actor,
): Promise<{ to_answer: number; asked_by_me: number }> {
  const counts = await countRequestViews(db, viewer.id, { everything: hasRole(viewer, "super-admin") });
  return { to_answer: counts.toAnswer, asked_by_me: counts.askedByMe };
}

/** The student, a parent already linked to the student, or an admin decides a request. */
async function decidesOn(tx: DbOrTx, actor: Actor, row: LinkRequestRow): Promise<boolean> {
  if (row.parentId === actor.id) return false;
  return (
    hasRole(actor, "super-admin") || row.studentId === actor.id || isLinkedParent(tx, actor.id, row.studentId)
  );
}

async function confirmRow(tx: DbOrTx, actor: Actor, row: LinkRequestRow, byToken: boolean) {
  await linkConfirmed(tx, actor, row.parentId, [row.studentId], "confirmed", {
    request_id: row.id,
    requested_via: row.via,
    by_token: byToken,
  });
  return { id: row.id, status: "confirmed", parent_id: row.parentId, student_id: row.studentId } as const;
}

/** Confirm on screen. The parent who asked cannot confirm their own request (403). */
export async function confirmLinkRequest(db: Database, actor: Actor, id: number) {
  return db.transaction(async (tx): Promise<ParentLinkDecision> => {
    const row = await lockRequestById(tx, id);
    if (!row) throw notFound("link_request_not_found");
    if (row.parentId === actor.id) throw forbidden();
    if (!(await decidesOn(tx, actor, row))) throw notFound("link_request_not_found");
    return confirmRow(tx, actor, row, false);
  });
}

/** Decline (the student, a linked parent, an admin) or withdraw (the parent who asked). */
export async function declineLinkRequest(db: Database, actor: Actor, id: number) {
  return db.transaction(async (tx): Promise<ParentLinkDecision> => {
    const row = await lockRequestById(tx, id);
    if (!row) throw notFound("link_request_not_found");
    const withdraw = row.parentId === actor.id;
    if (!withdraw && !(await decidesOn(tx, actor, row))) throw notFound("link_request_not_found");
    await deleteRequest(tx, row.id);
    for (const targetId of new Set([row.studentId, row.parentId])) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: withdraw ? "parent_link.withdraw" : "parent_link.decline",
        targetType: "user",
        targetId,
        before: { request_id: row.id, parent_id: row.parentId, student_id: row.studentId, via: row.via },
        requestId: actor.requestId,
      });
    }
    return {
      id: row.id,
      status: withdraw ? "withdrawn" : "declined",
      parent_id: row.parentId,
      student_id: row.studentId,
    };
  });
}

/** The mailed link is the student's: another signed-in account gets 403, a used or unknown one 422. */
async function requestOfToken(tx: DbOrTx, viewer: Actor, token: string): Promise<LinkRequestRow> {
  const row = await lockRequestByTokenHash(tx, hashToken(token));
  if (!row) throw fieldError("token", "link_request_invalid");
  if (row.studentId !== viewer.id) throw forbidden("link_request_other_account");
  if (row.expiresAt.getTime() <= Date.now()) throw fieldError("token", "link_request_expired");
  return row;
}

/** The mailed link's page shows who asks before the student answers. */
export async function viewLinkRequestByToken(db: Database, viewer: Actor, token: string) {
  return db.transaction(async (tx) => {
    const row = await requestOfToken(tx, viewer, token);
    const [view] = await listRequestViews(tx, viewer.id, {
      everything: false,
      ids: [row.id],
      page: 1,
      pageSize: 1,
    });
    if (!view) throw fieldError("token", "link_request_invalid");
    return toView(view, viewer);
  });
}

/** Confirm through the mailed link (single use: the request and its token are gone afterwards). */
export async function confirmLinkRequestByToken(db: Database, actor: Actor, token: string) {
  return db.transaction(async (tx): Promise<ParentLinkDecision> => {
    const row = await requestOfToken(tx, actor, token);
    return confirmRow(tx, actor, row, true);
  });
}
