import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./database";
import { queryText } from "./raw-query";

/**
 * Admin lists count their matches up to this many (200 pages of 50). An exact count of 100k rows
 * costs 15–40 ms on PostgreSQL for every page asked for and dominated the list benchmarks
 * (bench/RESULTS.md); past the cap the total reads as the cap.
 */
export const LIST_COUNT_CAP = 10_000;

export async function countUpTo(db: DbOrTx, table: PgTable, where: SQL | undefined, cap = LIST_COUNT_CAP) {
  const capped = db.select({ one: sql`1` }).from(table).where(where).limit(cap).toSQL();
  const text = `select count(*)::int as n from (${capped.sql}) capped`;
  const [row] = await queryText<{ n: number | string }>(db, text, capped.params);
  return Number(row?.n ?? 0);
}
