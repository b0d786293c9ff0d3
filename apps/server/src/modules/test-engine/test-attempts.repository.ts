import type { ItemResponse, TestAttemptsQuery } from "@edu/shared/test-engine";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { countUpTo } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { queryPrepared } from "../../db/prepared-text";
import { insertedRow } from "../../db/query-rows";
import { columnsOf } from "../../db/raw-query";
import {
  type TestAnswerRow,
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

const savedColumns = columnsOf(testAnswers, "saved", "a_");
const targetColumns = columnsOf(testAttemptModules, "target", "m_", ["deadlineAt"]);

/**
 * An answer save in one statement (one round trip, no BEGIN/COMMIT): the upsert happens only if the attempt
 * is the student's and in progress, its current module is open at `now` (not locked, before its deadline)
 * and holds the item with the response's kind. It takes the same shared lock on the attempt as a save in a
 * transaction: a finish or submit (which lock it for update and always change it) either waits for it, or
 * goes first and then the row no longer matches. Nothing saved (undefined): the caller finds out why.
 */
const SAVE_ANSWER = `with target as (
  select a.id as attempt_id, m.module_key, m.deadline_at, (ref->>'version')::int as item_version
  from test_attempts a
  join test_attempt_modules m on m.attempt_id = a.id and m.module_key = a.current_module_key
  cross join lateral jsonb_array_elements(m.items) as ref
  where a.id = $1 and a.user_id = $2 and a.state = 'in_progress' and m.locked_at is null
    and (m.deadline_at is null or m.deadline_at > $3::timestamptz)
    and ref->>'key' = $4::text and ref->>'kind' = $5::text
  for share of a
), saved as (
  insert into test_answers (attempt_id, item_key, item_version, module_key, response, answered_at)
  select attempt_id, $4::text, item_version, module_key, $6::text::jsonb, $3::timestamptz from target
  on conflict (attempt_id, item_key) do update set response = excluded.response,
    item_version = excluded.item_version, module_key = excluded.module_key, answered_at = excluded.answered_at
  returning *
)
select ${savedColumns.select}, ${targetColumns.select} from saved cross join target`;

export async function saveAnswerIfOpen(
  db: DbOrTx,
  save: { attemptId: number; userId: number; itemKey: string; response: ItemResponse; now: Date },
): Promise<{ answer: TestAnswerRow; deadlineAt: Date | null } | undefined> {
  const [row] = await queryPrepared<Record<string, unknown>>(db, SAVE_ANSWER, [
    save.attemptId,
    save.userId,
    save.now.toISOString(),
    save.itemKey,
    save.response.kind,
    JSON.stringify(save.response),
  ]);
  if (!row) return undefined;
  return { answer: savedColumns.read(row), deadlineAt: targetColumns.read(row).deadlineAt };
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
