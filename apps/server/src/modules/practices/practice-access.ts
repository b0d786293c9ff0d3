import { timingSafeEqual } from "node:crypto";
import type { DbOrTx } from "../../db/database";
import { type Actor, isSuperAdmin } from "../../http/actor";
import { forbidden, notFound } from "../../http/app-error";
import * as repo from "./practices.repository";
import type { PracticeRow } from "./practices.table";

/**
 * Who may do what with a practice (spec 03 §4, §6):
 * - edit: its author, the "who can edit" list (a user, a class's students and teachers, a tag's users), super-admin;
 * - use (open, take, copy): its editors, the "who can use" list, everyone signed in when public, and
 *   whoever brings the link's token when unlisted. A private practice is never opened by its link.
 * Anyone else is answered 404: an id tells nothing.
 */
export async function mayEdit(db: DbOrTx, actor: Actor, row: PracticeRow) {
  if (isSuperAdmin(actor) || row.createdBy === actor.id) return true;
  return repo.isOnList(db, row.id, actor.id, "edit");
}

const sameToken = (given: string | undefined, token: string) =>
  given !== undefined &&
  given.length === token.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(token));

async function mayUse(db: DbOrTx, actor: Actor, row: PracticeRow, link: string | undefined) {
  if (row.share === "public") return true;
  if (row.share === "unlisted" && sameToken(link, row.linkToken)) return true;
  return repo.isOnList(db, row.id, actor.id, "use");
}

export type OpenPractice = { row: PracticeRow; canEdit: boolean };

/** A practice the actor may use (or edit), locked as asked; anything else is 404. */
export async function openPractice(
  db: DbOrTx,
  actor: Actor,
  id: number,
  link: string | undefined,
  lock?: "update" | "share",
): Promise<OpenPractice> {
  const row = await repo.practiceById(db, id, lock);
  if (!row) throw notFound();
  const canEdit = await mayEdit(db, actor, row);
  if (!canEdit && !(await mayUse(db, actor, row, link))) throw notFound();
  return { row, canEdit };
}

/** A practice the actor edits: 404 when they may not even use it, 403 when they may use but not edit. */
export async function editablePractice(db: DbOrTx, actor: Actor, id: number): Promise<PracticeRow> {
  const { row, canEdit } = await openPractice(db, actor, id, undefined, "update");
  if (!canEdit) throw forbidden();
  return row;
}
