import { timingSafeEqual } from "node:crypto";
import type { DbOrTx } from "../../db/database";
import { type Actor, isSuperAdmin } from "../../http/actor";
import { forbidden, notFound } from "../../http/app-error";
import * as repo from "./full-practices.repository";
import type { FullPracticeRow } from "./full-practices.table";
import { isOnList } from "./practices.repository";

/** A full practice's sharing: the practice's rules (practice-access.ts) on its own lists. */
export async function mayEditFull(db: DbOrTx, actor: Actor, row: FullPracticeRow) {
  if (isSuperAdmin(actor) || row.createdBy === actor.id) return true;
  return isOnList(db, row.id, actor.id, "edit", "full");
}

const sameToken = (given: string | undefined, token: string) =>
  given !== undefined &&
  given.length === token.length &&
  timingSafeEqual(Buffer.from(given), Buffer.from(token));

async function mayUse(db: DbOrTx, actor: Actor, row: FullPracticeRow, link: string | undefined) {
  if (row.share === "public") return true;
  if (row.share === "unlisted" && sameToken(link, row.linkToken)) return true;
  return isOnList(db, row.id, actor.id, "use", "full");
}

/** A full practice the actor may use (or edit); anything else is 404. */
export async function openFullPractice(
  db: DbOrTx,
  actor: Actor,
  id: number,
  link: string | undefined,
  lock?: "update" | "share",
) {
  const row = await repo.fullPracticeById(db, id, lock);
  if (!row) throw notFound();
  const canEdit = await mayEditFull(db, actor, row);
  if (!canEdit && !(await mayUse(db, actor, row, link))) throw notFound();
  return { row, canEdit };
}

/** 404 when the actor may not even use it, 403 when they may use but not edit. */
export async function editableFullPractice(db: DbOrTx, actor: Actor, id: number) {
  const { row, canEdit } = await openFullPractice(db, actor, id, undefined, "update");
  if (!canEdit) throw forbidden();
  return row;
}
