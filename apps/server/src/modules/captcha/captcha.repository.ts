import { eq, lt } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { captchaChallenges } from "./captcha.table";

export async function insertChallenge(db: DbOrTx, answerHash: string, expiresAt: Date): Promise<string> {
  const [row] = await db
    .insert(captchaChallenges)
    .values({ answerHash, expiresAt })
    .returning({ key: captchaChallenges.key });
  if (!row) throw new Error("captcha insert returned no row");
  return row.key;
}

/** Deletes and returns the challenge in one statement: a key can be tried once, by one request. */
export async function takeChallenge(db: DbOrTx, key: string) {
  const [row] = await db.delete(captchaChallenges).where(eq(captchaChallenges.key, key)).returning();
  return row;
}

export async function deleteExpiredChallenges(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, now));
}
