import type { Locale } from "@edu/shared";
import type { SchoolFactKey } from "@edu/shared/schools";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { users } from "../users/users.table";
import { SHOWN_FACT_ORDER } from "./school-read-facts";
import { schoolAliases, schoolFacts, schoolLinks, schools } from "./schools.table";

export type SchoolRow = typeof schools.$inferSelect;
export type SchoolAliasRow = typeof schoolAliases.$inferSelect;

/** A school by id ("166027" is an id) or slug ("harvard-university"). */
export async function findSchoolByRef(db: DbOrTx, ref: string): Promise<SchoolRow | undefined> {
  const where = /^\d+$/.test(ref)
    ? Number(ref) <= 2_147_483_647
      ? eq(schools.id, Number(ref))
      : undefined
    : eq(schools.slug, ref);
  if (!where) return undefined;
  const [row] = await db.select().from(schools).where(where).limit(1);
  return row;
}

export async function findSchool(db: DbOrTx, id: number): Promise<SchoolRow | undefined> {
  const [row] = await db.select().from(schools).where(eq(schools.id, id)).limit(1);
  return row;
}

/** The schools of `ids` that exist: id, slug and English name. */
export function listSchoolBriefs(db: DbOrTx, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: schools.id, slug: schools.slug, nameEn: schools.nameEn })
    .from(schools)
    .where(inArray(schools.id, [...ids]));
}

/** The aliases of these schools: by language, the default first. */
export function listAliasesOf(db: DbOrTx, schoolIds: readonly number[]): Promise<SchoolAliasRow[]> {
  if (schoolIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(schoolAliases)
    .where(inArray(schoolAliases.schoolId, [...schoolIds]))
    .orderBy(
      asc(schoolAliases.schoolId),
      asc(schoolAliases.lang),
      sql`${schoolAliases.isDefault} desc`,
      asc(schoolAliases.id),
    );
}

/** Each school's default alias per language. */
export function listDefaultNamesOf(db: DbOrTx, schoolIds: readonly number[]) {
  if (schoolIds.length === 0) return Promise.resolve([]);
  return db
    .select({ schoolId: schoolAliases.schoolId, lang: schoolAliases.lang, name: schoolAliases.name })
    .from(schoolAliases)
    .where(and(inArray(schoolAliases.schoolId, [...schoolIds]), eq(schoolAliases.isDefault, true)));
}

export function listLinksOf(db: DbOrTx, schoolId: number) {
  return db
    .select({ id: schoolLinks.id, kind: schoolLinks.kind, url: schoolLinks.url, label: schoolLinks.label })
    .from(schoolLinks)
    .where(eq(schoolLinks.schoolId, schoolId))
    .orderBy(asc(schoolLinks.id));
}

export type SchoolFactRow = {
  school_id: number;
  key: string;
  value: number | string | string[];
  year: string;
  source: "scorecard" | "staff";
  note: string;
  entered_at: string;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
};

const FACT_COLUMNS = sql`f.school_id, f.key, f.value, f.year, f.source, f.note, f.entered_at,
  u.first_name, u.last_name, u.username::text as username`;

/** Every figure stored for a school (all years, both sources), with who entered it. */
export function listFactsOf(db: DbOrTx, schoolId: number): Promise<SchoolFactRow[]> {
  return queryRows<SchoolFactRow>(
    db,
    sql`select ${FACT_COLUMNS} from ${schoolFacts} f left join ${users} u on u.id = f.entered_by
        where f.school_id = ${schoolId} order by f.key, ${sql.raw(SHOWN_FACT_ORDER)}`,
  );
}

/** The figure a page shows per key and school (newest year; staff over Scorecard in one year). */
export function listShownFacts(
  db: DbOrTx,
  schoolIds: readonly number[],
  keys: readonly SchoolFactKey[],
): Promise<SchoolFactRow[]> {
  if (schoolIds.length === 0 || keys.length === 0) return Promise.resolve([]);
  const ids = sql.join(
    schoolIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const keyList = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  return queryRows<SchoolFactRow>(
    db,
    sql`select distinct on (f.school_id, f.key) ${FACT_COLUMNS}
        from ${schoolFacts} f left join ${users} u on u.id = f.entered_by
        where f.school_id in (${ids}) and f.key in (${keyList})
        order by f.school_id, f.key, ${sql.raw(SHOWN_FACT_ORDER)}`,
  );
}

export type DefaultName = { schoolId: number; lang: Locale; name: string };
