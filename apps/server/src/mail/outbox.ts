import type { Locale } from "@edu/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/database";
import { type MailStatus, mailOutbox } from "./outbox.table";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  locale: Locale;
  /** What the mail is for (password_reset, contact_notice, …): for admins reading the outbox. */
  kind: string;
  meta?: Record<string, unknown>;
};

/** Writes a mail in the caller's transaction: it is sent if and only if that transaction commits. */
export async function enqueueMail(tx: DbOrTx, mail: OutgoingMail): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      locale: mail.locale,
      kind: mail.kind,
      meta: mail.meta ?? {},
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row.id;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function listOutbox(
  db: DbOrTx,
  filter: { status?: MailStatus; to?: string; kind?: string; limit?: number } = {},
): Promise<OutboxRow[]> {
  const conditions = [
    filter.status ? eq(mailOutbox.status, filter.status) : undefined,
    filter.to ? sql`lower(${mailOutbox.toAddress}) = lower(${filter.to})` : undefined,
    filter.kind ? eq(mailOutbox.kind, filter.kind) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select()
    .from(mailOutbox)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(filter.limit ?? 100);
}
