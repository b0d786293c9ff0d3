import { SCHOOL_FACT_KEYS, type SchoolFactKey } from "@edu/shared/schools";
import { enumLiteral } from "../../db/list-page";

/**
 * The figure a page shows for a key, in SQL: the newest year, and in one year the staff's figure over the
 * Scorecard's. Years are "2022-23" or "2026": as text, a later year sorts after an earlier one.
 */
export const SHOWN_FACT_ORDER = `f.year desc, (f.source = 'staff') desc`;

/**
 * A lateral subquery giving one numeric column per key (named as the key) from the shown figure of each
 * key of school `schoolId` (SQL text naming the school's id column). A figure that is not a number reads
 * as unknown (null), as does a key without a figure: never 0. Keys are a fixed list (literals).
 */
export function numericFactsLateral(keys: readonly SchoolFactKey[], schoolId: string, alias: string): string {
  const literals = keys.map((key) => enumLiteral(key, SCHOOL_FACT_KEYS));
  const columns = keys.map(
    (key, i) =>
      `max(case when x.key = ${literals[i]} and jsonb_typeof(x.value) = 'number' then (x.value #>> '{}')::float8 end) as ${key}`,
  );
  return `left join lateral (select ${columns.join(", ")}
    from (select distinct on (f.key) f.key, f.value from school_facts f
          where f.school_id = ${schoolId} and f.key in (${literals.join(", ")})
          order by f.key, ${SHOWN_FACT_ORDER}) x) ${alias} on true`;
}

/**
 * `numericFactsLateral`'s columns for every school at once (joined on `school_id`): one pass over the
 * keys' figures, where reading every school would otherwise look each school up in turn.
 */
export function numericFactsJoin(keys: readonly SchoolFactKey[], schoolId: string, alias: string): string {
  const literals = keys.map((key) => enumLiteral(key, SCHOOL_FACT_KEYS));
  const columns = keys.map(
    (key, i) =>
      `max(case when x.key = ${literals[i]} and jsonb_typeof(x.value) = 'number' then (x.value #>> '{}')::float8 end) as ${key}`,
  );
  return `left join (select x.school_id, ${columns.join(", ")}
    from (select distinct on (f.school_id, f.key) f.school_id, f.key, f.value from school_facts f
          where f.key in (${literals.join(", ")})
          order by f.school_id, f.key, ${SHOWN_FACT_ORDER}) x group by x.school_id) ${alias}
    on ${alias}.school_id = ${schoolId}`;
}
