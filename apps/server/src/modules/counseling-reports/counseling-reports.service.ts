import type { Locale } from "@edu/shared";
import type {
  CounselingReportsQuery,
  CreateCounselingReport,
  UpdateCounselingReport,
} from "@edu/shared/counseling-reports";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { isUniqueViolation } from "../../db/postgres-errors";
import { insertedRow, queryRows } from "../../db/query-rows";
import type { Actor } from "../../http/actor";
import { AppError, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { richTextInput } from "../../rich-text";
import { recordAudit } from "../audit";
import { studentClassTickets } from "../classes";
import { childOf } from "../counseling-profile";
import { assertClassRead, assertClassWrite } from "../counseling-tasks";
import { counselingReports } from "./counseling-reports.table";
import { reportForRead, reportForWrite } from "./report-access";
import { collectFacts, type FactsClock } from "./report-facts";
import { type ReportRow, text, toItems, toReport } from "./report-view";

const r = counselingReports;

export async function listReports(db: DbOrTx, actor: Actor, query: CounselingReportsQuery) {
  const role = await assertClassRead(db, actor, query.session_class_id);
  const where: SQL[] = [eq(r.sessionClassId, query.session_class_id)];
  if (query.student_user_id !== undefined) where.push(eq(r.studentUserId, query.student_user_id));
  // The student and parents read sent reports, of the student themselves or of a linked child.
  if (role === "student") where.push(eq(r.studentUserId, actor.id), eq(r.state, "sent"));
  if (role === "parent") where.push(childOf(actor.id, r.studentUserId), eq(r.state, "sent"));
  const condition = and(...where);
  const rows = await db
    .select()
    .from(r)
    .where(condition)
    .orderBy(desc(r.month), desc(r.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${r} where ${condition}`,
  );
  return toPage(await toItems(db, rows), count?.n ?? 0, query.page, query.page_size);
}

export async function getReport(db: DbOrTx, actor: Actor, id: number) {
  const { row, role } = await reportForRead(db, actor, id);
  return toReport(db, row, role);
}

const exists = (row: Pick<ReportRow, "id" | "state">) =>
  new AppError("conflict", { message: "cr_exists", details: { report_id: row.id, state: row.state } });

/** POST counseling-report: the month's draft with its facts; the month already reported is 409. */
export async function createReport(
  db: DbOrTx,
  actor: Actor,
  input: CreateCounselingReport,
  clock: FactsClock,
  locale: Locale,
) {
  const scope = { classId: input.session_class_id, studentId: input.student_user_id, month: input.month };
  try {
    return await db.transaction(async (tx) => {
      const role = await assertClassWrite(tx, actor, scope.classId);
      const [placed] = await tx
        .select({ id: studentClassTickets.id })
        .from(studentClassTickets)
        .where(
          and(
            eq(studentClassTickets.sessionClassId, scope.classId),
            eq(studentClassTickets.studentUserId, scope.studentId),
          ),
        )
        .limit(1);
      if (!placed)
        throw new AppError("validation_failed", { fieldErrors: { student_user_id: ["v.cr_not_in_class"] } });
      const [existing] = await tx
        .select({ id: r.id, state: r.state })
        .from(r)
        .where(
          and(
            eq(r.sessionClassId, scope.classId),
            eq(r.studentUserId, scope.studentId),
            eq(r.month, scope.month),
          ),
        );
      if (existing) throw exists(existing);
      const row = insertedRow(
        await tx
          .insert(r)
          .values({
            sessionClassId: scope.classId,
            studentUserId: scope.studentId,
            month: scope.month,
            facts: await collectFacts(tx, scope, clock),
            factsCollectedAt: clock.now,
            createdBy: actor.id,
            updatedBy: actor.id,
          })
          .returning(),
        "counseling_reports",
      );
      await recordAudit(tx, {
        actorId: actor.id,
        action: "counseling_report.created",
        targetType: "counseling_report",
        targetId: row.id,
        after: { session_class_id: scope.classId, student_user_id: scope.studentId, month: scope.month },
        requestId: actor.requestId,
      });
      return { message: text(locale, "cr_saved"), data: await toReport(tx, row, role) };
    });
  } catch (error) {
    // Two first drafts at once: the second meets the unique index.
    if (!isUniqueViolation(error, "chain")) throw error;
    const [row] = await db
      .select({ id: r.id, state: r.state })
      .from(r)
      .where(
        and(
          eq(r.sessionClassId, scope.classId),
          eq(r.studentUserId, scope.studentId),
          eq(r.month, scope.month),
        ),
      );
    throw row ? exists(row) : error;
  }
}

const sentLocked = () => new AppError("conflict", { message: "cr_sent_locked" });

export async function updateReport(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: UpdateCounselingReport,
  clock: FactsClock,
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const { row, role } = await reportForWrite(tx, actor, id);
    if (row.state !== "draft") throw sentLocked();
    const refresh = input.refresh_facts === 1;
    const scope = { classId: row.sessionClassId, studentId: row.studentUserId, month: row.month };
    const [updated] = await tx
      .update(r)
      .set({
        summary: input.summary === undefined ? undefined : richTextInput("summary", input.summary),
        plan: input.plan,
        facts: refresh ? await collectFacts(tx, scope, clock) : undefined,
        factsCollectedAt: refresh ? clock.now : undefined,
        updatedBy: actor.id,
        updatedAt: new Date(),
      })
      .where(eq(r.id, id))
      .returning();
    if (!updated) throw notFound();
    return { message: text(locale, "cr_saved"), data: await toReport(tx, updated, role) };
  });
}

export async function deleteReport(db: DbOrTx, actor: Actor, id: number, locale: Locale) {
  await db.transaction(async (tx) => {
    const { row } = await reportForWrite(tx, actor, id);
    if (row.state !== "draft") throw sentLocked();
    await tx.delete(r).where(eq(r.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: "counseling_report.deleted",
      targetType: "counseling_report",
      targetId: id,
      before: { session_class_id: row.sessionClassId, student_user_id: row.studentUserId, month: row.month },
      requestId: actor.requestId,
    });
  });
  return { message: text(locale, "cr_deleted") };
}
