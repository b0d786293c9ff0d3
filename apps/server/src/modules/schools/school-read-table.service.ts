import type { Locale } from "@edu/shared";
import type { SchoolFactKey } from "@edu/shared/schools";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { listDefaultNamesOf, listSchoolBriefs, listShownFacts } from "./school-detail.repository";
import { toSchoolFact } from "./school-detail.service";
import { defaultNamesBySchool, schoolNameFor } from "./school-read-name";

/**
 * POST school-table-info: a comparison's cells, each chosen figure of each chosen school as a page shows
 * it (newest year; staff over Scorecard in one year), null where unknown. Schools and figures keep the
 * order asked; an id that is no school (removed since the table was saved) is left out.
 */
export async function createSchoolTableInfo(
  db: DbOrTx,
  input: { school_ids: readonly number[]; keys: readonly SchoolFactKey[] },
  locale: Locale,
) {
  const ids = [...new Set(input.school_ids)];
  const keys = [...new Set(input.keys)];
  const [briefs, defaults, facts] = await readAll(db, [
    () => listSchoolBriefs(db, ids),
    () => listDefaultNamesOf(db, ids),
    () => listShownFacts(db, ids, keys),
  ]);
  const byId = new Map(briefs.map((school) => [school.id, school]));
  const names = defaultNamesBySchool(defaults);
  const schools = ids.flatMap((id) => {
    const school = byId.get(id);
    if (!school) return [];
    const { name } = schoolNameFor(names.get(id) ?? {}, school.nameEn, locale);
    return [{ id, slug: school.slug, name, name_en: school.nameEn }];
  });
  const cell = new Map(facts.map((fact) => [`${fact.school_id}:${fact.key}`, fact]));
  const rows = keys.map((key) => ({
    key,
    cells: schools.map((school) => {
      const fact = cell.get(`${school.id}:${key}`);
      return { school_id: school.id, fact: fact ? toSchoolFact({ ...fact, key }) : null };
    }),
  }));
  return { schools, rows };
}
