import { displayName, isPrivateCourseSession, type Locale, resolveField } from "@edu/shared";
import type {
  CreateProgressReportInput,
  ProgressReport,
  ProgressReportStatusesQuery,
  ProgressReportStatusRow,
  ProgressReportsQuery,
  SendProgressReportsResult,
  UnfinishedProgressReports,
  UpdateProgressReportInput,
} from "@edu/shared/lessons";
import { and, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { type Actor, hasRole, isStaff } from "../../http/actor";
import { AppError, conflict, fieldError, forbidden, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { toWireTime, toWireTimeOrNull } from "../../http/wire-time";
import { enqueueMail } from "../../mail";
import { richTextInput, richTextToPlainText, sanitizeRichText } from "../../rich-text";
import { recordAudit } from "../audit";
import { sessionClassTeachers } from "../classes";
import { listStudentIds, parentStudents, users } from "../users";
import { findClassInfo, teachesClass } from "./class-access";
import {
  countDueInClasses,
  findReports,
  listReports,
  listStatuses,
  type ReportRow,
  type StatusRow,
  studentInClass,
} from "./progress-reports.repository";
import { progressReports } from "./progress-reports.table";

/** The report's class; `localized.name` is its name in the reader's language (the base name when untranslated). */
const reportClass = (row: ReportRow | StatusRow, locale: Locale) => ({
  id: row.session_class_id,
  name: row.class_name,
  course_session_id: row.course_session_id,
  is_private: isPrivateCourseSession(row.course_session_id),
  localized: { name: resolveField(row.class_name, row.class_translations, "name", locale) },
});

function toReport(row: ReportRow, locale: Locale = "en"): ProgressReport {
  return {
    id: row.id,
    session_class: reportClass(row, locale),
    student: {
      id: row.student_user_id,
      username: row.student_username,
      first_name: row.student_first_name,
      last_name: row.student_last_name,
    },
    teacher:
      row.author_user_id === null
        ? null
        : {
            id: row.author_user_id,
            username: row.author_username ?? "",
            first_name: row.author_first_name ?? "",
            last_name: row.author_last_name ?? "",
          },
    period: row.period,
    content: row.content,
    mailed_at: toWireTimeOrNull(row.mailed_at),
    created_at: toWireTime(row.created_at),
    updated_at: toWireTime(row.updated_at),
  };
}

async function taughtClassIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sessionClassTeachers.sessionClassId })
    .from(sessionClassTeachers)
    .where(eq(sessionClassTeachers.userId, userId));
  return rows.map((row) => row.id);
}

const idList = (ids: number[]) =>
  ids.length === 0
    ? sql`(null)`
    : sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;

/** Staff write any class's reports; a teacher only those of classes they teach. */
async function assertWrites(db: DbOrTx, actor: Actor, classId: number) {
  if (isStaff(actor)) return;
  if (!(await teachesClass(db, classId, actor.id))) throw forbidden();
}

/** Who reads a report: staff, the class's teachers, the student, the student's parents. */
async function assertReads(db: DbOrTx, actor: Actor, row: ReportRow) {
  if (isStaff(actor) || actor.id === row.student_user_id) return;
  if (actor.roles.includes("teacher") && (await teachesClass(db, row.session_class_id, actor.id))) return;
  if (actor.roles.includes("parent")) {
    const children = (await listStudentIds(db, [actor.id])).get(actor.id) ?? [];
    if (children.includes(row.student_user_id)) return;
  }
  throw forbidden();
}

async function getRow(db: DbOrTx, id: number): Promise<ReportRow> {
  const [row] = await findReports(db, [id]);
  if (!row) throw notFound("progress_report_not_found");
  return row;
}

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

