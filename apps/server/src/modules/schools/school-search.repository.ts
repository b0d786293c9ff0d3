import { LOCALES, type Locale, translationFallbacks } from "@edu/shared";
import { SCHOOL_CONTROLS, type SchoolSearchQuery } from "@edu/shared/schools";
import type { DbOrTx } from "../../db/database";
import { containsPattern } from "../../db/like-pattern";
import { countRelation, enumLiteral, limitOffsetText, pageWindow, totalOf } from "../../db/list-page";
import { queryPrepared } from "../../db/prepared-text";
import { schoolSearchKey } from "./school-search-key";

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
  admission_rate: number | null;
  sat_25: number | null;
  sat_75: number | null;
  act_25: number | null;
  act_75: number | null;
  cost_of_attendance: number | null;
  net_price: number | null;
  undergraduates: number | null;
  ranking_national: number | null;
};

/** The card's figures as kept on `schools` (school-cards.ts), named as the row names them. */
const CARD_COLUMNS = [
  "admission_rate",
  "sat_25",
  "sat_75",
  "act_25",
  "act_75",
  "cost_of_attendance",
  "net_price",
  "undergraduates",
  "ranking_national",
] as const;

/** Undergraduates: small < 5,000 ≤ medium < 15,000 ≤ large (schoolSearchQuerySchema). */
const SIZE_BANDS = {
  small: "s.card_undergraduates < 5000",
  medium: "s.card_undergraduates >= 5000 and s.card_undergraduates < 15000",
  large: "s.card_undergraduates >= 15000",
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

/** The card column each sort orders by (`name` orders by the English name's search key). */
const SORT_COLUMN: Partial<Record<Sort, string>> = {
  ranking: "card_ranking_national",
  admission_rate: "card_admission_rate",
  cost: "card_cost_of_attendance",
  size: "card_undergraduates",
};

/** The sort a search takes when none is asked for: relevance for a keyword, else the national ranking. */
const sortOf = (query: Pick<SchoolSearchQuery, "sort">, hasKeyword: boolean): Sort =>
  query.sort ?? (hasKeyword ? "relevance" : "ranking");

function orderText(sort: Sort, descending: boolean, hasKeyword: boolean, t: string): string {
  const bySize = `${t}card_undergraduates desc nulls last`;
  if (sort === "relevance") return `${hasKeyword ? `${t}match_rank asc, ` : ""}${bySize}, ${t}id asc`;
  if (sort === "name") return `${t}search_key ${descending ? "desc" : "asc"}, ${t}id asc`;
  const column = SORT_COLUMN[sort] as string;
  // Unknown figures go last whichever way the list runs; a ranking's ties (and unranked schools) by size.
  return `${t}${column} ${descending ? "desc" : "asc"} nulls last${sort === "ranking" ? `, ${bySize}` : ""}, ${t}id asc`;
}

/**
 * GET schools/search in one statement: the aliases the keyword matches in one pass (their trigram index),
 * the best per school, beside each school's English name and initials (exact > prefix > inside); the base
 * filters (an enum as a literal, db/list-page.ts) and the figure filters on the school's card columns; the
 * matches counted up to LIST_COUNT_CAP; and the page's rows with their card figures and, for them only,
 * their name in the reader's language.
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
    // The schools that match are found through indexes (the trigram indexes on names and aliases, the
    // initials' btree, the primary key for the alias matches: one bitmap OR), each row read once. Testing
    // every school's name inside the filter made a rare keyword cost 3.5 ms of database CPU per search
    // (6,000 schools: p95 150 ms at 50 clients); finding the names and the aliases apart and joining them
    // made "university" (most schools) cost 8.7 ms instead of 5.7.
    aliasMatches = `alias_best as (select distinct on (a.school_id) a.school_id, a.name as alias_name,
        case when a.search_key = ${exact} or a.pinyin = ${exact} then 0
          when a.search_key like ${prefix} or a.pinyin like ${prefix} then 1 else 2 end as alias_rank
      from school_aliases a where (a.search_key || ' ' || a.pinyin) like ${inside}
      order by a.school_id, alias_rank, a.is_default desc, a.id)`;
    matching = `left join alias_best al on al.school_id = s.id
      cross join lateral (select case when s.search_key = ${exact} or s.initials = ${exact} then 0
        when s.search_key like ${prefix} then 1 when s.search_key like ${inside} then 2 end as en_rank) e`;
    base.push(`(s.search_key like ${inside} or s.initials = ${exact}
      or s.id = any(array(select school_id from alias_best)))`);
    rankColumns = `, e.en_rank, al.alias_name, al.alias_rank, least(e.en_rank, al.alias_rank) as match_rank`;
  } else {
    rankColumns = `, null::int as en_rank, null::text as alias_name, null::int as alias_rank, 0 as match_rank`;
  }
  if (query.state) base.push(`s.state = ${param(query.state)}`);
  if (query.control) base.push(`s.control = ${enumLiteral(query.control, SCHOOL_CONTROLS)}`);

  if (query.size) base.push(SIZE_BANDS[query.size]);
  if (query.admission_rate_min !== undefined)
    base.push(`s.card_admission_rate >= ${param(query.admission_rate_min)}`);
  if (query.admission_rate_max !== undefined)
    base.push(`s.card_admission_rate <= ${param(query.admission_rate_max)}`);
  if (query.sat !== undefined) {
    const sat = param(query.sat);
    // The school's middle 50% of SAT totals (reading + math) contains the score.
    base.push(`s.card_sat_25 <= ${sat} and s.card_sat_75 >= ${sat}`);
  }
  if (query.act !== undefined) {
    const act = param(query.act);
    base.push(`s.card_act_25 <= ${act} and s.card_act_75 >= ${act}`);
  }
  if (query.cost_max !== undefined) base.push(`s.card_cost_of_attendance <= ${param(query.cost_max)}`);

  // The card figures are columns of `schools` (school-cards.ts keeps them): computing each school's shown
  // figures from school_facts per request cost 22 ms of database CPU per search without a keyword, 16 ms
  // for "university" and 41 ms for state + admission rate + SAT (PostgreSQL, 6,000 schools × 21 figures,
  // 2-core machine, 2026-11-28), far over the ~1–2 ms per request that p95 ≤ 50 ms at 50 clients allows.
  // Read from the columns, the same statements take 0.5 ms (ranking, its index), 0.7 ms (the filters) and
  // 4 ms ("university": the keyword is matched against every name) as medians of 60 runs.
  // The matches are written out twice (counted, and the page) rather than as one CTE, so the page's
  // order can walk a sort index instead of sorting every match.
  const found = `from schools s ${matching}
    where ${base.length > 0 ? base.join(" and ") : "true"}`;
  const columns = `s.id, s.slug, s.name_en, s.city, s.state, s.control, s.search_key,
    ${CARD_COLUMNS.map((c) => `s.card_${c}`).join(", ")}${rankColumns}`;

  const languages = translationFallbacks(locale).filter((lang) => lang !== "en" || locale === "en");
  const langList = languages.map((lang) => enumLiteral(lang, LOCALES)).join(", ");
  const limitOffset = limitOffsetText(pageWindow(query.page, query.page_size), params);
  const text = `${aliasMatches ? `with ${aliasMatches}` : ""}
    select n.total, p.id, p.slug, p.name_en, p.city, p.state, p.control, p.en_rank, p.alias_name, p.alias_rank,
      (select a.name from school_aliases a where a.school_id = p.id and a.is_default and a.lang in (${langList})
       order by array_position(array[${langList}]::text[], a.lang) limit 1) as local_name,
      ${CARD_COLUMNS.map((c) => `p.card_${c} as ${c}`).join(", ")}
    from ${countRelation(found)}
    left join (select ${columns} ${found}
      order by ${orderText(sort, descending, hasKeyword, "")} ${limitOffset}) p on true
    order by ${orderText(sort, descending, hasKeyword, "p.")}`;
  const rows = await queryPrepared<SchoolSearchRow & { total: number }>(db, text, params);
  return { rows: rows.filter((row) => row.id !== null), total: totalOf(rows) };
}
