import type { Locale } from "@edu/shared";
import type {
  CounselingSelector,
  CounselingSelectorQuery,
  CountrySelector,
  SelectorOption,
} from "@edu/shared/counseling-profile";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { containsPattern } from "../../db/like-pattern";
import { queryRows } from "../../db/query-rows";
import { schoolAliases, schoolFacts, schools } from "../schools";
import { COUNTRIES } from "./countries.data";
import { HIGH_SCHOOLS } from "./high-schools.data";
import { MAJORS } from "./majors.data";
import { US_STATES } from "./us-states.data";

type Names = { en: string; "zh-TW": string; "zh-CN": string };

/** At most this many colleges per answer (thousands of schools): a keyword narrows them. */
const SELECTOR_MAX = 50;

const displayNames = {
  en: new Intl.DisplayNames(["en"], { type: "region" }),
  "zh-TW": new Intl.DisplayNames(["zh-Hant-TW"], { type: "region" }),
  "zh-CN": new Intl.DisplayNames(["zh-Hans-CN"], { type: "region" }),
};

const countryNames = (code: string): Names => ({
  en: displayNames.en.of(code) ?? code,
  "zh-TW": displayNames["zh-TW"].of(code) ?? code,
  "zh-CN": displayNames["zh-CN"].of(code) ?? code,
});

const matches = (keyword: string | undefined, ...texts: string[]) => {
  if (!keyword) return true;
  const needle = keyword.toLocaleLowerCase();
  return texts.some((text) => text.toLocaleLowerCase().includes(needle));
};

const option = (
  value: string,
  names: Names,
  locale: Locale,
  extra: Partial<Pick<SelectorOption, "country" | "state" | "city" | "school_id">> = {},
): SelectorOption => ({
  value,
  label: names[locale],
  names,
  country: extra.country ?? null,
  state: extra.state ?? null,
  city: extra.city ?? null,
  school_id: extra.school_id ?? null,
});

/** GET counseling-profile/country-selector: every country, its calling code, in three languages. */
export function getCountrySelector(locale: Locale): CountrySelector {
  return {
    data: COUNTRIES.map(({ code, callingCode }) => {
      const names = countryNames(code);
      return { value: code, label: names[locale], names, calling_code: callingCode };
    }),
  };
}

async function colleges(
  db: DbOrTx,
  query: CounselingSelectorQuery,
  locale: Locale,
): Promise<SelectorOption[]> {
  const keyword = query.keyword ? containsPattern(query.keyword) : null;
  const alias = (lang: Locale) =>
    sql`(select a.name from ${schoolAliases} a where a.school_id = s.id and a.lang = ${lang} and a.is_default limit 1)`;
  const rows = await queryRows<{
    id: number;
    name_en: string;
    city: string;
    state: string;
    tw: string | null;
    cn: string | null;
  }>(
    db,
    sql`select s.id, s.name_en, s.city, s.state, ${alias("zh-TW")} as tw, ${alias("zh-CN")} as cn
      from ${schools} s
      where true
      ${keyword ? sql`and (s.name_en ilike ${keyword} or exists (select 1 from ${schoolAliases} a where a.school_id = s.id and a.name ilike ${keyword}))` : sql``}
      ${query.state ? sql`and s.state = ${query.state.toUpperCase()}` : sql``}
      ${
        query.service_types?.length
          ? sql`and exists (select 1 from ${schoolFacts} f where f.school_id = s.id and f.key = 'application_platforms'
              and f.value ?| array[${sql.join(
                query.service_types.map((type) => sql`${type}`),
                sql`, `,
              )}]::text[])`
          : sql``
      }
      order by s.card_ranking_national asc nulls last, s.name_en asc, s.id
      limit ${SELECTOR_MAX}`,
  );
  return rows.map((row) =>
    option(
      row.name_en,
      { en: row.name_en, "zh-TW": row.tw ?? row.cn ?? row.name_en, "zh-CN": row.cn ?? row.tw ?? row.name_en },
      locale,
      { country: "US", state: row.state || null, city: row.city || null, school_id: row.id },
    ),
  );
}

/**
 * GET counseling-profile/selector: one option list. Countries, states, majors and high schools are
 * lists kept here; colleges come from the schools module (its English name is what a profile stores,
 * the request's language labels it).
 */
export async function getCounselingSelector(
  db: DbOrTx,
  query: CounselingSelectorQuery,
  locale: Locale,
): Promise<CounselingSelector> {
  const { keyword } = query;
  let data: SelectorOption[];
  switch (query.selector_title) {
    case "countries":
      data = COUNTRIES.map(({ code }) => ({ code, names: countryNames(code) }))
        .filter(({ code, names }) => matches(keyword, code, names.en, names["zh-TW"], names["zh-CN"]))
        .map(({ code, names }) => option(code, names, locale, { country: code }));
      break;
    case "states":
      data = US_STATES.filter((state) =>
        matches(keyword, state.code, state.en, state["zh-TW"], state["zh-CN"]),
      ).map((state) => option(state.code, state, locale, { country: "US", state: state.code }));
      break;
    case "majors":
      data = MAJORS.filter((major) => matches(keyword, major.en, major["zh-TW"], major["zh-CN"])).map(
        (major) => option(major.key, major, locale),
      );
      break;
    case "high_schools":
      data = HIGH_SCHOOLS.filter(
        (school) =>
          matches(keyword, school.en, school["zh-TW"], school["zh-CN"]) &&
          (!query.state || school.region.toLocaleLowerCase() === query.state.toLocaleLowerCase()),
      ).map((school) => option(school.en, school, locale, { country: school.country, state: school.region }));
      break;
    case "colleges":
      data = await colleges(db, query, locale);
      break;
  }
  return { selector_title: query.selector_title, data };
}
