import type { Locale } from "@edu/shared";
import type { SchoolAlias } from "@edu/shared/schools";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { notFound } from "../../http/app-error";
import { findSchool, listAliasesOf, listSchoolBriefs } from "./school-detail.repository";
import { defaultsOf, toSchoolAlias } from "./school-detail.service";
import { schoolNameFor } from "./school-read-name";

/** GET school/:id/name: the name in the request's language (its default alias first), else English. */
export async function getSchoolName(db: DbOrTx, id: number, locale: Locale) {
  const [school, aliases] = await readAll(db, [() => findSchool(db, id), () => listAliasesOf(db, [id])]);
  if (!school) throw notFound();
  const { name, lang } = schoolNameFor(defaultsOf(aliases), school.nameEn, locale);
  return { id: school.id, name, lang, name_en: school.nameEn };
}

/** GET schools/:id/aliases: every alias, by language, each language's default first. */
export async function listSchoolAliases(db: DbOrTx, id: number) {
  const [school, aliases] = await readAll(db, [() => findSchool(db, id), () => listAliasesOf(db, [id])]);
  if (!school) throw notFound();
  return { data: aliases.map(toSchoolAlias) };
}

/**
 * POST school-aliases/search: the aliases of the given schools, one group per school in the order asked
 * (a school without aliases has an empty group; an id that is no school has none).
 */
export async function searchSchoolAliases(db: DbOrTx, schoolIds: readonly number[]) {
  const ids = [...new Set(schoolIds)];
  const [existing, aliases] = await readAll(db, [
    () => listSchoolBriefs(db, ids),
    () => listAliasesOf(db, ids),
  ]);
  const known = new Set(existing.map((school) => school.id));
  const bySchool = new Map<number, SchoolAlias[]>(ids.filter((id) => known.has(id)).map((id) => [id, []]));
  for (const alias of aliases) bySchool.get(alias.schoolId)?.push(toSchoolAlias(alias));
  return { data: [...bySchool].map(([school_id, list]) => ({ school_id, aliases: list })) };
}
