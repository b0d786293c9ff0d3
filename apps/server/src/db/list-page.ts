import { countUpToText } from "./count-up-to";

/**
 * Pieces of the admin lists' one-statement pages (`(count up to 1,001) n left join lateral (page) on true`,
 * sent as a named prepared statement: db/prepared-text.ts). A named statement's plan is only reused when
 * what decides the plan is in its text: with `limit $1 offset $2`, or `status = $1` on a skewed column,
 * PostgreSQL planned the statement again on every run (a custom plan), and planning was about half of a
 * list's database CPU. Measured with bench/statement-cpu.ts (named, 200 runs, 2026-11-27): the enrollment
 * list 1.0 → 0.5 ms, with status and payment filters 0.9 → 0.5 ms; the bill list 0.65 → 0.35 ms, by
 * status 1.55 → 1.05 ms; users/search is_active 1.05 → 0.70 ms.
 *
 * Only validated values become literals (page numbers and sizes are bounded integers, enum values are
 * checked against their list): never user text. Each distinct literal is one more statement per
 * connection, so page windows are literals only for the first pages.
 */

/** Pages up to this one carry limit and offset as literals; deeper pages (rare, each different) as parameters. */
export const LITERAL_PAGES = 5;

export type PageWindow = { limit: number; offset: number };

/** The rows of page `page` (1-based) of `pageSize` rows. */
export const pageWindow = (page: number, pageSize: number): PageWindow => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/**
 * `limit 50` (first page), `limit 50 offset 100` (up to LITERAL_PAGES) as literals, else
 * `limit $n offset $m` with both pushed onto `params`.
 */
export function limitOffsetText(window: PageWindow, params: unknown[]): string {
  const limit = intLiteral(window.limit);
  if (window.offset === 0) return `limit ${limit}`;
  if (window.offset <= (LITERAL_PAGES - 1) * window.limit)
    return `limit ${limit} offset ${intLiteral(window.offset)}`;
  return `limit $${params.push(window.limit)} offset $${params.push(window.offset)}`;
}

/** A validated integer as SQL text (throws on anything else: a literal must never carry input text). */
export function intLiteral(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer literal: ${String(value)}`);
  return String(value);
}

/** One of a fixed list of values (an enum) as a quoted SQL literal; throws on a value not in the list. */
export function enumLiteral<T extends string>(value: T, allowed: readonly T[]): string {
  if (!allowed.includes(value) || !/^[A-Za-z0-9_ -]*$/.test(value))
    throw new Error(`not an allowed literal: ${JSON.stringify(value)}`);
  return `'${value}'`;
}

/** true / false as SQL text. */
export const boolLiteral = (value: boolean): string => (value ? "true" : "false");

/** The capped count of `from … where` as the list statement's first relation (alias `n`, column `total`). */
export const countRelation = (fromWhere: string): string => `(${countUpToText(fromWhere)}) n`;

/** The count the list statement carries on every row (on its only row when the page is empty). */
export const totalOf = (rows: ReadonlyArray<{ total?: unknown }>): number => Number(rows[0]?.total ?? 0);
