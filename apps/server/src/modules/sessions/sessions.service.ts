import { createHash, randomBytes } from "node:crypto";
import type { Role } from "@edu/shared";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryPrepared } from "../../db/prepared-text";
import type { SessionUser } from "../../http/actor";
import type { SessionCache } from "./session-cache";
import { sessions } from "./sessions.table";

export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const newToken = () => randomBytes(32).toString("base64url");

export async function createSession(
  tx: DbOrTx,
  userId: number,
  client: { ip?: string; userAgent?: string } = {},
): Promise<string> {
  const token = newToken();
  await tx.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    ip: client.ip ?? null,
    userAgent: client.userAgent?.slice(0, 400) ?? null,
  });
  return token;
}

export type ResolvedSession = { tokenHash: string; user: SessionUser };

/**
 * Every authenticated request runs this; its text is written once (Drizzle's builder cost ~0.15 ms of
 * CPU a request here) and it is one round trip: session, user and roles together.
 */
const RESOLVE_SESSION = `select s.user_id as "userId", s.last_seen_at as "lastSeenAt", s.expires_at as "expiresAt",
    s.revoked_at as "revokedAt", u.is_active as "isActive", u.finish_bind as "finishBind",
    coalesce((select array_agg(r.role) from user_roles r where r.user_id = u.id), '{}') as roles
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1`;

type SessionLookupRow = {
  userId: number;
  lastSeenAt: string | Date;
  expiresAt: string | Date;
  revokedAt: string | Date | null;
  isActive: boolean;
  finishBind: boolean;
  roles: Role[];
};

/** Drivers hand timestamps over as text in raw mode (like Drizzle's timestamp columns read them). */
const timeOf = (value: string | Date) =>
  value instanceof Date ? value.getTime() : new Date(value).getTime();

/** The one statement of a lookup: session, user and roles by token hash. */
async function lookupSession(db: DbOrTx, tokenHash: string): Promise<SessionLookupRow | undefined> {
  const [row] = await queryPrepared<SessionLookupRow>(db, RESOLVE_SESSION, [tokenHash]);
  return row;
}

/**
 * The session behind a token if it is neither revoked nor past its idle or absolute expiry. With a
 * cache (session-cache.ts), a session resolved in the last seconds is answered without the database,
 * unless it has expired, gone idle or is due its last_seen_at touch: those go to the database as before.
 */
export async function resolveSession(
  db: DbOrTx,
  token: string,
  cache?: SessionCache,
): Promise<ResolvedSession | undefined> {
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash);
  if (cached && isCurrent(cached.expiresAt, cached.lastSeenAt, Date.now())) return cached.session;
  const generation = cache?.beginLookup() ?? 0;
  const row = await lookupSession(db, tokenHash);
  const now = Date.now();
  if (!row || row.revokedAt) return undefined;
  const expiresAt = timeOf(row.expiresAt);
  let lastSeenAt = timeOf(row.lastSeenAt);
  if (expiresAt <= now || lastSeenAt + SESSION_IDLE_MS <= now) return undefined;
  if (now - lastSeenAt > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
    lastSeenAt = now;
  }
  const session = {
    tokenHash,
    user: { id: row.userId, roles: row.roles, isActive: row.isActive, finishBind: row.finishBind },
  };
  cache?.store(generation, { session, expiresAt, lastSeenAt });
  return session;
}

/** Neither expired nor idle, and its last_seen_at touch not yet due. */
const isCurrent = (expiresAt: number, lastSeenAt: number, now: number) =>
  expiresAt > now && now - lastSeenAt <= TOUCH_INTERVAL_MS;

export async function revokeSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** On a password change or reset: every other session of the user ends. */
export async function revokeUserSessions(db: DbOrTx, userId: number, keepTokenHash?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined,
      ),
    );
}
