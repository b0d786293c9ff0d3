import { translateMessage } from "@edu/shared";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, notFound } from "../../http/app-error";
import { toWireTime } from "../../http/wire-time";
import { enqueueMail } from "../../mail";
import { recordAudit } from "../audit";
import { testGradedResults, testGrades } from "../test-assignments";
import { users } from "../users";
import { toeflCorrectedMails } from "./toefl.table";
import { mayManageStudent, sittingOf } from "./toefl-access";
import { transcriptFacts, transcriptOf } from "./transcript-view";

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Who may announce a sitting's grading: staff, the student's teachers, and whoever graded it. */
async function mayAnnounce(db: DbOrTx, actor: Actor, attemptId: number, studentId: number) {
  if (await mayManageStudent(db, actor, studentId)) return true;
  const [graded] = await db
    .select({ at: testGrades.updatedAt })
    .from(testGrades)
    .where(and(eq(testGrades.attemptId, attemptId), eq(testGrades.gradedBy, actor.id)))
    .limit(1);
  return Boolean(graded);
}

/**
 * POST toefls/corrected/{id}: mails the student, in their language through the outbox, that grading is
 * done. Once per grading round: the round is the graded result's time (test-assignments rewrites it on
 * every grade), so pressing again — or a second teacher — mails nothing, and a regrade after the mail
 * opens a new round. The sitting is locked and the round's row is the proof (primary key), in the same
 * transaction as the mail. A student without an address is not mailed (mailed: 0, nothing recorded).
 */
export async function mailCorrected(
  db: DbOrTx,
  actor: Actor,
  examId: number,
  publicUrl: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const sitting = await sittingOf(tx, examId, true);
    if (!(await mayAnnounce(tx, actor, examId, sitting.attempt.userId))) throw notFound();
    if (sitting.attempt.state === "in_progress")
      throw new AppError("conflict", { message: "toefl_not_submitted" });
    const facts = await transcriptFacts(tx, [sitting]);
    const transcript = transcriptOf(sitting, facts);
    if (transcript.pending > 0)
      throw new AppError("conflict", {
        message: "toefl_grades_pending",
        details: { pending: transcript.pending },
      });
    const [graded] = await tx
      .select({ at: testGradedResults.gradedAt })
      .from(testGradedResults)
      .where(eq(testGradedResults.attemptId, examId));
    const round = graded ? toWireTime(graded.at) : "submitted";
    const [done] = await tx
      .select()
      .from(toeflCorrectedMails)
      .where(and(eq(toeflCorrectedMails.attemptId, examId), eq(toeflCorrectedMails.round, round)));
    if (done) return { data: { exam_id: examId, mailed: 0 as const, mailed_at: toWireTime(done.sentAt) } };
    const [student] = await tx
      .select({ email: users.email, lang: users.lang, active: users.isActive })
      .from(users)
      .where(eq(users.id, sitting.attempt.userId));
    if (!student?.email || !student.active)
      return { data: { exam_id: examId, mailed: 0 as const, mailed_at: toWireTime(now) } };
    const locale = student.lang;
    const values = {
      title: sitting.form.title[locale] ?? sitting.form.title.en,
      total: transcript.total === null ? "—" : String(transcript.total),
      band: transcript.band === null ? "—" : String(transcript.band),
      url: new URL(`/toefl/transcript?exam_id=${examId}`, publicUrl).toString(),
    };
    const mailId = await enqueueMail(tx, {
      to: student.email,
      subject: fill(translateMessage(locale, "toefl_corrected_subject"), values),
      text: fill(translateMessage(locale, "toefl_corrected_body"), values),
      locale,
      kind: "toefl_corrected",
      meta: { exam_id: examId, round },
    });
    await tx
      .insert(toeflCorrectedMails)
      .values({ attemptId: examId, round, mailId, sentBy: actor.id, sentAt: now });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "toefl.corrected_mailed",
      targetType: "test_attempt",
      targetId: examId,
      after: { round, mail_id: mailId },
      requestId: actor.requestId,
    });
    return { data: { exam_id: examId, mailed: 1 as const, mailed_at: toWireTime(now) } };
  });
}
