import type { LinePushItem, LinePushQuery } from "@edu/shared";
import { and, desc, eq } from "drizzle-orm";
import { claimDueRows } from "../../db/claim-due-rows";
import type { Database, DbOrTx } from "../../db/database";
import { users } from "../users/users.table";
import {
  createLineMessagingClient,
  LineApiError,
  type LineChannelConfig,
  type LineMessagingClient,
  lineChannelFrom,
} from "./line-messaging";
import { lineContacts } from "./line-notes.table";
import { linePush } from "./line-push.table";

export const MAX_LINE_PUSH_ATTEMPTS = 6;
const CLAIM_BATCH = 20;
const CLAIM_LEASE = "2 minutes";

export type LinePushMessage = {
  userId: number;
  /** Plain text in the recipient's language (LINE shows at most 5,000 characters). */
  text: string;
  /** What it is for (bill_sent, todo_reminder, lesson_tomorrow, invitation…). */
  kind: string;
  meta?: Record<string, unknown>;
};

/**
 * How another module's service tells someone on LINE too: `linePushQueue(config)` (or a test's recorder),
 * passed in by its routes, so the service never imports the line module's queue itself.
 */
export type LinePush = (tx: DbOrTx, message: LinePushMessage) => Promise<unknown>;

/**
 * Queues a LINE notification in the caller's transaction (pushed if and only if it commits). Does
 * nothing, and answers null, when the channel is not configured, the user has not linked LINE, or
 * they blocked the official account.
 */
export async function queueLinePush(
  tx: DbOrTx,
  message: LinePushMessage,
  config: Partial<LineChannelConfig>,
): Promise<number | null> {
  if (!lineChannelFrom(config) || !message.text.trim()) return null;
  const [user] = await tx
    .select({ lineUserId: users.lineUserId, following: lineContacts.following })
    .from(users)
    .leftJoin(lineContacts, eq(lineContacts.lineUserId, users.lineUserId))
    .where(eq(users.id, message.userId));
  if (!user?.lineUserId || user.following === false) return null;
  const [row] = await tx
    .insert(linePush)
    .values({
      userId: message.userId,
      lineUserId: user.lineUserId,
      text: message.text,
      kind: message.kind,
      meta: message.meta ?? {},
    })
    .returning({ id: linePush.id });
  return row?.id ?? null;
}

/**
 * queueLinePush bound to the server's configuration, for ModuleDeps or a scheduled job:
 * `(tx, { userId, text, kind, meta }) => id | null`.
 */
export const linePushQueue =
  (config: Partial<LineChannelConfig>) =>
  (tx: DbOrTx, message: LinePushMessage): Promise<number | null> =>
    queueLinePush(tx, message, config);

/** 1 min, 2, 4, … capped at 1 h. */
export function linePushRetryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

type ClaimedPush = typeof linePush.$inferSelect;

/** Claims due pushes (`claimDueRows`): several processes may run the loop at once. */
const claimDuePushes = (db: Database): Promise<ClaimedPush[]> =>
  claimDueRows(db, linePush, { lease: CLAIM_LEASE, batch: CLAIM_BATCH });

/** LINE's 4xx other than 401 (a token problem on our side), 408 and 429 will not pass on a retry. */
const permanent = (error: unknown) =>
  error instanceof LineApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 429].includes(error.status);

async function deliver(
  db: Database,
  client: LineMessagingClient,
  row: ClaimedPush,
): Promise<"sent" | "retry" | "failed"> {
  try {
    await client.pushText(row.lineUserId, row.text, row.retryKey);
    await db
      .update(linePush)
      .set({ status: "sent", sentAt: new Date(), lockedUntil: null, lastError: null })
      .where(eq(linePush.id, row.id));
    return "sent";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const gaveUp = permanent(error) || row.attempts >= MAX_LINE_PUSH_ATTEMPTS;
    // Kept with its error, never dropped.
    await db
      .update(linePush)
      .set({
        status: gaveUp ? "failed" : "pending",
        lastError: message.slice(0, 2000),
        lockedUntil: null,
        nextAttemptAt: new Date(Date.now() + linePushRetryDelayMs(row.attempts)),
      })
      .where(eq(linePush.id, row.id));
    return gaveUp ? "failed" : "retry";
  }
}

export type LinePushPass = { sent: number; retry: number; failed: number };

/**
 * One pass of the LINE outbox: pushes what is due (POST /v2/bot/message/push with the channel access
 * token), marks each sent, or pending again with back-off, or failed with the error. Does nothing when
 * the channel is not configured (nothing is queued then either).
 */
export async function runLinePushOnce(
  db: Database,
  config: Partial<LineChannelConfig>,
): Promise<LinePushPass> {
  const pass: LinePushPass = { sent: 0, retry: 0, failed: 0 };
  const channel = lineChannelFrom(config);
  if (!channel) return pass;
  const client = createLineMessagingClient(channel);
  for (const row of await claimDuePushes(db)) pass[await deliver(db, client, row)] += 1;
  return pass;
}

/** The LINE outbox, newest first: what was queued for whom, and whether it was sent or failed (with the error). */
export async function listLinePushes(
  db: DbOrTx,
  filter: Partial<LinePushQuery> = {},
): Promise<LinePushItem[]> {
  const conditions = [
    filter.user_id ? eq(linePush.userId, filter.user_id) : undefined,
    filter.status ? eq(linePush.status, filter.status) : undefined,
    filter.kind ? eq(linePush.kind, filter.kind) : undefined,
  ].filter((c) => c !== undefined);
  const rows = await db
    .select()
    .from(linePush)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(linePush.id))
    .limit(filter.limit ?? 100);
  return rows.map((row) => ({
    id: row.id,
    user_id: row.userId,
    text: row.text,
    kind: row.kind,
    meta: row.meta,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    next_attempt_at: row.nextAttemptAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  }));
}
