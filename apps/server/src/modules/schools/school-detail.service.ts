import { displayName, type Locale, resolveField } from "@edu/shared";
import {
  SCHOOL_FACT_KEYS,
  type SchoolAlias,
  type SchoolDetail,
  type SchoolFact,
  type SchoolFactKey,
} from "@edu/shared/schools";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { notFound } from "../../http/app-error";
import { toWireTime } from "../../http/wire-time";
import {
  findSchool,
  findSchoolByRef,
  listAliasesOf,
  listFactsOf,
  listLinksOf,
  type SchoolAliasRow,
  type SchoolFactRow,
  type SchoolRow,
} from "./school-detail.repository";
import { type DefaultNames, schoolNameFor } from "./school-read-name";

const KEY_ORDER = new Map<string, number>(SCHOOL_FACT_KEYS.map((key, i) => [key, i]));

export const isFactKey = (key: string): key is SchoolFactKey => KEY_ORDER.has(key);

export function toSchoolFact(row: SchoolFactRow & { key: SchoolFactKey }): SchoolFact {
  return {
    key: row.key,
    value: row.value,
    year: row.year,
    source: row.source,
    note: row.note,
    entered_by:
      row.username === null
        ? null
        : displayName({ first_name: row.first_name, last_name: row.last_name, username: row.username }),
    entered_at: toWireTime(row.entered_at),
  };
}

export const toSchoolAlias = (row: SchoolAliasRow): SchoolAlias => ({
  id: row.id,
  school_id: row.schoolId,
  lang: row.lang,
  name: row.name,
  original_name: row.originalName,
  is_default: row.isDefault,
});

export function defaultsOf(aliases: readonly SchoolAliasRow[]): DefaultNames {
  const defaults: DefaultNames = {};
  for (const alias of aliases) if (alias.isDefault) defaults[alias.lang] = alias.name;
  return defaults;
}

/**
 * A school page's answer. Facts: every stored figure (all years, both sources) in SCHOOL_FACTS' order; per
 * key the first is the one a page shows (the newest year, and in one year staff's over the Scorecard's).
 */
export async function readSchoolDetail(
  db: DbOrTx,
  school: SchoolRow | number,
  locale: Locale,
): Promise<SchoolDetail> {
  const row = typeof school === "number" ? await findSchool(db, school) : school;
  if (!row) throw notFound();
  const [aliasRows, links, factRows] = await readAll(db, [
    () => listAliasesOf(db, [row.id]),
    () => listLinksOf(db, row.id),
    () => listFactsOf(db, row.id),
  ]);
  const defaults = defaultsOf(aliasRows);
  const facts = factRows
    .filter((fact): fact is SchoolFactRow & { key: SchoolFactKey } => isFactKey(fact.key))
    .sort((a, b) => (KEY_ORDER.get(a.key) ?? 0) - (KEY_ORDER.get(b.key) ?? 0))
    .map(toSchoolFact);
  return {
    id: row.id,
    unitid: row.unitid,
    slug: row.slug,
    name: schoolNameFor(defaults, row.nameEn, locale).name,
    name_en: row.nameEn,
    names: {
      en: defaults.en ?? row.nameEn,
      "zh-TW": defaults["zh-TW"] ?? null,
      "zh-CN": defaults["zh-CN"] ?? null,
    },
    city: row.city,
    state: row.state,
    zip: row.zip,
    url: row.url,
    net_price_url: row.netPriceUrl,
    control: row.control,
    latitude: row.latitude,
    longitude: row.longitude,
    schoolyard: row.schoolyard,
    overview: resolveField(row.overview, row.translations, "overview", locale),
    translations: row.translations,
    aliases: aliasRows.map(toSchoolAlias),
    links,
    facts,
    updated_at: toWireTime(row.updatedAt),
  };
}

/** GET schools/:id — by id or slug. */
export async function getSchool(db: DbOrTx, ref: string, locale: Locale): Promise<SchoolDetail> {
  const row = await findSchoolByRef(db, ref);
  if (!row) throw notFound();
  return readSchoolDetail(db, row, locale);
}
