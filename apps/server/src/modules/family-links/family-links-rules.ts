import { createHash } from "node:crypto";
import type { ParentLinkRequest } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { type Actor, hasRole } from "../../http/actor";
import { toWireTime } from "../../http/wire-time";
import { recordAudit } from "../audit";
import { deleteRequestsForPairs, insertLinks, type RequestViewRow } from "./family-links.repository";

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
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const nameOf = (first: string, last: string, fallback: string) =>
  `${first} ${last}`.trim() || fallback;

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

export function toView(row: RequestViewRow, viewer: Actor): ParentLinkRequest {
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
