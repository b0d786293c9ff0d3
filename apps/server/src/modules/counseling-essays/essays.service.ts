import {
  type CreateEssay,
  countWords,
  ESSAY_LIMITS,
  type EssayConflictDetails,
  type EssaysQuery,
  type UpdateEssay,
} from "@edu/shared/counseling-essays";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, fieldError, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { toWireTime } from "../../http/wire-time";
import { richTextInput, richTextToPlainText } from "../../rich-text";
import { recordAudit } from "../audit";
import * as repo from "./counseling-essays.repository";
import { counselingEssays, counselingEssayVersions, type EssayRow } from "./counseling-essays.table";
import { assertWrite, auditView, essayAccess, essayAnswer, essayFor, flag, summaryOf } from "./essay-access";

const AUDIT_TARGET = "counseling_essay";
/** Tests pass a clock to fold or split versions without waiting ten minutes. */
export type EssayClock = { now?: Date };

/** Sanitized content and its word count (CJK characters one each, other words split on spaces). */
function contentOf(value: string) {
  const html = richTextInput("content", value);
  return { html, wordCount: countWords(richTextToPlainText(html)) };
}

async function checkSchool(db: DbOrTx, counselingSchoolId: number | null | undefined, studentUserId: number) {
  if (counselingSchoolId === null || counselingSchoolId === undefined) return;
  if (!(await repo.schoolOfStudent(db, counselingSchoolId, studentUserId)))
    throw fieldError("counseling_school_id", "v.ce_school_not_listed");
}

/**
 * A content save becomes a version: the same author's save within 10 minutes of the latest version's
 * first save rewrites that version (autosaves and quick fixes are one step of the history); otherwise
 * a new version starts.
 */
async function keepVersion(
  tx: DbOrTx,
  essayId: number,
  authorId: number,
  html: string,
  words: number,
  now: Date,
) {
  const latest = await repo.latestVersion(tx, essayId);
  const foldUntil = latest ? latest.startedAt.getTime() + ESSAY_LIMITS.version_fold_minutes * 60_000 : 0;
  if (latest && latest.authorId === authorId && now.getTime() <= foldUntil) {
    await tx
      .update(counselingEssayVersions)
      .set({ content: html, wordCount: words, savedAt: now })
      .where(eq(counselingEssayVersions.id, latest.id));
    return;
  }
  await tx
    .insert(counselingEssayVersions)
    .values({ essayId, authorId, content: html, wordCount: words, startedAt: now, savedAt: now });
}

async function audit(
  tx: DbOrTx,
  actor: Actor,
  action: string,
  id: number,
  before?: EssayRow,
  after?: EssayRow,
) {
  await recordAudit(tx, {
    actorId: actor.id,
    action: `${AUDIT_TARGET}.${action}`,
    targetType: AUDIT_TARGET,
    targetId: id,
    before: before ? auditView(before) : undefined,
    after: after ? auditView(after) : undefined,
    requestId: actor.requestId,
  });
}

export async function listEssays(db: DbOrTx, actor: Actor, query: EssaysQuery) {
  const access = await essayAccess(db, actor, query.student_user_id);
  const { rows, total } = await repo.listEssays(
    db,
    {
      studentUserId: query.student_user_id,
      counselingSchoolId: query.counseling_school_id,
      status: query.status,
    },
    query.page,
    query.page_size,
  );
  const people = await repo.peopleByIds(
    db,
    rows.map((row) => row.essay.updatedBy),
  );
  const page = toPage(
    rows.map((row) => summaryOf(row, people)),
    total,
    query.page,
    query.page_size,
  );
  return { ...page, can_write: flag(access.canWrite) };
}

export async function getEssay(db: DbOrTx, actor: Actor, id: number) {
  const { found, access } = await essayFor(db, actor, id);
  return essayAnswer(db, found, access);
}

async function answerAfterWrite(
  db: DbOrTx,
  actor: Actor,
  id: number,
  message: "ce_created" | "ce_saved" | "ce_marked_complete" | "ce_marked_incomplete",
) {
  return { message, data: await getEssay(db, actor, id) };
}

