import {
  LINE_MEDIA_TYPES,
  type LineNote,
  type LineNotesPage,
  type LineSyncResult,
  pagedList,
} from "@edu/shared";
import { z } from "zod";
import type { Database } from "../../db/database";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { toWireTime } from "../../http/wire-time";
import { createLineMessagingClient, LINE_TEXT_MAX, type LineChannel } from "./line-messaging";
import * as repo from "./line-notes.repository";

/** The parts of a LINE webhook event this product reads; anything else in it is ignored. */
const eventSchema = z.looseObject({
  type: z.string(),
  timestamp: z.number().optional(),
  webhookEventId: z.string().min(1).max(100).optional(),
  source: z.looseObject({ userId: z.string().max(100).optional() }).optional(),
  message: z
    .looseObject({
      id: z.string().max(100).optional(),
      type: z.string().max(50),
      text: z.string().optional(),
      fileName: z.string().optional(),
      title: z.string().optional(),
      address: z.string().optional(),
      contentProvider: z.looseObject({ type: z.string() }).optional(),
    })
    .optional(),
});
const bodySchema = z.looseObject({ events: z.array(z.unknown()).max(1000) });

export type WebhookOutcome = { stored: number; duplicates: number; counted: number };

/** The webhook body (its signature already verified): undefined when it is not LINE's shape. */
export function parseWebhookBody(raw: string): unknown[] | undefined {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = bodySchema.safeParse(json);
  return parsed.success ? parsed.data.events : undefined;
}

type ParsedEvent = z.infer<typeof eventSchema>;
const STORED_KINDS = new Set(["message", "follow", "unfollow"]);
const MEDIA = new Set<string>(LINE_MEDIA_TYPES);

/** What a message shows as text: a text's text, a file's name, a location's title and address. */
function messageText(message: NonNullable<ParsedEvent["message"]>): string | null {
  const text =
    message.type === "text"
      ? message.text
      : message.type === "file"
        ? message.fileName
        : message.type === "location"
          ? [message.title, message.address].filter(Boolean).join(" ")
          : undefined;
  return text ? text.replaceAll("\u0000", "").slice(0, LINE_TEXT_MAX) : null;
}

/**
 * Stores message and follow/unfollow events of users who linked LINE, once per webhookEventId.
 * Events of LINE users no account is linked to are stored without content (user_id null): counted,
 * and attached by a later sync when they link. Other event types (postback, join, …) are counted only.
 */
export async function storeWebhookEvents(db: Database, events: unknown[]): Promise<WebhookOutcome> {
  const outcome: WebhookOutcome = { stored: 0, duplicates: 0, counted: 0 };
  const parsed = events
    .map((event) => eventSchema.safeParse(event))
    .flatMap((result) => (result.success ? [result.data] : []));
  outcome.counted += events.length - parsed.length;
  const lineIds = [
    ...new Set(parsed.flatMap((event) => (event.source?.userId ? [event.source.userId] : []))),
  ];
  const linked = await repo.userIdsByLineIds(db, lineIds);

  for (const event of parsed) {
    const lineUserId = event.source?.userId;
    const kind = event.type as "message" | "follow" | "unfollow";
    if (!STORED_KINDS.has(event.type) || !event.webhookEventId || !lineUserId) {
      outcome.counted += 1;
      continue;
    }
    const userId = linked.get(lineUserId) ?? null;
    const message = kind === "message" ? event.message : undefined;
    const fetchable =
      message && MEDIA.has(message.type) && (message.contentProvider?.type ?? "line") === "line";
    const withContent = userId !== null;
    const isNew = await db.transaction(async (tx) => {
      const inserted = await repo.insertNoteOnce(tx, {
        webhookEventId: event.webhookEventId as string,
        lineUserId,
        userId,
        kind,
        messageType: message?.type ?? null,
        messageId: withContent ? (message?.id ?? null) : null,
        text: withContent && message ? messageText(message) : null,
        contentStatus: withContent && fetchable && message?.id ? "pending" : null,
        occurredAt: new Date(event.timestamp ?? Date.now()),
      });
      if (inserted && kind !== "message") await repo.setFollowing(tx, lineUserId, kind === "follow");
      return inserted;
    });
    if (!isNew) outcome.duplicates += 1;
    else if (withContent) outcome.stored += 1;
    else outcome.counted += 1;
  }
  return outcome;
}