/** GET progress-reports: staff all; otherwise own (students), children's (parents), taught classes'. */
export async function listProgressReports(
  db: DbOrTx,
  actor: Actor,
  query: ProgressReportsQuery,
  locale: Locale = "en",
) {
  const conditions: SQL[] = [];
  if (!isStaff(actor)) {
    const studentIds = [actor.id];
    if (actor.roles.includes("parent"))
      studentIds.push(...((await listStudentIds(db, [actor.id])).get(actor.id) ?? []));
    const classIds = actor.roles.includes("teacher") ? await taughtClassIds(db, actor.id) : [];
    conditions.push(
      classIds.length > 0
        ? sql`(pr.student_user_id in ${idList(studentIds)} or pr.session_class_id in ${idList(classIds)})`
        : sql`pr.student_user_id in ${idList(studentIds)}`,
    );
  }
  if (query.class_id) conditions.push(sql`pr.session_class_id = ${query.class_id}`);
  if (query.student_user_id) conditions.push(sql`pr.student_user_id = ${query.student_user_id}`);
  if (query.period) conditions.push(sql`pr.period = ${query.period}`);
  if (query.mailed === "1") conditions.push(sql`pr.mailed_at is not null`);
  if (query.mailed === "0") conditions.push(sql`pr.mailed_at is null`);
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  const { rows, total } = await listReports(db, where, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return toPage(
    rows.map((row) => toReport(row, locale)),
    total,
    query.page,
    query.page_size,
  );
}

/** Staff see every class's statuses (or one teacher's); a teacher the classes they teach. */
async function statusScope(db: DbOrTx, actor: Actor, teacherUserId?: number): Promise<SQL> {
  if (isStaff(actor) && !teacherUserId) return sql`true`;
  const teacher = isStaff(actor) ? (teacherUserId as number) : actor.id;
  return sql`ll.session_class_id in ${idList(await taughtClassIds(db, teacher))}`;
}

export async function listProgressReportStatuses(
  db: DbOrTx,
  actor: Actor,
  query: ProgressReportStatusesQuery,
  locale: Locale = "en",
) {
  const scope = await statusScope(db, actor, query.teacher_user_id);
  const filters: SQL[] = [];
  if (query.class_id) filters.push(sql`o.session_class_id = ${query.class_id}`);
  if (query.status) filters.push(sql`o.status = ${query.status}`);
  if (query.period) filters.push(sql`o.period = ${query.period}`);
  const { rows, total } = await listStatuses(
    db,
    scope,
    filters.length > 0 ? sql.join(filters, sql` and `) : sql`true`,
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
  );
  const data: ProgressReportStatusRow[] = rows.map((row) => ({
    session_class: reportClass(row, locale),
    student: {
      id: row.student_user_id,
      username: row.student_username,
      first_name: row.student_first_name,
      last_name: row.student_last_name,
    },
    period: row.period,
    lesson_count: Number(row.lesson_count),
    status: row.status,
    report_id: row.report_id,
    mailed_at: toWireTimeOrNull(row.mailed_at),
  }));
  return toPage(data, total, query.page, query.page_size);
}

/**
 * The teacher's prompt: reports due in the classes the caller teaches, required versus written.
 * Always the caller's own classes, staff who teach too (the whole school is the status table's).
 */
export async function unfinishedProgressReports(
  db: DbOrTx,
  actor: Actor,
): Promise<UnfinishedProgressReports> {
  return countDueInClasses(db, await taughtClassIds(db, actor.id));
}

/** The same prompt for the home page, for whom GET progress-reports/unfinished is open (teachers, admins). */
export async function unfinishedProgressReportsFor(
  db: DbOrTx,
  actor: Actor,
): Promise<UnfinishedProgressReports | null> {
  return hasRole(actor, "teacher") ? unfinishedProgressReports(db, actor) : null;
}

// ---- mail ----

type MailParts = { studentName: string; className: string; period: string; link: string };
const TEMPLATES: Record<Locale, { subject: (p: MailParts) => string; intro: (p: MailParts) => string }> = {
  en: {
    subject: (p) => `Progress report: ${p.studentName}, ${p.className}, ${p.period}`,
    intro: (p) =>
      `Hello,\n\nThe progress report of ${p.studentName} in ${p.className} for ${p.period} is ready.`,
  },
  "zh-CN": {
    subject: (p) => `学习报告：${p.studentName}，${p.className}，${p.period}`,
    intro: (p) => `您好：\n\n${p.studentName} 在 ${p.className} ${p.period} 的学习报告已完成。`,
  },
  "zh-TW": {
    subject: (p) => `學習報告：${p.studentName}，${p.className}，${p.period}`,
    intro: (p) => `您好：\n\n${p.studentName} 在 ${p.className} ${p.period} 的學習報告已完成。`,
  },
};
const READ_MORE: Record<Locale, string> = {
  en: "Read it here:",
  "zh-CN": "请在此阅读：",
  "zh-TW": "請在此閱讀：",
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] as string);

