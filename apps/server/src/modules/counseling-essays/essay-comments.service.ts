import {
  type CreateEssayComment,
  ESSAY_LIMITS,
  type EssayComment,
  type UpdateEssayComment,
} from "@edu/shared/counseling-essays";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, fieldError, notFound } from "../../http/app-error";
import { toWireTime, toWireTimeOrNull } from "../../http/wire-time";
import { richTextToPlainText } from "../../rich-text";
import { recordAudit } from "../audit";
import * as repo from "./counseling-essays.repository";
import { counselingEssayComments, type EssayCommentRow } from "./counseling-essays.table";
import { essayFor, flag } from "./essay-access";

const AUDIT_TARGET = "counseling_essay_comment";

/**
 * Where the quoted passage is in the essay's plain text now: the match nearest the offset the web sent,
 * white space compared loosely (an editor's selection and the server's plain text may break lines
 * differently). Null when the passage is not in the essay.
 */
export function locateQuote(plain: string, quote: string, start: number): number | null {
  if (plain.slice(start, start + quote.length) === quote) return start;
  const words = quote.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const pattern = new RegExp(
    words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+"),
    "gu",
  );
  let best: number | null = null;
  for (const match of plain.matchAll(pattern)) {
    if (best === null || Math.abs(match.index - start) < Math.abs(best - start)) best = match.index;
  }
  return best;
}

function viewOf(row: EssayCommentRow, people: Map<number, repo.Person>, actor: Actor) {
  const person = (id: number | null) => (id === null ? null : (people.get(id) ?? null));
  return {
    id: row.id,
    essay_id: row.essayId,
    parent_id: row.parentId,
    quote: row.quote,
    start_offset: row.startOffset,
    body: row.body,
    author: person(row.authorId),
    status: row.status,
    resolved_by: person(row.resolvedBy),
    resolved_at: toWireTimeOrNull(row.resolvedAt),
    created_at: toWireTime(row.createdAt),
    updated_at: toWireTime(row.updatedAt),
    is_mine: flag(row.authorId === actor.id),
  };
}

async function viewOne(db: DbOrTx, row: EssayCommentRow, actor: Actor) {
  const people = await repo.peopleByIds(db, [row.authorId, row.resolvedBy]);
  return viewOf(row, people, actor);
}

/** Threads in the order written, each with its replies. */
export async function listComments(db: DbOrTx, actor: Actor, essayId: number) {
  const { access } = await essayFor(db, actor, essayId);
  const rows = await repo.listComments(db, essayId);
  const people = await repo.peopleByIds(
    db,
    rows.flatMap((row) => [row.authorId, row.resolvedBy]),
  );
  const threads = new Map<number, EssayComment>();
  for (const row of rows)
    if (row.parentId === null) threads.set(row.id, { ...viewOf(row, people, actor), replies: [] });
  for (const row of rows)
    if (row.parentId !== null) threads.get(row.parentId)?.replies.push(viewOf(row, people, actor));
  return { data: [...threads.values()], can_resolve: flag(access.canResolve) };
}

async function audit(
  tx: DbOrTx,
  actor: Actor,
  action: string,
  row: EssayCommentRow,
  before?: EssayCommentRow,
) {
  const view = (r: EssayCommentRow) => ({
    essay_id: r.essayId,
    parent_id: r.parentId,
    body: r.body,
    status: r.status,
  });
  await recordAudit(tx, {
    actorId: actor.id,
    action: `${AUDIT_TARGET}.${action}`,
    targetType: AUDIT_TARGET,
    targetId: row.id,
    before: before ? view(before) : undefined,
    after: action === "delete" ? undefined : view(row),
    requestId: actor.requestId,
  });
}

/** Anyone who reads the essay comments on it: counselor, student and parent alike. */
export async function createComment(db: DbOrTx, actor: Actor, essayId: number, body: CreateEssayComment) {
  return db.transaction(async (tx) => {
    const { found } = await essayFor(tx, actor, essayId);
    if ((await repo.countComments(tx, essayId)) >= ESSAY_LIMITS.comments_per_essay)
      throw fieldError("body", "v.ce_too_many_comments");
    let quote: string | null = null;
    let start: number | null = null;
    if (body.parent_id !== null) {
      if (body.anchor !== null) throw fieldError("anchor", "v.ce_reply_no_anchor");
      if (!(await repo.threadStart(tx, essayId, body.parent_id)))
        throw fieldError("parent_id", "v.ce_reply_to_reply");
    } else {
      if (body.anchor === null) throw fieldError("anchor", "v.ce_anchor_required");
      start = locateQuote(richTextToPlainText(found.essay.content), body.anchor.quote, body.anchor.start);
      if (start === null) throw fieldError("anchor.quote", "v.ce_quote_not_found");
      quote = body.anchor.quote;
    }
    const [row] = await tx
      .insert(counselingEssayComments)
      .values({
        essayId,
        parentId: body.parent_id,
        authorId: actor.id,
        quote,
        startOffset: start,
        body: body.body,
      })
      .returning();
    if (!row) throw new Error("comment not inserted");
    await audit(tx, actor, "create", row);
    return { message: "ce_comment_added" as const, data: await viewOne(tx, row, actor) };
  });
}

/** The author edits the body; the student or a counselor resolves or reopens a thread. */
export async function updateComment(db: DbOrTx, actor: Actor, id: number, body: UpdateEssayComment) {
  return db.transaction(async (tx) => {
    const before = await repo.readComment(tx, id, true);
    if (!before) throw notFound();
    const { access } = await essayFor(tx, actor, before.essayId);
    const patch: Partial<typeof counselingEssayComments.$inferInsert> = {};
    if (body.body !== undefined && body.body !== before.body) {
      if (before.authorId !== actor.id) throw new AppError("forbidden", { message: "ce_not_your_comment" });
      patch.body = body.body;
      patch.updatedAt = new Date();
    }
    if (body.status !== undefined && body.status !== before.status) {
      if (before.parentId !== null) throw fieldError("status", "v.ce_reply_status");
      if (!access.canResolve) throw new AppError("forbidden", { message: "ce_cannot_resolve" });
      const resolved = body.status === "resolved";
      patch.status = body.status;
      patch.resolvedBy = resolved ? actor.id : null;
      patch.resolvedAt = resolved ? new Date() : null;
    }
    let row = before;
    if (Object.keys(patch).length > 0) {
      const [after] = await tx
        .update(counselingEssayComments)
        .set(patch)
        .where(eq(counselingEssayComments.id, id))
        .returning();
      if (after) {
        row = after;
        await audit(tx, actor, "update", after, before);
      }
    }
    return { message: "ce_comment_saved" as const, data: await viewOne(tx, row, actor) };
  });
}

/** Only the author deletes a comment; a thread's replies go with it. */
export async function deleteComment(db: DbOrTx, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const before = await repo.readComment(tx, id, true);
    if (!before) throw notFound();
    await essayFor(tx, actor, before.essayId);
    if (before.authorId !== actor.id) throw new AppError("forbidden", { message: "ce_not_your_comment" });
    await tx.delete(counselingEssayComments).where(eq(counselingEssayComments.id, id));
    await audit(tx, actor, "delete", before, before);
  });
  return { message: "ce_comment_deleted" as const };
}
