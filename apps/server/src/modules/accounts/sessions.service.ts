import { createHash, randomBytes } from "node:crypto";
import type { Role } from "@edu/shared";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { userRoles, users } from "../users/users.table";
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

export type SessionUser = { id: number; roles: Role[]; isActive: boolean; finishBind: boolean };
export type ResolvedSession = { tokenHash: string; user: SessionUser };

/** The session behind a token if it is neither revoked nor past its idle or absolute expiry. */
export async function resolveSession(db: DbOrTx, token: string): Promise<ResolvedSession | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      isActive: users.isActive,
      finishBind: users.finishBind,
      roles: sql<
        Role[]
      >`coalesce((select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  const now = Date.now();
  if (
    !row ||
    row.revokedAt ||
    row.expiresAt.getTime() <= now ||
    row.lastSeenAt.getTime() + SESSION_IDLE_MS <= now
  ) {
    return undefined;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    tokenHash,
    user: { id: row.userId, roles: row.roles, isActive: row.isActive, finishBind: row.finishBind },
  };
}

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
