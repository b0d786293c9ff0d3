import type { SchoolFactKey } from "@edu/shared/schools";
import { and, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { schoolFacts, schools } from "./schools.table";

export type SchoolInsert = typeof schools.$inferInsert;

/**
 * The school row, locked for the rest of the transaction: edits of one school (its fields, figures,
 * aliases and their defaults) run one after another. Every writer locks the school before its aliases.
 */
export async function lockSchool(db: DbOrTx, id: number) {
  const [row] = await db.select().from(schools).where(eq(schools.id, id)).for("update");
  return row;
}

export async function slugTaken(db: DbOrTx, slug: string, exceptId?: number): Promise<boolean> {
  const where =
    exceptId === undefined ? eq(schools.slug, slug) : and(eq(schools.slug, slug), ne(schools.id, exceptId));
  const rows = await db.select({ id: schools.id }).from(schools).where(where).limit(1);
  return rows.length > 0;
}

/** Slugs starting with `base` (`base`, `base-ca`, `base-2`…): the candidates a new slug must avoid. */
export async function slugsLike(db: DbOrTx, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: schools.slug })
    .from(schools)
    .where(sql`${schools.slug} = ${base} or starts_with(${schools.slug}, ${`${base}-`})`);
  return new Set(rows.map((row) => row.slug));
}

export async function insertSchoolRow(db: DbOrTx, values: SchoolInsert): Promise<number> {
  const [row] = await db.insert(schools).values(values).returning({ id: schools.id });
  if (!row) throw new Error("school insert returned no row");
  return row.id;
}

export async function updateSchoolRow(db: DbOrTx, id: number, values: Partial<SchoolInsert>): Promise<void> {
  await db
    .update(schools)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(schools.id, id));
}

/** A staff figure for a year, written or replaced with who entered it and when; a note not given is kept. */
export async function upsertStaffFact(
  db: DbOrTx,
  fact: {
    schoolId: number;
    key: SchoolFactKey;
    year: string;
    value: number | string | string[];
    note: string | undefined;
    enteredBy: number;
  },
): Promise<void> {
  await db
    .insert(schoolFacts)
    .values({
      schoolId: fact.schoolId,
      key: fact.key,
      year: fact.year,
      source: "staff",
      value: fact.value,
      note: fact.note ?? "",
      enteredBy: fact.enteredBy,
    })
    .onConflictDoUpdate({
      target: [schoolFacts.schoolId, schoolFacts.key, schoolFacts.source, schoolFacts.year],
      set: {
        value: sql`excluded.value`,
        ...(fact.note !== undefined && { note: sql`excluded.note` }),
        enteredBy: sql`excluded.entered_by`,
        enteredAt: sql`now()`,
      },
    });
}

export async function deleteStaffFact(
  db: DbOrTx,
  schoolId: number,
  key: SchoolFactKey,
  year: string,
): Promise<void> {
  await db
    .delete(schoolFacts)
    .where(
      and(
        eq(schoolFacts.schoolId, schoolId),
        eq(schoolFacts.key, key),
        eq(schoolFacts.source, "staff"),
        eq(schoolFacts.year, year),
      ),
    );
}
