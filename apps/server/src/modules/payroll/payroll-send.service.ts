import { type Locale, type PayrollDetail, type SendPayrollInput, translateMessage } from "@edu/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { conflict, notFound } from "../../http/app-error";
import { toWireTimeOrNull } from "../../http/wire-time";
import { enqueueMail } from "../../mail";
import { renderThenCommit } from "../../pdf/render-then-commit";
import { SCHOOL_TIME_ZONE_DEFAULT } from "../../school-calendar";
import { recordAudit } from "../audit";
import * as repo from "./payroll.repository";
import { payrolls } from "./payroll.table";
import { classNamesIn, itemDtos, payrollDetail } from "./payroll-detail.service";
import { periodLabel, renderPayrollPdf } from "./payroll-pdf";
import { auditOf, personName, personOrThrow } from "./payroll-rules";
import { payrollState } from "./payroll-state";
import { billingFor } from "./teacher-billing-info";

/** What a sent statement shows: read unlocked to draw its PDF, again under the statement's lock. */
async function readSend(db: DbOrTx, id: number, lock: boolean) {
  const row = lock ? await repo.lockPayroll(db, id) : await repo.findPayroll(db, id);
  if (!row) throw notFound("payroll_not_found");
  const paid = await repo.paidOnPayroll(db, id);
  const state = payrollState(row, paid, await repo.hasOpenProblem(db, id));
  if (state === "confirmed" || state === "paid") throw conflict("payroll_locked");
  const teacher = await personOrThrow(db, row.teacherUserId);
  if (!teacher.email) return { row, paid, teacher, items: [], billing: null };
  const rows = await repo.findItems(db, id);
  // The PDF goes to the teacher: classes named in their language.
  const items = itemDtos(rows, new Set(), await classNamesIn(db, rows, teacher.lang));
  return { row, paid, teacher, items, billing: await billingFor(db, "mail", row.teacherUserId) };
}

/**
 * POST payroll/{id}/send: resolves open problems, marks it sent and mails the PDF to the teacher. The
 * PDF is drawn before the transaction locks the statement, from what the lock then confirms.
 */
export async function sendPayroll(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: SendPayrollInput,
  publicUrl: string,
  /** The school's time zone (config.SCHOOL_TIME_ZONE): the lessons' days on the PDF. */
  timeZone = SCHOOL_TIME_ZONE_DEFAULT,
  locale: Locale = "en",
): Promise<PayrollDetail> {
  await renderThenCommit(db, {
    read: (reader, lock) => readSend(reader, id, lock),
    render: ({ row, paid, teacher, items, billing }) =>
      billing
        ? renderPayrollPdf({
            locale: teacher.lang,
            timezone: timeZone,
            title: row.title,
            teacherName: personName(teacher.firstName, teacher.lastName, teacher.username),
            periodStart: String(row.periodStart),
            periodEnd: String(row.periodEnd),
            currency: row.currency,
            paymentMethod: row.paymentMethod,
            items,
            total: row.total,
            paid,
            billing,
          })
        : Promise.resolve(null),
    commit: async (tx, { row, teacher }, pdf) => {
      await repo.resolveProblems(tx, id, actor.id);
      const sentAt = new Date();
      await tx.update(payrolls).set({ sentAt, updatedAt: sentAt }).where(eq(payrolls.id, id));
      if (teacher.email && pdf) {
        const locale = teacher.lang;
        const link = `${publicUrl.replace(/\/$/, "")}/${row.teacherUserId}/salary/${id}`;
        // The period in the teacher's language leads; the admin's title (one language) follows.
        const period = periodLabel(locale, String(row.periodStart), String(row.periodEnd));
        const subject = `${translateMessage(locale, "payroll_mail_subject")}: ${period} — ${row.title}`;
        const body = translateMessage(locale, "payroll_mail_body");
        await enqueueMail(tx, {
          to: teacher.email,
          subject,
          text: [input.custom_content, body, link].filter(Boolean).join("\n\n"),
          locale,
          kind: "payroll_statement",
          meta: {
            payroll_id: id,
            attachments: [
              {
                filename: `salary-statement-${id}.pdf`,
                content_type: "application/pdf",
                content_base64: pdf.toString("base64"),
              },
            ],
          },
        });
      }
      await recordAudit(
        tx,
        auditOf(
          actor,
          "payroll.send",
          id,
          { sent_at: toWireTimeOrNull(row.sentAt) },
          { sent_at: sentAt.toISOString() },
        ),
      );
    },
  });
  return payrollDetail(db, actor, id, locale);
}
