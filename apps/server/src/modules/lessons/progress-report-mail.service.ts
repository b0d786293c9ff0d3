import { displayName, isPrivateCourseSession, type Locale, resolveField } from "@edu/shared";
import type { SendProgressReportsResult } from "@edu/shared/lessons";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError } from "../../http/app-error";
import { enqueueMail } from "../../mail";
import { richTextToPlainText, sanitizeRichText } from "../../rich-text";
import { parentStudents, users } from "../users";
import { assertWrites, getRow } from "./progress-report-rules";
import { findReports, type ReportRow } from "./progress-reports.repository";
import { progressReports } from "./progress-reports.table";

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
