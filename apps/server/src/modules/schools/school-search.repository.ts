import { LOCALES, type Locale, translationFallbacks } from "@edu/shared";
import { SCHOOL_CONTROLS, type SchoolFactKey, type SchoolSearchQuery } from "@edu/shared/schools";
import type { DbOrTx } from "../../db/database";
import { containsPattern } from "../../db/like-pattern";
import { countRelation, enumLiteral, limitOffsetText, pageWindow, totalOf } from "../../db/list-page";
import { queryPrepared } from "../../db/prepared-text";
import { numericFactsJoin, numericFactsLateral } from "./school-read-facts";
import { schoolSearchKey } from "./school-search-key";

/** The figures of a result card (schoolCardSchema), read from each key's shown figure. */
export const CARD_FACT_KEYS = [
  "admission_rate",
  "sat_reading_25",
  "sat_reading_75",
  "sat_math_25",
  "sat_math_75",
  "act_composite_25",
  "act_composite_75",
  "cost_of_attendance",
  "net_price",
  "undergraduates",
  "ranking_national",
] as const satisfies readonly SchoolFactKey[];
type CardFactKey = (typeof CARD_FACT_KEYS)[number];

export type SchoolSearchRow = {
  id: number;
  slug: string;
  name_en: string;
  city: string;
  state: string;
  control: string | null;
  /** The default alias in the reader's language (then the other Chinese), null when none. */
  local_name: string | null;
  /** How the keyword matched the English name (or its initials): 0 exact, 1 prefix, 2 inside; null: not. */
  en_rank: number | null;
  /** The alias that matched best, and how. */
  alias_name: string | null;
  alias_rank: number | null;
} & Record<CardFactKey, number | null>;

/** Undergraduates: small < 5,000 ≤ medium < 15,000 ≤ large (schoolSearchQuerySchema). */
const SIZE_BANDS = {
  small: "undergraduates < 5000",
  medium: "undergraduates >= 5000 and undergraduates < 15000",
  large: "undergraduates >= 15000",
} as const;

type Sort = NonNullable<SchoolSearchQuery["sort"]>;

/** Without `order`: ranking 1 first, names A to Z, the most selective, the cheapest, the largest. */
const DEFAULT_DESCENDING: Record<Sort, boolean> = {
  relevance: false,
  ranking: false,
  name: false,
  admission_rate: false,
  cost: false,
  size: true,
};

/** The figure each sort orders by (`name` orders by the English name's search key). */
const SORT_FACT: Partial<Record<Sort, SchoolFactKey>> = {
  ranking: "ranking_national",
  admission_rate: "admission_rate",
  cost: "cost_of_attendance",
  size: "undergraduates",
};

/** The sort a search takes when none is asked for: relevance for a keyword, else the national ranking. */
const sortOf = (query: Pick<SchoolSearchQuery, "sort">, hasKeyword: boolean): Sort =>
  query.sort ?? (hasKeyword ? "relevance" : "ranking");

function orderText(sort: Sort, descending: boolean, hasKeyword: boolean, t: string): string {
  const bySize = `${t}undergraduates desc nulls last`;
  if (sort === "relevance") return `${hasKeyword ? `${t}match_rank asc, ` : ""}${bySize}, ${t}id asc`;
  if (sort === "name") return `${t}search_key ${descending ? "desc" : "asc"}, ${t}id asc`;
  const fact = SORT_FACT[sort] as SchoolFactKey;
  // Unknown figures go last whichever way the list runs; a ranking's ties (and unranked schools) by size.
  return `${t}${fact} ${descending ? "desc" : "asc"} nulls last${sort === "ranking" ? `, ${bySize}` : ""}, ${t}id asc`;
}

/**
 * GET schools/search in one statement: the aliases the keyword matches in one pass (their trigram index),
 * the best per school, beside each school's English name and initials (exact > prefix > inside); the base
 * filters (an enum as a literal, db/list-page.ts); the figures the filters and the order need, from each
 * school's shown figures; the matches counted up to LIST_COUNT_CAP; and for the page's rows only, their
 * card figures and their name in the reader's language.
 */
