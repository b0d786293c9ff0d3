import type { ItemResponse, TestAttemptsQuery } from "@edu/shared/test-engine";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { countUpTo } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { insertedRow } from "../../db/query-rows";
import {
  type TestAttemptModuleRow,
  type TestAttemptRow,
  testAnswers,
  testAttemptModules,
  testAttempts,
  testForms,
  testFormVersions,
  testItemEvents,
} from "./test-engine.table";

/**
 * `share`: an answer or an event reads the attempt without blocking other saves, but waits for a finish
 * or submit (which take `update`), so nothing is saved into a module that is being locked.
 */
export async function attemptById(
  db: DbOrTx,
  id: number,
  lock?: "update" | "share",
): Promise<TestAttemptRow | undefined> {
  const query = db.select().from(testAttempts).where(eq(testAttempts.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertAttempt(db: DbOrTx, values: typeof testAttempts.$inferInsert) {
  return insertedRow(await db.insert(testAttempts).values(values).returning(), "test_attempts");
}

export async function updateAttempt(
  db: DbOrTx,
  id: number,
  values: Partial<typeof testAttempts.$inferInsert>,
) {
  const rows = await db.update(testAttempts).set(values).where(eq(testAttempts.id, id)).returning();
  return insertedRow(rows, "test_attempts");
}

export function modulesOf(db: DbOrTx, attemptId: number): Promise<TestAttemptModuleRow[]> {
  return db
    .select()
    .from(testAttemptModules)
    .where(eq(testAttemptModules.attemptId, attemptId))
    .orderBy(asc(testAttemptModules.id));
}

export async function moduleOf(db: DbOrTx, attemptId: number, key: string) {
  const [row] = await db
    .select()
    .from(testAttemptModules)
    .where(and(eq(testAttemptModules.attemptId, attemptId), eq(testAttemptModules.moduleKey, key)));
  return row;
}

export async function insertModule(db: DbOrTx, values: typeof testAttemptModules.$inferInsert) {
  return insertedRow(await db.insert(testAttemptModules).values(values).returning(), "test_attempt_modules");
}

export async function lockModule(db: DbOrTx, id: number, at: Date) {
  await db.update(testAttemptModules).set({ lockedAt: at }).where(eq(testAttemptModules.id, id));
}

export function answersOf(db: DbOrTx, attemptId: number) {
  return db
    .select()
    .from(testAnswers)
    .where(eq(testAnswers.attemptId, attemptId))
    .orderBy(asc(testAnswers.id));
}

/** One row per (attempt, item): a second save replaces the first, whatever the order they arrive in. */
export async function upsertAnswer(
  db: DbOrTx,
  values: {
    attemptId: number;
    itemKey: string;
    itemVersion: number;
    moduleKey: string;
    response: ItemResponse;
    answeredAt: Date;
  },
) {
  const rows = await db
    .insert(testAnswers)
    .values(values)
    .onConflictDoUpdate({
      target: [testAnswers.attemptId, testAnswers.itemKey],
      set: {
        response: sql`excluded.response`,
        itemVersion: sql`excluded.item_version`,
        moduleKey: sql`excluded.module_key`,
        answeredAt: sql`excluded.answered_at`,
      },
    })
    .returning();
  return insertedRow(rows, "test_answers");
}

export async function insertEvents(db: DbOrTx, rows: (typeof testItemEvents.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(testItemEvents).values(rows);
}

export function eventsOf(db: DbOrTx, attemptId: number) {
  return db
    .select()
    .from(testItemEvents)
    .where(eq(testItemEvents.attemptId, attemptId))
    .orderBy(asc(testItemEvents.at), asc(testItemEvents.id));
}

/** The form an attempt's version belongs to (titles and key for lists). */
export async function formOfVersion(db: DbOrTx, versionId: number) {
  const [row] = await db
    .select({ form: testForms, document: testFormVersions.document })
    .from(testFormVersions)
    .innerJoin(testForms, eq(testForms.id, testFormVersions.formId))
    .where(eq(testFormVersions.id, versionId));
  if (!row) throw new Error(`test form version ${versionId} not found`);
  return row;
}

export async function listAttempts(db: DbOrTx, userId: number, query: TestAttemptsQuery) {
  const filters: SQL[] = [eq(testAttempts.userId, userId)];
  if (query.state) filters.push(eq(testAttempts.state, query.state));
  if (query.form_id)
    filters.push(
      inArray(
        testAttempts.formVersionId,
        db
          .select({ id: testFormVersions.id })
          .from(testFormVersions)
          .where(eq(testFormVersions.formId, query.form_id)),
      ),
    );
  const where = and(...filters);
  const rows = await db
    .select({ attempt: testAttempts, form: testForms })
    .from(testAttempts)
    .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
    .innerJoin(testForms, eq(testForms.id, testFormVersions.formId))
    .where(where)
    .orderBy(desc(testAttempts.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { rows, total: await countUpTo(db, testAttempts, where) };
}
