import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { AppError } from "../../http/app-error";
import { hitRateLimit, readRateLimit } from "../../http/rate-limit";
import { sessions } from "../sessions/sessions.table";

const MINUTE = 60 * 1000;
const WINDOW = 15 * MINUTE;
const ACCOUNT_WINDOW = 60 * MINUTE;

/** Guessing one account's password from one address: 10 failures in 15 minutes, known address or not. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/** Guessing one account's password from many addresses: 100 failures an hour. */
export const MAX_FAILURES_PER_ACCOUNT = 100;
/** Spraying passwords over many accounts from one address: 30 failures in 15 minutes. */
export const MAX_FAILURES_PER_ADDRESS = 30;

/**
 * Which account a sign-in is for: the user when the login names one (username and email count
 * together), else the login as typed. Hashed, so the counters do not store emails.
 */
export const loginAccountKey = (login: string, userId?: number) =>
  userId !== undefined
    ? `user:${userId}`
    : `login:${createHash("sha256").update(login.trim().toLowerCase()).digest("hex").slice(0, 40)}`;

/**
 * Failed sign-ins are counted three ways (spec §8's messages stay as they are):
 * - per account and address: a guesser at one address is stopped, whoever else shares it is not;
 * - per account (all addresses): stops distributed guessing, but an address the account has signed
 *   in from before still gets in, so a stranger hammering an account cannot lock its owner out;
 * - per address: stops password spraying over many accounts, but again only for accounts that have
 *   never signed in from there, so one person behind a school's shared address cannot lock a
 *   classroom out of its own accounts.
 */
export async function assertLoginAllowed(db: Database, account: string, ip: string, userId?: number) {
  let known: boolean | undefined;
  const isKnown = async () => {
    known ??= userId !== undefined && (await isKnownAddress(db, userId, ip));
    return known;
  };
  const byPair = await readRateLimit(db, pairKey(account, ip));
  if (byPair.current >= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS) throw tooMany(byPair.ttl);
  const byAddress = await readRateLimit(db, `login-ip:${ip}`);
  if (byAddress.current >= MAX_FAILURES_PER_ADDRESS && !(await isKnown())) throw tooMany(byAddress.ttl);
  const byAccount = await readRateLimit(db, `login-account:${account}`);
  if (byAccount.current >= MAX_FAILURES_PER_ACCOUNT && !(await isKnown())) throw tooMany(byAccount.ttl);
}

export async function recordLoginFailure(db: Database, account: string, ip: string): Promise<void> {
  await hitRateLimit(db, pairKey(account, ip), WINDOW);
  await hitRateLimit(db, `login-ip:${ip}`, WINDOW);
  await hitRateLimit(db, `login-account:${account}`, ACCOUNT_WINDOW);
}

const pairKey = (account: string, ip: string) => `login-pair:${account}:${ip}`;

/** Has this user signed in from this address before (a session row, live or not, says so)? */
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
