import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { AppError } from "../../http/app-error";
import { hitRateLimit, readRateLimit } from "../../http/rate-limit";
import { sessions } from "./sessions.table";

const HOUR = 60 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 100;
export const MAX_FAILURES_PER_ADDRESS = 30;
const ADDRESS_WINDOW = 15 * 60 * 1000;

/**
 * Failed sign-ins are counted per account (100 an hour) and per address (30 in 15 minutes). An
 * account over its limit still lets in addresses it has signed in from before, so a stranger
 * hammering an account cannot lock its owner out.
 */
export async function assertLoginAllowed(db: Database, login: string, ip: string, knownUserId?: number) {
  const byAddress = await readRateLimit(db, `login-ip:${ip}`);
  if (byAddress.current >= MAX_FAILURES_PER_ADDRESS) throw tooMany(byAddress.ttl);
  const byAccount = await readRateLimit(db, `login-account:${login.toLowerCase()}`);
  if (byAccount.current >= MAX_FAILURES_PER_ACCOUNT) {
    if (knownUserId && (await isKnownAddress(db, knownUserId, ip))) return;
    throw tooMany(byAccount.ttl);
  }
}

export async function recordLoginFailure(db: Database, login: string, ip: string): Promise<void> {
  await hitRateLimit(db, `login-ip:${ip}`, ADDRESS_WINDOW);
  await hitRateLimit(db, `login-account:${login.toLowerCase()}`, HOUR);
}

async function isKnownAddress(db: Database, userId: number, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip)))
    .limit(1);
  return Boolean(row);
}

function tooMany(ttlMs: number): AppError {
  return new AppError("too_many_requests", { retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) });
}
