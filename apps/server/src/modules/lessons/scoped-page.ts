import { countUpToText } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { queryPrepared } from "../../db/prepared-text";
import { queryText } from "../../db/raw-query";

/** `$n` parameters of a statement built as text, in the order they are added. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Rows whose `column` (of the listed table's alias) is one of `ids` (a teacher's classes, a family's students). */
export type ScopeBranch = { column: string; ids: number[] };

/** Latest first, written as the (…, started_at desc, id desc) indexes are built (NULLS LAST, as drizzle-kit makes them). */
export const LATEST_FIRST = (alias: string) =>
  `${alias}.started_at desc nulls last, ${alias}.id desc nulls last`;

export type PageSpec = {
  /** The table listed (lesson_logs, teaching_logs) and its alias in `filters`. */
  table: string;
  alias: string;
  /** undefined: everything matching `filters` (staff); otherwise the union of the branches. */
  scope: ScopeBranch[] | undefined;
  /** Conditions on `alias`, their values already in `params`. */
  filters: string[];
  limit: number;
  offset: number;
};

/**
 * One page, latest first, as `(id, started_at)` rows, and the matches counted up to LIST_COUNT_CAP, as
 * SQL text. Staff: the (…, started_at desc) index that fits the filters. A scope: the union, over every
 * id of every branch, of that id's `offset + limit` latest rows (a lateral `order by started_at desc,
 * id desc limit …` read from the (column, started_at desc, id desc) index), so each class or student
 * costs about that many index entries; a branch leaves out the rows an earlier branch reads, so
 * `union all` needs no deduplication (a hashed `union` of a teacher's 1,350 candidates cost more than
 * reading them). The ids travel as one array parameter each, so the text is the same for every
 * caller of a shape.
 *
 * Why not `column = any(…) or …` over the whole table for the page: measured on 1M lesson logs
 * (PostgreSQL 15, EXPLAIN (ANALYZE, BUFFERS), bench/RESULTS.md "lessons"), a teacher of 14 classes
 * (0.5 % of the rows) walked the global (started_at desc) index and threw away 8,408 lesson logs for a
 * page of 50 (8.3 of 9.0 ms), because rows of the classes are spread evenly through time. The count
 * keeps `any(…) or …`: a BitmapOr of the branches' indexes, 0.6 ms for a teacher of 14 classes (5,000
 * lesson logs), where the laterals read up to 1,001 rows per class (3.2 ms).
 */
export function pageText(spec: PageSpec, params: Params): { page: string; count: string } {
  const { table, alias: a, filters } = spec;
  const order = LATEST_FIRST(a);
  const tail = `limit ${spec.limit}${spec.offset > 0 ? ` offset ${spec.offset}` : ""}`;
  if (!spec.scope) {
    const where = filters.length > 0 ? filters.join(" and ") : "true";
    return {
      page: `select ${a}.id, ${a}.started_at from ${table} ${a} where ${where} order by ${order} ${tail}`,
      count: countUpToText(`from ${table} ${a} where ${where}`),
    };
  }
  const used = spec.scope
    .filter((branch) => branch.ids.length > 0)
    // As an array literal: both drivers (pg, PGlite) take it as text and cast it.
    .map((branch) => ({ column: branch.column, ids: params.add(`{${branch.ids.join(",")}}`) }));
  if (used.length === 0) {
    // Nothing in scope; the filters stay in the text so every parameter has a place (and a type).
    const none = ["false", ...filters].join(" and ");
    return {
      page: `select ${a}.id, ${a}.started_at from ${table} ${a} where ${none}`,
      count: countUpToText(`from ${table} ${a} where ${none}`),
    };
  }
  const take = spec.offset + spec.limit;
  const parts = used.map((branch, index) => {
    const earlier = used.slice(0, index).map((prev) => `${a}.${prev.column} <> all(${prev.ids}::int[])`);
    const where = [`${a}.${branch.column} = scope.id`, ...earlier, ...filters].join(" and ");
    return `select x.id, x.started_at from unnest(${branch.ids}::int[]) as scope(id)
      cross join lateral (select ${a}.id, ${a}.started_at from ${table} ${a} where ${where}
        order by ${order} limit ${take}) x`;
  });
  const inScope = used.map((branch) => `${a}.${branch.column} = any(${branch.ids}::int[])`).join(" or ");
  return {
    page: `select s.id, s.started_at from (${parts.join(" union all ")}) s order by ${LATEST_FIRST("s")} ${tail}`,
    count: countUpToText(
      `from ${table} ${a} where (${inScope})${filters.length > 0 ? ` and ${filters.join(" and ")}` : ""}`,
    ),
  };
}

/**
 * Runs a list statement: the first page (the hot one) as a named prepared statement, so each pooled
 * connection parses it once and PostgreSQL may keep its plan; deeper pages (their offset is in the
 * text) as plain text, so they leave no prepared statement behind.
 */
export function runListText<Row>(db: DbOrTx, text: string, params: Params, offset: number): Promise<Row[]> {
  return offset === 0 ? queryPrepared<Row>(db, text, params.values) : queryText<Row>(db, text, params.values);
}