export async function createEssay(db: DbOrTx, actor: Actor, body: CreateEssay, clock: EssayClock = {}) {
  const id = await db.transaction(async (tx) => {
    assertWrite(await essayAccess(tx, actor, body.student_user_id));
    await checkSchool(tx, body.counseling_school_id, body.student_user_id);
    const { html, wordCount } = contentOf(body.content);
    const now = clock.now ?? new Date();
    const [row] = await tx
      .insert(counselingEssays)
      .values({
        studentUserId: body.student_user_id,
        counselingSchoolId: body.counseling_school_id,
        prompt: body.prompt,
        title: body.title,
        wordLimit: body.word_limit,
        status: html && body.status === "not_started" ? "in_progress" : body.status,
        content: html,
        wordCount,
        documentUrl: body.document_url,
        version: html ? 1 : 0,
        createdBy: actor.id,
        updatedBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("essay not inserted");
    if (html) await keepVersion(tx, row.id, actor.id, html, wordCount, now);
    await audit(tx, actor, "create", row.id, undefined, row);
    return row.id;
  });
  return answerAfterWrite(db, actor, id, "ce_created");
}

/**
 * PATCH: fields sent change; content is saved only from the version the editor started from. A stale
 * save is 409 with the essay's current content in `details`, so the editor can merge rather than lose it.
 */
export async function updateEssay(
  db: DbOrTx,
  actor: Actor,
  id: number,
  body: UpdateEssay,
  clock: EssayClock = {},
) {
  await db.transaction(async (tx) => {
    const before = await repo.lockEssay(tx, id);
    if (!before) throw notFound();
    assertWrite(await essayAccess(tx, actor, before.studentUserId));
    await checkSchool(tx, body.counseling_school_id, before.studentUserId);
    const now = clock.now ?? new Date();
    const patch: Partial<typeof counselingEssays.$inferInsert> = { updatedBy: actor.id, updatedAt: now };
    if (body.counseling_school_id !== undefined) patch.counselingSchoolId = body.counseling_school_id;
    if (body.prompt !== undefined) patch.prompt = body.prompt;
    if (body.title !== undefined) patch.title = body.title;
    if (body.word_limit !== undefined) patch.wordLimit = body.word_limit;
    if (body.status !== undefined) patch.status = body.status;
    if (body.document_url !== undefined) patch.documentUrl = body.document_url;
    if (body.content !== undefined) {
      if (body.version !== before.version) throw await staleSave(tx, before);
      const { html, wordCount } = contentOf(body.content);
      if (html !== before.content) {
        patch.content = html;
        patch.wordCount = wordCount;
        patch.version = before.version + 1;
        // Writing starts the essay unless the writer sets a status with the same save.
        if (body.status === undefined && before.status === "not_started" && html)
          patch.status = "in_progress";
        await keepVersion(tx, id, actor.id, html, wordCount, now);
      }
    }
    const [after] = await tx
      .update(counselingEssays)
      .set(patch)
      .where(eq(counselingEssays.id, id))
      .returning();
    if (after) await audit(tx, actor, "update", id, before, after);
  });
  return answerAfterWrite(db, actor, id, "ce_saved");
}

async function staleSave(db: DbOrTx, current: EssayRow): Promise<AppError> {
  const people = await repo.peopleByIds(db, [current.updatedBy]);
  const details: EssayConflictDetails = {
    version: current.version,
    content: current.content,
    word_count: current.wordCount,
    updated_at: toWireTime(current.updatedAt),
    updated_by: current.updatedBy === null ? null : (people.get(current.updatedBy) ?? null),
  };
  return new AppError("conflict", { message: "ce_stale_version", details });
}

export async function completeEssay(db: DbOrTx, actor: Actor, id: number, completed: boolean) {
  await db.transaction(async (tx) => {
    const before = await repo.lockEssay(tx, id);
    if (!before) throw notFound();
    assertWrite(await essayAccess(tx, actor, before.studentUserId));
    const [after] = await tx
      .update(counselingEssays)
      .set({ completed, updatedBy: actor.id, updatedAt: new Date() })
      .where(eq(counselingEssays.id, id))
      .returning();
    if (after) await audit(tx, actor, completed ? "complete" : "reopen", id, before, after);
  });
  return answerAfterWrite(db, actor, id, completed ? "ce_marked_complete" : "ce_marked_incomplete");
}

export async function deleteEssay(db: DbOrTx, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const before = await repo.lockEssay(tx, id);
    if (!before) throw notFound();
    assertWrite(await essayAccess(tx, actor, before.studentUserId));
    await tx.delete(counselingEssays).where(eq(counselingEssays.id, id));
    await audit(tx, actor, "delete", id, before);
  });
  return { message: "ce_deleted" as const };
}
