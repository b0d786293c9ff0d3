import {
  type CreateFeedbackInput,
  displayName,
  type FeedbackIssue,
  type FeedbackListQuery,
  type Locale,
  pagedList,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { fieldError, notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import { fileUrl, findDocument } from "../uploads";
import * as repo from "./feedback.repository";

/** A screenshot is attached within this time of its upload (the dialog uploads, then sends). */
const FILE_ATTACH_WINDOW_MS = 60 * 60 * 1000;

export type Sender = { userId: number | null; locale: Locale };

const toDto = (row: repo.FeedbackRow): FeedbackIssue => ({
  id: row.id,
  type: row.type,
  description: row.description,
  url: row.url,
  page_title: row.pageTitle,
  file: row.fileId && row.fileName ? fileUrl({ id: row.fileId, originalName: row.fileName }) : null,
  created_by: row.createdBy ?? 0,
  created_by_name: row.createdBy
    ? displayName({
        first_name: row.creatorFirstName,
        last_name: row.creatorLastName,
        username: row.creatorUsername,
      })
    : null,
  status: row.status,
  done_at: row.doneAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/**
 * The screenshot named by `file` (its /files/{id}/… address) if the sender may attach it: a
 * feedback upload (private image) they sent themselves — a visitor's has no owner — within the
 * hour, not attached to another report. Knowing another upload's address grants nothing.
 */
async function attachableFile(db: DbOrTx, file: string, sender: Sender): Promise<number> {
  const id = Number(/^\/files\/(\d+)/.exec(file)?.[1]);
  const row = Number.isSafeInteger(id) ? await findDocument(db, id) : undefined;
  const fresh = row && Date.now() - row.createdAt.getTime() < FILE_ATTACH_WINDOW_MS;
  if (
    !row ||
    !fresh ||
    row.visibility !== "private" ||
    !row.mimeType.startsWith("image/") ||
    row.ownerId !== sender.userId ||
    (await repo.isFileAttached(db, row.id))
  ) {
    throw fieldError("file", "v.feedback_file_invalid");
  }
  return row.id;
}

/** POST issue: `created_by` is the session's user (0 on the wire for a visitor), whatever the body says. */
export async function createFeedback(db: Database, input: CreateFeedbackInput, sender: Sender) {
  return db.transaction(async (tx) => {
    const fileUploadId = input.file ? await attachableFile(tx, input.file, sender) : null;
    const row = await repo.insertFeedback(tx, {
      type: input.type,
      description: input.description,
      url: input.url,
      pageTitle: input.page_title ?? "",
      fileUploadId,
      createdBy: sender.userId,
      locale: sender.locale,
    });
    return { ok: true as const, id: row.id };
  });
}

export async function listFeedback(db: DbOrTx, query: FeedbackListQuery) {
  const { rows, total } = await repo.listFeedbackPage(
    db,
    { status: query.status === "all" ? undefined : query.status, type: query.type, q: query.q },
    query.page,
    query.page_size,
  );
  return pagedList(rows.map(toDto), total, query.page, query.page_size);
}

export async function setFeedbackStatus(db: Database, actor: Actor, id: number, status: "open" | "done") {
  return db.transaction(async (tx) => {
    const before = await repo.findFeedback(tx, id);
    if (!before) throw notFound("feedback_not_found");
    await repo.setFeedbackStatus(tx, id, status, actor.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: status === "done" ? "feedback.done" : "feedback.reopened",
      targetType: "feedback_issue",
      targetId: id,
      before: { status: before.status },
      after: { status },
    });
    const after = await repo.findFeedback(tx, id);
    if (!after) throw notFound("feedback_not_found");
    return toDto(after);
  });
}
