import { randomBytes } from "node:crypto";
import {
  MAX_OPEN_PARENT_LINK_REQUESTS,
  PARENT_LINK_REQUEST_DAYS,
  type PagedList,
  type ParentLinkRequest,
} from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { isUniqueViolation } from "../../db/postgres-errors";
import { type Actor, hasRole } from "../../http/actor";
import { AppError, type FieldErrors, fieldError } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { enqueueMail } from "../../mail";
import { recordAudit } from "../audit";
import { findUsersByIds } from "../users";
import { linkRequestMail } from "./family-links.mail";
import {
  countOpenRequests,
  countRequestViews,
  deleteExpiredRequests,
  findOpenRequestStudentIds,
  insertRequest,
  type LinkRequestRow,
  listRequestViews,
} from "./family-links.repository";
import { confirmLinkUrl, hashToken, linkConfirmed, nameOf, toView } from "./family-links-rules";

/** Does this parent have an open (unexpired) request for the student? */
export async function hasOpenLinkRequest(db: DbOrTx, parentId: number, studentId: number) {
  return (await findOpenRequestStudentIds(db, parentId, [studentId])).length > 0;
}

/** Open requests a parent made (finish-bind counts them as the students the parent named). */
export async function countOpenLinkRequests(db: DbOrTx, parentId: number): Promise<number> {
  return countOpenRequests(db, parentId);
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
