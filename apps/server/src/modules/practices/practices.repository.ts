import type { PracticeSharers } from "@edu/shared/practices";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { insertedRow, queryRows } from "../../db/query-rows";
import { sessionClasses, sessionClassTeachers, studentClassTickets } from "../classes/classes.table";
import { tags, userTags } from "../tags/tags.table";
import { testAttempts, testFormVersions } from "../test-engine/test-engine.table";
import { users } from "../users/users.table";
import { fullPracticeSharers } from "./full-practices.table";
import { type PracticeRow, practiceSharers, practices } from "./practices.table";

export async function practiceById(
  db: DbOrTx,
  id: number,
  lock?: "update" | "share",
): Promise<PracticeRow | undefined> {
  const query = db.select().from(practices).where(eq(practices.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  return row;
}

export async function insertPractice(db: DbOrTx, values: typeof practices.$inferInsert) {
  return insertedRow(await db.insert(practices).values(values).returning(), "practices");
}

export async function updatePractice(db: DbOrTx, id: number, values: Partial<typeof practices.$inferInsert>) {
  const rows = await db.update(practices).set(values).where(eq(practices.id, id)).returning();
  return insertedRow(rows, "practices");
}

/** Where a list is kept: a practice's or a full practice's sharers (the same columns but the owner's). */
export type SharerTable = "practice" | "full";
const SHARER_TABLES = {
  practice: { table: practiceSharers, owner: sql.raw("s.practice_id") },
  full: { table: fullPracticeSharers, owner: sql.raw("s.full_practice_id") },
} as const;

/**
 * Whether `userId` is on the practice's `can` list: named, placed in or teaching a named class, or on a
 * named tag. One SQL form, used for one practice and for lists (and for full practices' lists).
 */
export const onSharerList = (
  practiceId: SQL | number,
  userId: number,
  can: "use" | "edit",
  kind: SharerTable = "practice",
) => sql`exists (
  select 1 from ${SHARER_TABLES[kind].table} s
  where ${SHARER_TABLES[kind].owner} = ${practiceId} and s.can = ${can} and (
    (s.target = 'user' and s.target_id = ${userId})
    or (s.target = 'class' and (
      s.target_id in (select t.session_class_id from ${studentClassTickets} t where t.student_user_id = ${userId})
      or s.target_id in (select c.session_class_id from ${sessionClassTeachers} c where c.user_id = ${userId})))
    or (s.target = 'tag' and s.target_id in (select ut.tag_id from ${userTags} ut where ut.user_id = ${userId}))))`;

export async function isOnList(
  db: DbOrTx,
  practiceId: number,
  userId: number,
  can: "use" | "edit",
  kind: SharerTable = "practice",
) {
  const [row] = await queryRows<{ yes: boolean }>(
    db,
    sql`select ${onSharerList(practiceId, userId, can, kind)} as yes`,
  );
  return Boolean(row?.yes);
}

export async function sharersOf(db: DbOrTx, practiceId: number) {
  const rows = await db
    .select()
    .from(practiceSharers)
    .where(eq(practiceSharers.practiceId, practiceId))
    .orderBy(practiceSharers.can, practiceSharers.target, practiceSharers.targetId);
  const list = (can: "use" | "edit"): PracticeSharers => {
    const of = (target: "user" | "class" | "tag") =>
      rows.filter((row) => row.can === can && row.target === target).map((row) => row.targetId);
    return { user_ids: of("user"), class_ids: of("class"), tag_ids: of("tag") };
  };
  return { use: list("use"), edit: list("edit") };
}

export async function replaceSharers(
  db: DbOrTx,
  practiceId: number,
  can: "use" | "edit",
  list: PracticeSharers,
) {
  await db
    .delete(practiceSharers)
    .where(and(eq(practiceSharers.practiceId, practiceId), eq(practiceSharers.can, can)));
  const rows = [
    ...list.user_ids.map((targetId) => ({ target: "user" as const, targetId })),
    ...list.class_ids.map((targetId) => ({ target: "class" as const, targetId })),
    ...list.tag_ids.map((targetId) => ({ target: "tag" as const, targetId })),
  ].map((row) => ({ ...row, practiceId, can }));
  if (rows.length) await db.insert(practiceSharers).values(rows).onConflictDoNothing();
}

/** The ids among `ids` that name no row of the target's table. */
export async function unknownTargets(db: DbOrTx, target: "user" | "class" | "tag", ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const table = { user: users, class: sessionClasses, tag: tags }[target];
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const known = new Set(found.map((row) => row.id));
  return new Set(ids.filter((id) => !known.has(id)));
}

/** Whether anyone has an attempt on any version of the engine form. */
export async function hasAttempts(db: DbOrTx, formId: number | null) {
  if (formId === null) return false;
  const [row] = await db
    .select({ id: testAttempts.id })
    .from(testAttempts)
    .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
    .where(eq(testFormVersions.formId, formId))
    .limit(1);
  return row !== undefined;
}

export function attemptsOf(db: DbOrTx, formId: number, userId: number) {
  return db
    .select({ attempt: testAttempts })
    .from(testAttempts)
    .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
    .where(and(eq(testFormVersions.formId, formId), eq(testAttempts.userId, userId)))
    .orderBy(desc(testAttempts.id));
}

/** Practices the user may see in a list: theirs, public ones, and those on their use or edit lists. */
export function visibleCondition(userId: number, all: boolean): SQL {
  if (all) return sql`true`;
  return sql`(${practices.createdBy} = ${userId} or ${practices.share} = 'public'
    or ${onSharerList(sql`${practices.id}`, userId, "use")} or ${onSharerList(sql`${practices.id}`, userId, "edit")})`;
}

export async function listPractices(db: DbOrTx, userId: number, all: boolean, limit: number, offset: number) {
  const where = visibleCondition(userId, all);
  const canEdit = all
    ? sql<boolean>`true`
    : sql<boolean>`(${practices.createdBy} = ${userId} or ${onSharerList(sql`${practices.id}`, userId, "edit")})`;
  const rows = await db
    .select({ practice: practices, canEdit })
    .from(practices)
    .where(where)
    .orderBy(desc(practices.updatedAt), desc(practices.id))
    .limit(limit)
    .offset(offset);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${practices} where ${where} limit 1001) c`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** Which of the engine forms have attempts (for a list's lock flags). */
export async function formsWithAttempts(db: DbOrTx, formIds: number[]) {
  if (formIds.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ formId: testFormVersions.formId })
    .from(testAttempts)
    .innerJoin(testFormVersions, eq(testFormVersions.id, testAttempts.formVersionId))
    .where(inArray(testFormVersions.formId, formIds));
  return new Set(rows.map((row) => row.formId));
}