export async function searchSchoolRows(
  db: DbOrTx,
  query: SchoolSearchQuery,
  locale: Locale,
): Promise<{ rows: SchoolSearchRow[]; total: number }> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const key = schoolSearchKey(query.keyword ?? "");
  const hasKeyword = key !== "";
  const sort = sortOf(query, hasKeyword);
  const descending = query.order ? query.order === "desc" : DEFAULT_DESCENDING[sort];

  const base: string[] = [];
  let aliasMatches = "";
  let matching = "";
  let rankColumns = "";
  if (hasKeyword) {
    const exact = param(key);
    const prefix = param(`${containsPattern(key).slice(1)}`);
    const inside = param(containsPattern(key));
    // The key has no spaces, so "<search_key> <pinyin>" contains it when either does (the trigram index's
    // expression, school_aliases_search_trgm_idx): the matching aliases in one pass, the best per school.
    aliasMatches = `alias_best as (select distinct on (a.school_id) a.school_id, a.name as alias_name,
        case when a.search_key = ${exact} or a.pinyin = ${exact} then 0
          when a.search_key like ${prefix} or a.pinyin like ${prefix} then 1 else 2 end as alias_rank
      from school_aliases a where (a.search_key || ' ' || a.pinyin) like ${inside}
      order by a.school_id, alias_rank, a.is_default desc, a.id), `;
    matching = `left join alias_best al on al.school_id = s.id
      cross join lateral (select case when s.search_key = ${exact} or s.initials = ${exact} then 0
        when s.search_key like ${prefix} then 1 when s.search_key like ${inside} then 2 end as en_rank) e`;
    base.push("(e.en_rank is not null or al.school_id is not null)");
    rankColumns = `, e.en_rank, al.alias_name, al.alias_rank, least(e.en_rank, al.alias_rank) as match_rank`;
  } else {
    rankColumns = `, null::int as en_rank, null::text as alias_name, null::int as alias_rank, 0 as match_rank`;
  }
  if (query.state) base.push(`s.state = ${param(query.state)}`);
  if (query.control) base.push(`s.control = ${enumLiteral(query.control, SCHOOL_CONTROLS)}`);

  const needed = new Set<SchoolFactKey>();
  const factFilters: string[] = [];
  if (query.size) {
    needed.add("undergraduates");
    factFilters.push(SIZE_BANDS[query.size]);
  }
  if (query.admission_rate_min !== undefined || query.admission_rate_max !== undefined)
    needed.add("admission_rate");
  if (query.admission_rate_min !== undefined)
    factFilters.push(`admission_rate >= ${param(query.admission_rate_min)}`);
  if (query.admission_rate_max !== undefined)
    factFilters.push(`admission_rate <= ${param(query.admission_rate_max)}`);
  if (query.sat !== undefined) {
    for (const k of ["sat_reading_25", "sat_math_25", "sat_reading_75", "sat_math_75"] as const)
      needed.add(k);
    const sat = param(query.sat);
    // The school's middle 50% of SAT totals (reading + math) contains the score.
    factFilters.push(`sat_reading_25 + sat_math_25 <= ${sat} and sat_reading_75 + sat_math_75 >= ${sat}`);
  }
  if (query.act !== undefined) {
    needed.add("act_composite_25").add("act_composite_75");
    const act = param(query.act);
    factFilters.push(`act_composite_25 <= ${act} and act_composite_75 >= ${act}`);
  }
  if (query.cost_max !== undefined) {
    needed.add("cost_of_attendance");
    factFilters.push(`cost_of_attendance <= ${param(query.cost_max)}`);
  }
  const sortFact = SORT_FACT[sort];
  if (sortFact) needed.add(sortFact);
  if (sort === "relevance" || sort === "ranking") needed.add("undergraduates");

  const found = `select s.id, s.slug, s.name_en, s.city, s.state, s.control, s.search_key${rankColumns}
    from schools s ${matching}
    where ${base.length > 0 ? base.join(" and ") : "true"}`;
  // A keyword narrows the schools to a few: each one's figures are looked up by school (11 matches of 6,000
  // schools: 15 ms, where one pass over every school's figures took 30 ms). Without one every school is read,
  // and one pass (37 ms) beats 6,000 lookups (110 ms). PostgreSQL, 6,000 schools × 21 figures, a busy
  // 2-core machine, 2026-11-28 (medians of 12 requests, whole request).
  const factsOf = hasKeyword ? numericFactsLateral : numericFactsJoin;
  const ranked =
    needed.size === 0
      ? found
      : `select found.*, ${[...needed].map((k) => `fx.${k}`).join(", ")} from (${found}) found
        ${factsOf([...needed], "found.id", "fx")}
        where ${factFilters.length > 0 ? factFilters.join(" and ") : "true"}`;

  const languages = translationFallbacks(locale).filter((lang) => lang !== "en" || locale === "en");
  const langList = languages.map((lang) => enumLiteral(lang, LOCALES)).join(", ");
  const limitOffset = limitOffsetText(pageWindow(query.page, query.page_size), params);
  const text = `with ${aliasMatches}ranked as (${ranked})
    select n.total, p.id, p.slug, p.name_en, p.city, p.state, p.control, p.en_rank, p.alias_name, p.alias_rank,
      (select a.name from school_aliases a where a.school_id = p.id and a.is_default and a.lang in (${langList})
       order by array_position(array[${langList}]::text[], a.lang) limit 1) as local_name,
      ${CARD_FACT_KEYS.map((k) => `cf.${k}`).join(", ")}
    from ${countRelation("from ranked")}
    left join (select * from ranked order by ${orderText(sort, descending, hasKeyword, "")} ${limitOffset}) p on true
    ${numericFactsLateral(CARD_FACT_KEYS, "p.id", "cf")}
    order by ${orderText(sort, descending, hasKeyword, "p.")}`;
  const rows = await queryPrepared<SchoolSearchRow & { total: number }>(db, text, params);
  return { rows: rows.filter((row) => row.id !== null), total: totalOf(rows) };
}
