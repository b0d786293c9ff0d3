import type { ParentLinkDecision } from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import { type Actor, hasRole } from "../../http/actor";
import { fieldError, forbidden, notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import {
  deleteRequest,
  isLinkedParent,
  type LinkRequestRow,
  listRequestViews,
  lockRequestById,
  lockRequestByTokenHash,
} from "./family-links.repository";
import { hashToken, linkConfirmed, toView } from "./family-links-rules";

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
