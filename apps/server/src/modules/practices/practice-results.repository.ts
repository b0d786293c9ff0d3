import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { testAnswers, testAttempts, testFormVersions } from "../test-engine";
import { users } from "../users/users.table";

/** Reads of the engine's attempts on a practice's form (the engine's tables, read only). */

/** One attempt, when it was made on (any version of) the engine form `formId`. */
export async function attemptOnForm(db: DbOrTx, formId: number, attemptId: number) {
  const [row] = await db
    .select({ attempt: testAttempts, document: testFormVersions.document })
    .from(testAttempts)
    .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
    .where(and(eq(testAttempts.id, attemptId), eq(testFormVersions.formId, formId)));
  return row;
}

/** Submitted attempts on the form, newest first; one user's when `userId` is given. */
export async function submittedOnForm(
  db: DbOrTx,
  formId: number,
  userId: number | null,
  limit: number,
  offset: number,
) {
  const where = and(
    eq(testFormVersions.formId, formId),
    inArray(testAttempts.state, ["submitted", "graded"]),
    userId === null ? undefined : eq(testAttempts.userId, userId),
  );
  const rows = await db
    .select({
      attempt: testAttempts,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(testAttempts)
    .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
    .innerJoin(users, eq(users.id, testAttempts.userId))
    .where(where)
    .orderBy(desc(testAttempts.submittedAt), desc(testAttempts.id))
    .limit(limit)
    .offset(offset);
  return rows;
}

/** Attempts by id (a full attempt's sections), with their states and scores. */
export async function attemptsById(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof testAttempts.$inferSelect>();
  const rows = await db.select().from(testAttempts).where(inArray(testAttempts.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** An attempt's saved responses by item key. */
export async function responsesOf(db: DbOrTx, attemptId: number) {
  const rows = await db
    .select({ key: testAnswers.itemKey, response: testAnswers.response })
    .from(testAnswers)
    .where(eq(testAnswers.attemptId, attemptId));
  return new Map(rows.map((row) => [row.key, row.response]));
}
