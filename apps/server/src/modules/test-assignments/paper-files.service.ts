import { createHmac, timingSafeEqual } from "node:crypto";
import { PAPER_TOKEN_MINUTES } from "@edu/shared/test-assignments";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { installationSecret } from "../../db/installation-secrets";
import { type Actor, isStaff } from "../../http/actor";
import { AppError, fieldError, forbidden, notFound } from "../../http/app-error";
import { toWireTime } from "../../http/wire-time";
import { findDocument } from "../uploads";
import { mayManage } from "./assignment-access";
import * as repo from "./test-assignments.repository";
import { type TestAssignmentRow, testAssignmentStudents } from "./test-assignments.table";

/**
 * Paper tests (spec 03 §2 /tests/start/download/{fileToken}, /tests/file): an assignment may carry a file
 * (a document its teacher uploaded, private to them in the uploads module). An assigned student asks for a
 * token and downloads through it. The token is `{assignment}.{user}.{expires, epoch s}.{HMAC}` under a
 * per-installation secret: it needs no table, cannot be forged or moved to another user or assignment, and
 * stops working when it expires (the link on a forwarded mail or a shared screen soon dies).
 */
const SECRET_NAME = "test-paper-files";

async function macFor(db: DbOrTx, assignmentId: number, userId: number, expires: number) {
  const secret = await installationSecret(db, SECRET_NAME);
  return createHmac("sha256", secret)
    .update(`test-paper-file/v1/${assignmentId}/${userId}/${expires}`)
    .digest("base64url");
}

async function isAssigned(db: DbOrTx, assignmentId: number, userId: number) {
  const [row] = await db
    .select({ id: testAssignmentStudents.studentUserId })
    .from(testAssignmentStudents)
    .where(
      and(
        eq(testAssignmentStudents.assignmentId, assignmentId),
        eq(testAssignmentStudents.studentUserId, userId),
      ),
    );
  return Boolean(row);
}

/** Who may have the file: whoever manages the assignment any time, an assigned student once it opens. */
async function readerOf(db: DbOrTx, actor: Actor, row: TestAssignmentRow, now: Date) {
  if (await mayManage(db, actor, row)) return;
  if (!(await isAssigned(db, row.id, actor.id))) throw notFound();
  if (row.opensAt > now) throw new AppError("conflict", { message: "ta_paper_not_open" });
}

async function paperOf(db: DbOrTx, row: TestAssignmentRow) {
  const file = row.paperUploadId === null ? undefined : await findDocument(db, row.paperUploadId);
  if (!file) throw new AppError("conflict", { message: "ta_no_paper" });
  return file;
}

/** POST assign-test/{id}/file-token. */
export async function issueFileToken(db: DbOrTx, actor: Actor, assignmentId: number, now = new Date()) {
  const row = await repo.assignmentById(db, assignmentId);
  if (!row) throw notFound();
  await readerOf(db, actor, row, now);
  await paperOf(db, row);
  const expires = Math.floor(now.getTime() / 1000) + PAPER_TOKEN_MINUTES * 60;
  const token = `${row.id}.${actor.id}.${expires}.${await macFor(db, row.id, actor.id, expires)}`;
  return {
    data: {
      token,
      expires_at: toWireTime(new Date(expires * 1000)),
      page: `/tests/start/download/${token}`,
    },
  };
}

/**
 * The assignment and file a token names for this caller. Forged (or naming what no longer exists): 404.
 * Another user's token: 403. Expired: 403 with `details.reason` "expired", so the page says so.
 */
export async function openFileToken(db: DbOrTx, actor: Actor, token: string, now = new Date()) {
  const [assignmentText, userText, expiresText, mac = ""] = token.split(".");
  const [assignmentId, userId, expires] = [assignmentText, userText, expiresText].map(Number) as [
    number,
    number,
    number,
  ];
  const invalid = () => notFound("ta_file_link_invalid");
  if (![assignmentId, userId, expires].every(Number.isSafeInteger)) throw invalid();
  const given = Buffer.from(mac);
  const expected = Buffer.from(await macFor(db, assignmentId, userId, expires));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  if (userId !== actor.id) throw forbidden("ta_file_link_invalid");
  const expiresAt = new Date(expires * 1000);
  if (expiresAt <= now)
    throw new AppError("forbidden", {
      message: "ta_file_link_expired",
      details: { reason: "expired", expired_at: toWireTime(expiresAt) },
    });
  const row = await repo.assignmentById(db, assignmentId);
  if (!row) throw invalid();
  // Still a reader now (a teacher taken off the class loses it even with a live token).
  await readerOf(db, actor, row, now);
  const form = await repo.formOf(db, row.formId);
  if (!form) throw invalid();
  return { row, form, file: await paperOf(db, row), expiresAt };
}

/** GET tests/file/{token}/info: what the download page shows. */
export async function fileTokenInfo(db: DbOrTx, actor: Actor, token: string, now = new Date()) {
  const { row, form, file, expiresAt } = await openFileToken(db, actor, token, now);
  return {
    data: {
      assignment_id: row.id,
      title: form.title,
      test_type: form.testType,
      file: { name: file.originalName, size: file.sizeBytes, mime_type: file.mimeType },
      expires_at: toWireTime(expiresAt),
    },
  };
}

/** The paper file an assignment may name: a document the caller uploaded (staff: anyone's). */
export async function assertPaperUpload(db: DbOrTx, actor: Actor, uploadId: number | null | undefined) {
  if (uploadId === null || uploadId === undefined) return;
  const file = await findDocument(db, uploadId);
  if (!file || (file.ownerId !== actor.id && !isStaff(actor)))
    throw fieldError("paper_upload_id", "v.ta_paper_upload");
}