/** Where a report is read on the web (the class's progress-report view). */
export const reportPath = (row: { id: number; session_class_id: number; course_session_id: number }) =>
  isPrivateCourseSession(row.course_session_id)
    ? `/private/private-lessons/${row.session_class_id}/progress-report/${row.id}`
    : `/session-class/${row.session_class_id}/progress-report/${row.id}`;

/**
 * Mails each report to the student's linked, active parents with an address (one mail per parent
 * and report, in the parent's language, the class named in it too) through the outbox, and stamps mailed_at, in one transaction.
 */
async function mailReports(
  db: Database,
  actor: Actor,
  rows: ReportRow[],
  publicUrl: string,
): Promise<SendProgressReportsResult> {
  return db.transaction(async (tx) => {
    const studentIds = [...new Set(rows.map((row) => row.student_user_id))];
    const parents =
      studentIds.length === 0
        ? []
        : await tx
            .select({ studentId: parentStudents.studentId, email: users.email, lang: users.lang })
            .from(parentStudents)
            .innerJoin(users, eq(users.id, parentStudents.parentId))
            .where(
              and(
                inArray(parentStudents.studentId, studentIds),
                isNotNull(users.email),
                eq(users.isActive, true),
              ),
            );
    let mails = 0;
    const mailed: number[] = [];
    for (const row of rows) {
      const name = displayName({
        first_name: row.student_first_name,
        last_name: row.student_last_name,
        username: row.student_username,
      });
      const link = `${publicUrl}${reportPath(row)}`;
      const recipients = new Map<string, Locale>();
      for (const parent of parents)
        if (parent.studentId === row.student_user_id && parent.email)
          recipients.set(parent.email.toLowerCase(), parent.lang);
      for (const [to, locale] of recipients) {
        const t = TEMPLATES[locale];
        const parts: MailParts = {
          studentName: name,
          className: resolveField(row.class_name, row.class_translations, "name", locale),
          period: row.period,
          link,
        };
        await enqueueMail(tx, {
          to,
          subject: t.subject(parts),
          text: `${t.intro(parts)}\n\n${richTextToPlainText(row.content)}\n\n${READ_MORE[locale]}\n${parts.link}\n`,
          html: `<p>${escapeHtml(t.intro(parts)).replace(/\n/g, "<br>")}</p>${sanitizeRichText(row.content)}<p>${escapeHtml(READ_MORE[locale])} <a href="${escapeHtml(parts.link)}">${escapeHtml(parts.link)}</a></p>`,
          locale,
          kind: "progress_report",
          meta: { progress_report_id: row.id, student_user_id: row.student_user_id, sent_by: actor.id },
        });
        mails += 1;
      }
      if (recipients.size > 0) mailed.push(row.id);
    }
    if (mailed.length > 0)
      await tx
        .update(progressReports)
        .set({ mailedAt: sql`now()` })
        .where(inArray(progressReports.id, mailed));
    return { reports: mailed.length, mails };
  });
}

/** POST progress-report/{id}/send-mail: staff, or a teacher of the class. */
export async function sendProgressReport(db: Database, actor: Actor, id: number, publicUrl: string) {
  const row = await getRow(db, id);
  await assertWrites(db, actor, row.session_class_id);
  return mailReports(db, actor, [row], publicUrl);
}

/** POST progress-reports/send-mail (/mail/progress-report): the office mails written reports in bulk. */
export async function sendProgressReports(db: Database, actor: Actor, ids: number[], publicUrl: string) {
  const unique = [...new Set(ids)];
  const rows = await findReports(db, unique);
  const found = new Set(rows.map((row) => row.id));
  const errors: Record<string, ["progress_report_not_found"]> = {};
  ids.forEach((id, index) => {
    if (!found.has(id)) errors[`ids.${index}`] = ["progress_report_not_found"];
  });
  if (Object.keys(errors).length > 0) throw new AppError("validation_failed", { fieldErrors: errors });
  return mailReports(db, actor, rows, publicUrl);
}
