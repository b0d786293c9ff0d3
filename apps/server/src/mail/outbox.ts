import type { Locale } from "@edu/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/database";
import { type Actor, hasRole } from "../http/actor";
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

/** Who reads the outbox (GET mail-outbox, and its counts on the home page). */
export const OUTBOX_READERS = ["super-admin"] as const;

export type OutboxWaiting = { delivery: "smtp" | "held"; held: number; pending: number; failed: number };

/**
 * Mail not delivered yet, counted in SQL, as GET mail-outbox shows it: without SMTP_URL nothing leaves,
 * so a pending mail counts as held; pending is what the worker will send (pending and sending); failed
 * gave up. For the outbox's readers only (null for anyone else).
 */
export async function countOutboxWaiting(
  db: DbOrTx,
  actor: Actor,
  smtpConfigured: boolean,
): Promise<OutboxWaiting | null> {
  if (!hasRole(actor, ...OUTBOX_READERS)) return null;
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending')::int`,
      sending: sql<number>`count(*) filter (where ${mailOutbox.status} = 'sending')::int`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')::int`,
      held: sql<number>`count(*) filter (where ${mailOutbox.status} = 'held')::int`,
    })
    .from(mailOutbox)
    .where(sql`${mailOutbox.status} <> 'sent'`);
  const n = (key: "pending" | "sending" | "failed" | "held") => Number(row?.[key] ?? 0);
  return smtpConfigured
    ? { delivery: "smtp", held: n("held"), pending: n("pending") + n("sending"), failed: n("failed") }
    : { delivery: "held", held: n("held") + n("pending"), pending: n("sending"), failed: n("failed") };
}
