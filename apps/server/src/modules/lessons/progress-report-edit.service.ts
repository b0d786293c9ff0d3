import type { Locale } from "@edu/shared";
import type {
  CreateProgressReportInput,
  ProgressReport,
  UpdateProgressReportInput,
} from "@edu/shared/lessons";
import { eq, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { type Actor, hasRole, isStaff } from "../../http/actor";
import { conflict, fieldError, forbidden, notFound } from "../../http/app-error";
import { toWireTimeOrNull } from "../../http/wire-time";
import { richTextInput } from "../../rich-text";
import { recordAudit } from "../audit";
import { findClassInfo, teachesClass } from "./class-access";
import { assertReads, assertWrites, getRow, toReport } from "./progress-report-rules";
import { studentInClass } from "./progress-reports.repository";
import { progressReports } from "./progress-reports.table";

export async function getProgressReport(
  db: DbOrTx,
  actor: Actor,
  id: number,
  locale: Locale = "en",
): Promise<ProgressReport> {
  const row = await getRow(db, id);
  await assertReads(db, actor, row);
  return toReport(row, locale);
}

export async function createProgressReport(
  db: Database,
  actor: Actor,
  input: CreateProgressReportInput,
  locale: Locale = "en",
): Promise<ProgressReport> {
  const cls = await findClassInfo(db, input.class_id);
  if (!cls) throw fieldError("class_id", "not_found");
  await assertWrites(db, actor, cls.id);
  if (!(await studentInClass(db, cls.id, input.student_user_id)))
    throw fieldError("student_user_id", "student_not_in_class");
  const content = richTextInput("content", input.content, { required: true });
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(progressReports)
      .values({
        sessionClassId: cls.id,
        studentUserId: input.student_user_id,
        period: input.period,
        content,
        authorUserId: actor.id,
        updatedBy: actor.id,
      })
      .onConflictDoNothing()
      .returning({ id: progressReports.id });
    if (!row) throw conflict("progress_report_exists");
    return row.id;
  });
  return toReport(await getRow(db, id), locale);
}

export async function updateProgressReport(
  db: Database,
  actor: Actor,
  id: number,
  input: UpdateProgressReportInput,
  locale: Locale = "en",
): Promise<ProgressReport> {
  const row = await getRow(db, id);
  await assertWrites(db, actor, row.session_class_id);
  const content = richTextInput("content", input.content, { required: true });
  await db
    .update(progressReports)
    .set({ content, updatedBy: actor.id, updatedAt: sql`now()` })
    .where(eq(progressReports.id, id));
  return toReport(await getRow(db, id), locale);
}

/**
 * DELETE progress-report/{id}. Who may: a teacher of the class their own report (the one they
 * wrote); staff any report; a report already mailed to the parents only an administrator
 * (super-admin), as the parents have read it. Audited with the text as it was. The status table
 * derives what is owed from the lesson logs, so the class, student and month is owed again.
 */
export async function deleteProgressReport(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: progressReports.id })
      .from(progressReports)
      .where(eq(progressReports.id, id))
      .for("update");
    if (!locked) throw notFound("progress_report_not_found");
    const row = await getRow(tx, id);
    if (!isStaff(actor)) {
      if (!(await teachesClass(tx, row.session_class_id, actor.id))) throw forbidden();
      if (row.author_user_id !== actor.id) throw forbidden("progress_report_not_author");
    }
    if (row.mailed_at !== null && !hasRole(actor, "super-admin")) throw forbidden("progress_report_mailed");
    await tx.delete(progressReports).where(eq(progressReports.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: "progress_report.delete",
      targetType: "progress_report",
      targetId: id,
      before: {
        session_class_id: row.session_class_id,
        student_user_id: row.student_user_id,
        period: row.period,
        author_user_id: row.author_user_id,
        mailed_at: toWireTimeOrNull(row.mailed_at),
        content: row.content,
      },
      requestId: actor.requestId,
    });
  });
}
