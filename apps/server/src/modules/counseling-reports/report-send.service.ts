import { displayName, type Locale } from "@edu/shared";
import { counselingReportLetter, type ReportRecipient, reportSentBy } from "@edu/shared/counseling-reports";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, notFound } from "../../http/app-error";
import { toWireTime } from "../../http/wire-time";
import { enqueueMail } from "../../mail";
import { richTextToPlainText } from "../../rich-text";
import { recordAudit } from "../audit";
import type { LinePush } from "../line";
import { parentStudents, users } from "../users";
import { counselingReports } from "./counseling-reports.table";
import { reportForWrite } from "./report-access";
import { namesOf, type ReportRow, text, toReport } from "./report-view";

/** LINE shows at most 5,000 characters; the full report is in the mail. */
const LINE_LIMIT = 4000;

type Letter = { subject: string; text: string; line: string };

/** The report in one reader's language: the facts worded, the summary and plan as the counselor wrote. */
function letterFor(row: ReportRow, studentName: string, counselor: string, locale: Locale): Letter {
  const letter = counselingReportLetter(
    { student_name: studentName, month: row.month, facts: row.facts },
    locale,
  );
  const summary = richTextToPlainText(row.summary).trim();
  const blocks = [
    letter.intro,
    ...(summary ? [`${letter.summaryHeading}\n${summary}`] : []),
    ...letter.sections.map(
      (section) => `${section.heading}\n${section.lines.map((l) => `- ${l}`).join("\n")}`,
    ),
    ...(row.plan.trim() ? [`${letter.planHeading}\n${row.plan.trim()}`] : []),
    reportSentBy(locale, counselor),
  ];
  const body = blocks.join("\n\n");
  const line = `${letter.subject}\n\n${body}`;
  return {
    subject: letter.subject,
    text: body,
    line: line.length > LINE_LIMIT ? `${line.slice(0, LINE_LIMIT - 1)}…` : line,
  };
}

/**
 * POST counseling-report/{id}/send: to each linked parent of the student, in that parent's language, a
 * mail through the outbox where they have an address and a LINE message where they linked LINE (queued
 * by `pushLine`, nothing where the channel or the link is missing). Marks the report sent with whom it
 * reached, in one transaction (nothing leaves unless it commits); sent once, a second send is 409.
 */
export async function sendReport(
  db: DbOrTx,
  actor: Actor,
  id: number,
  options: { pushLine?: LinePush },
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const { row, role } = await reportForWrite(tx, actor, id);
    if (row.state === "sent")
      throw new AppError("conflict", {
        message: "cr_already_sent",
        details: { sent_at: row.sentAt ? toWireTime(row.sentAt) : null },
      });
    const parents = await tx
      .select({
        id: users.id,
        first: users.firstName,
        last: users.lastName,
        username: users.username,
        email: users.email,
        lang: users.lang,
      })
      .from(parentStudents)
      .innerJoin(users, eq(users.id, parentStudents.parentId))
      .where(and(eq(parentStudents.studentId, row.studentUserId), eq(users.isActive, true)))
      .orderBy(asc(users.id));
    const names = await namesOf(tx, [row.studentUserId, actor.id]);
    const studentName = names.get(row.studentUserId) ?? "—";
    const counselor = names.get(actor.id) ?? "—";
    const recipients: ReportRecipient[] = [];
    for (const parent of parents) {
      const letter = letterFor(row, studentName, counselor, parent.lang);
      const meta = { counseling_report_id: row.id };
      if (parent.email)
        await enqueueMail(tx, {
          to: parent.email,
          subject: letter.subject,
          text: letter.text,
          locale: parent.lang,
          kind: "counseling_report",
          meta,
        });
      const pushed = await options.pushLine?.(tx, {
        userId: parent.id,
        text: letter.line,
        kind: "counseling_report",
        meta,
      });
      recipients.push({
        user_id: parent.id,
        name: displayName({ first_name: parent.first, last_name: parent.last, username: parent.username }),
        locale: parent.lang,
        mail: parent.email ? 1 : 0,
        line: pushed != null ? 1 : 0,
      });
    }
    const now = new Date();
    const [sent] = await tx
      .update(counselingReports)
      .set({ state: "sent", sentAt: now, sentBy: actor.id, recipients, updatedBy: actor.id, updatedAt: now })
      .where(eq(counselingReports.id, id))
      .returning();
    if (!sent) throw notFound();
    await recordAudit(tx, {
      actorId: actor.id,
      action: "counseling_report.sent",
      targetType: "counseling_report",
      targetId: id,
      after: {
        month: row.month,
        student_user_id: row.studentUserId,
        recipients: recipients.map((r) => ({ user_id: r.user_id, mail: r.mail, line: r.line })),
      },
      requestId: actor.requestId,
    });
    return { message: text(locale, "cr_sent"), data: await toReport(tx, sent, role), recipients };
  });
}
