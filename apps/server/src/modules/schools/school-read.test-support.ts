import type { Locale } from "@edu/shared";
import type { SchoolControl, SchoolFactKey, SchoolFactSource } from "@edu/shared/schools";
import type { DbOrTx } from "../../db/database";
import { insertedRow } from "../../db/query-rows";
import { refreshSchoolCards } from "./school-cards";
import { schoolInitials, schoolPinyin, schoolSearchKey } from "./school-search-key";
import { schoolAliases, schoolFacts, schoolLinks, schools } from "./schools.table";

export type TestSchool = {
  nameEn: string;
  slug?: string;
  unitid?: number;
  city?: string;
  state?: string;
  control?: SchoolControl;
  overview?: string;
  translations?: (typeof schools.$inferInsert)["translations"];
  aliases?: Array<{ lang: Locale; name: string; isDefault?: boolean }>;
  /** Figures of one year and source (default: the Scorecard's 2022-23). */
  facts?: Partial<Record<SchoolFactKey, number | string | string[]>>;
  year?: string;
  source?: SchoolFactSource;
};

const slugOf = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * A school with its aliases and figures straight in the database, keys made as the product makes them
 * (school-search-key.ts): for tests that read schools without going through the editing services.
 */
export async function insertTestSchool(db: DbOrTx, input: TestSchool): Promise<number> {
  const school = insertedRow(
    await db
      .insert(schools)
      .values({
        unitid: input.unitid ?? null,
        slug: input.slug ?? slugOf(input.nameEn),
        nameEn: input.nameEn,
        searchKey: schoolSearchKey(input.nameEn),
        initials: schoolInitials(input.nameEn),
        city: input.city ?? "",
        state: input.state ?? "",
        control: input.control ?? null,
        overview: input.overview ?? "",
        translations: input.translations ?? {},
      })
      .returning({ id: schools.id }),
    "schools",
  );
  for (const alias of input.aliases ?? []) {
    await db.insert(schoolAliases).values({
      schoolId: school.id,
      lang: alias.lang,
      name: alias.name,
      originalName: alias.name,
      searchKey: schoolSearchKey(alias.name),
      pinyin: schoolPinyin(alias.name),
      isDefault: alias.isDefault ?? false,
    });
  }
  await insertTestFacts(db, school.id, input.facts ?? {}, { year: input.year, source: input.source });
  return school.id;
}

/** Figures of one school for one year and source. */
export async function insertTestFacts(
  db: DbOrTx,
  schoolId: number,
  facts: Partial<Record<SchoolFactKey, number | string | string[]>>,
  options: { year?: string; source?: SchoolFactSource; note?: string; enteredBy?: number } = {},
): Promise<void> {
  const rows = Object.entries(facts).map(([key, value]) => ({
    schoolId,
    key,
    year: options.year ?? "2022-23",
    source: options.source ?? "scorecard",
    value: value as number | string | string[],
    note: options.note ?? "",
    enteredBy: options.enteredBy ?? null,
  }));
  if (rows.length === 0) return;
  await db.insert(schoolFacts).values(rows);
  // Written past the services: the search's card figures are brought up to date as they would be.
  await refreshSchoolCards(db, [schoolId]);
}

export async function insertTestLink(db: DbOrTx, schoolId: number, url: string): Promise<void> {
  await db.insert(schoolLinks).values({ schoolId, kind: "admissions", url, label: "Admissions" });
}