function toNote(row: repo.LineNoteRow): LineNote {
  return {
    id: row.id,
    kind: row.kind,
    message_type: row.messageType,
    text: row.text,
    content_status: row.contentStatus,
    content_type: row.contentType,
    content_bytes: row.contentBytes,
    occurred_at: toWireTime(row.occurredAt),
    created_at: toWireTime(row.createdAt),
  };
}

/** GET line-notes/{userId}: one user's LINE notes, newest first. */
export async function listNotes(
  db: Database,
  userId: number,
  page: number,
  pageSize: number,
): Promise<LineNotesPage> {
  const user = await repo.findUserWithLine(db, userId);
  if (!user) throw notFound();
  const { rows, counted } = await repo.notesPage(db, userId, page, pageSize);
  return {
    ...pagedList(rows.map(toNote), counted, page, pageSize),
    user: {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      line_linked: Boolean(user.lineUserId),
      line_display_name: user.lineUserId ? (user.displayName ?? null) : null,
      following: user.lineUserId ? (user.following ?? null) : null,
    },
  };
}

export async function lastSyncAt(db: Database): Promise<string | null> {
  const at = await repo.lastSyncAt(db);
  return at ? at.toISOString() : null;
}

/** A few calls to LINE at a time (its rate limits are per channel; a sync stays well under them). */
const SYNC_CONCURRENCY = 8;

async function inBatches<T>(items: T[], work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += SYNC_CONCURRENCY) {
    await Promise.all(items.slice(i, i + SYNC_CONCURRENCY).map(work));
  }
}

/** How much one sync reads from LINE at most (the rest waits for the next sync). */
export const SYNC_PROFILE_LIMIT = 300;
export const SYNC_CONTENT_LIMIT = 200;

/**
 * POST line-notes/sync. LINE's Messaging API has no message history: what was not delivered to the
 * webhook cannot be read back. So sync catches up on what can be: (1) earlier events of LINE users
 * who have since linked an account are attached to them (their content was never stored); (2) the
 * LINE profile (display name, still a friend or not) of each linked user is read again, those read
 * longest ago first; (3) media messages (image, video, audio, file) not yet fetched are fetched from
 * LINE's content endpoint while LINE still keeps them: their type and size are recorded (or
 * "expired"). Records the time; a call that fails is counted and tried again next time.
 */
export async function syncNotes(db: Database, actor: Actor, channel: LineChannel): Promise<LineSyncResult> {
  const client = createLineMessagingClient(channel);
  const runId = await repo.startSyncRun(db, actor.id);
  const counts = {
    profilesUpdated: 0,
    eventsAttached: 0,
    contentsFetched: 0,
    contentsExpired: 0,
    failures: 0,
  };

  counts.eventsAttached = await repo.attachEarlierEvents(db);

  const linkedIds = (await repo.linkedLineUsers(db, SYNC_PROFILE_LIMIT)).flatMap((row) =>
    row.lineUserId ? [row.lineUserId] : [],
  );
  await inBatches(linkedIds, async (lineUserId) => {
    try {
      await repo.saveProfile(db, lineUserId, await client.profile(lineUserId));
      counts.profilesUpdated += 1;
    } catch {
      counts.failures += 1;
    }
  });

  await inBatches(await repo.pendingContents(db, SYNC_CONTENT_LIMIT), async (note) => {
    if (!note.messageId) return;
    try {
      const content = await client.contentInfo(note.messageId);
      await repo.saveContent(db, note.id, content);
      if (content) counts.contentsFetched += 1;
      else counts.contentsExpired += 1;
    } catch {
      counts.failures += 1;
    }
  });

  const finishedAt = await repo.finishSyncRun(db, runId, counts);
  return {
    synced_at: toWireTime(finishedAt),
    profiles_updated: counts.profilesUpdated,
    events_attached: counts.eventsAttached,
    contents_fetched: counts.contentsFetched,
    contents_expired: counts.contentsExpired,
    failures: counts.failures,
  };
}
