import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { countUpTo } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { users } from "../users/users.table";
import { lineContacts, lineNotes, lineSyncRuns } from "./line-notes.table";

export type NewLineNote = typeof lineNotes.$inferInsert;
export type LineNoteRow = typeof lineNotes.$inferSelect;

export async function userIdsByLineIds(db: DbOrTx, lineUserIds: string[]): Promise<Map<string, number>> {
  if (lineUserIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, lineUserId: users.lineUserId })
    .from(users)
    .where(inArray(users.lineUserId, lineUserIds));
  return new Map(rows.flatMap((row) => (row.lineUserId ? [[row.lineUserId, row.id] as const] : [])));
}

/** Inserts the note unless its webhookEventId is already stored: true when it was new. */
export async function insertNoteOnce(db: DbOrTx, note: NewLineNote): Promise<boolean> {
  const rows = await db
    .insert(lineNotes)
    .values(note)
    .onConflictDoNothing({ target: lineNotes.webhookEventId })
    .returning({ id: lineNotes.id });
  return rows.length > 0;
}

export async function setFollowing(db: DbOrTx, lineUserId: string, following: boolean) {
  await db
    .insert(lineContacts)
    .values({ lineUserId, following })
    .onConflictDoUpdate({ target: lineContacts.lineUserId, set: { following, updatedAt: sql`now()` } });
}

export async function saveProfile(
  db: DbOrTx,
  lineUserId: string,
  profile: { displayName: string; pictureUrl?: string } | undefined,
) {
  // No profile: LINE does not count them as a friend (never followed, or blocked the account).
  const values = profile
    ? { displayName: profile.displayName, pictureUrl: profile.pictureUrl ?? null, following: true }
    : { following: false };
  await db
    .insert(lineContacts)
    .values({ lineUserId, ...values, profileFetchedAt: sql`now()` })
    .onConflictDoUpdate({
      target: lineContacts.lineUserId,
      set: { ...values, profileFetchedAt: sql`now()`, updatedAt: sql`now()` },
    });
}

export async function findUserWithLine(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      lineUserId: users.lineUserId,
      displayName: lineContacts.displayName,
      following: lineContacts.following,
    })
    .from(users)
    .leftJoin(lineContacts, eq(lineContacts.lineUserId, users.lineUserId))
    .where(eq(users.id, userId));
  return row;
}

export async function notesPage(db: DbOrTx, userId: number, page: number, pageSize: number) {
  const where = eq(lineNotes.userId, userId);
  const [rows, counted] = await readAll(db, [
    () =>
      db
        .select()
        .from(lineNotes)
        .where(where)
        .orderBy(desc(lineNotes.occurredAt), desc(lineNotes.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () => countUpTo(db, lineNotes, where),
  ]);
  return { rows, counted };
}

/** Linked users, those whose profile was read longest ago first. */
export async function linkedLineUsers(db: DbOrTx, limit: number) {
  return db
    .select({ lineUserId: users.lineUserId })
    .from(users)
    .leftJoin(lineContacts, eq(lineContacts.lineUserId, users.lineUserId))
    .where(isNotNull(users.lineUserId))
    .orderBy(sql`${lineContacts.profileFetchedAt} asc nulls first`, users.id)
    .limit(limit);
}

/** Counted-only events of LINE users who have since linked an account: attached to them (no content). */
export async function attachEarlierEvents(db: DbOrTx): Promise<number> {
  const rows = await db
    .update(lineNotes)
    .set({ userId: sql`${users.id}` })
    .from(users)
    .where(and(isNull(lineNotes.userId), eq(users.lineUserId, lineNotes.lineUserId)))
    .returning({ id: lineNotes.id });
  return rows.length;
}

export async function pendingContents(db: DbOrTx, limit: number) {
  return db
    .select({ id: lineNotes.id, messageId: lineNotes.messageId })
    .from(lineNotes)
    .where(and(eq(lineNotes.contentStatus, "pending"), isNotNull(lineNotes.messageId)))
    .orderBy(lineNotes.id)
    .limit(limit);
}

export async function saveContent(
  db: DbOrTx,
  noteId: number,
  content: { contentType: string; bytes: number } | undefined,
) {
  await db
    .update(lineNotes)
    .set(
      content
        ? { contentStatus: "fetched", contentType: content.contentType, contentBytes: content.bytes }
        : { contentStatus: "expired" },
    )
    .where(eq(lineNotes.id, noteId));
}

export async function startSyncRun(db: DbOrTx, startedBy: number) {
  const [row] = await db.insert(lineSyncRuns).values({ startedBy }).returning({ id: lineSyncRuns.id });
  if (!row) throw new Error("line_sync_runs insert returned no row");
  return row.id;
}

export async function finishSyncRun(
  db: DbOrTx,
  id: number,
  counts: Pick<
    typeof lineSyncRuns.$inferInsert,
    "profilesUpdated" | "eventsAttached" | "contentsFetched" | "contentsExpired" | "failures"
  >,
) {
  const [row] = await db
    .update(lineSyncRuns)
    .set({ ...counts, finishedAt: sql`now()` })
    .where(eq(lineSyncRuns.id, id))
    .returning({ finishedAt: lineSyncRuns.finishedAt });
  return row?.finishedAt ?? new Date();
}

export async function lastSyncAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | Date | null>`max(${lineSyncRuns.finishedAt})` })
    .from(lineSyncRuns);
  return row?.at ? new Date(row.at) : null;
}
