import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { SendMailOptions, Transporter } from "nodemailer";
import { claimDueRows } from "../db/claim-due-rows";
import type { Database } from "../db/database";
import type { OutboxRow } from "./outbox";
import { mailOutbox } from "./outbox.table";

export const MAX_MAIL_ATTEMPTS = 8;
const CLAIM_BATCH = 10;
const CLAIM_LEASE = "2 minutes";

export type MailTransport = { sendMail: (mail: SendMailOptions) => Promise<unknown> };

/** 30 s, 1 min, 2 min, … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Claims due mail (`claimDueRows`): several processes may run the worker at once. */
export function claimDueMail(db: Database, batch = CLAIM_BATCH): Promise<OutboxRow[]> {
  return claimDueRows(db, mailOutbox, { lease: CLAIM_LEASE, batch });
}

type StoredAttachment = { filename: string; content_type: string; content_base64: string };

function isStoredAttachment(value: unknown): value is StoredAttachment {
  const a = value as StoredAttachment;
  return (
    typeof a?.filename === "string" &&
    typeof a.content_type === "string" &&
    typeof a.content_base64 === "string"
  );
}

/** `meta.attachments: [{ filename, content_type, content_base64 }]` as nodemailer attachments. */
function mailAttachments(meta: Record<string, unknown> | null | undefined) {
  const list = Array.isArray(meta?.attachments) ? meta.attachments.filter(isStoredAttachment) : [];
  return list.map((a) => ({
    filename: a.filename,
    contentType: a.content_type,
    content: Buffer.from(a.content_base64, "base64"),
  }));
}

export async function deliverMail(
  db: Database,
  transport: MailTransport,
  from: string,
  row: OutboxRow,
): Promise<void> {
  try {
    await transport.sendMail({
      from,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody ?? undefined,
      headers: { "Content-Language": row.locale },
      // A calendar invitation (greet meetings) travels as the text/calendar part mail clients offer to add.
      ...(typeof row.meta?.ics === "string" && { icalEvent: { method: "PUBLISH", content: row.meta.ics } }),
      // Documents made when the mail was queued (a bill or statement PDF in the recipient's language).
      attachments: mailAttachments(row.meta),
    });
    await db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, row.id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const gaveUp = row.attempts >= MAX_MAIL_ATTEMPTS;
    // A failed message is kept with its error, never dropped.
    await db
      .update(mailOutbox)
      .set({
        status: gaveUp ? "failed" : "pending",
        lastError: message.slice(0, 2000),
        lockedUntil: null,
        nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)),
      })
      .where(eq(mailOutbox.id, row.id));
  }
}

/** One pass: claim what is due and send it. Returns how many rows it handled. */
export async function runMailWorkerOnce(
  db: Database,
  transport: MailTransport,
  from: string,
): Promise<number> {
  const rows = await claimDueMail(db);
  for (const row of rows) await deliverMail(db, transport, from, row);
  return rows.length;
}

/** nodemailer (~20 MB) is imported at the first mail sent, not at start (issue 36). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  return {
    async sendMail(mail) {
      transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
        nodemailer.createTransport(smtpUrl),
      );
      return (await transporter).sendMail(mail);
    },
  };
}

/** Polls until stopped; a pass that handled a full batch runs again at once. */
export function startMailWorker(options: {
  db: Database;
  transport: MailTransport;
  from: string;
  intervalMs: number;
  log: FastifyBaseLogger;
}): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      let handled = 0;
      try {
        handled = await runMailWorkerOnce(options.db, options.transport, options.from);
      } catch (error) {
        options.log.error({ err: error }, "mail worker pass failed");
      }
      if (!stopped) timer = setTimeout(tick, handled >= CLAIM_BATCH ? 0 : options.intervalMs);
    })();
  };
  timer = setTimeout(tick, 0);
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
