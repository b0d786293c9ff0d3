import { LIST_TOTAL_CAP } from "@edu/shared";
import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./database";
import { queryText } from "./raw-query";

/**
 * Lists count their matches up to one past LIST_TOTAL_CAP (1,000): `pagedList` then answers a total of
 * 1,000 with `total_capped: 1` ("1,000+"). Counting 10,000 matches cost 1.4 ms (no filter) to 10 ms
 * (a trigram search) of PostgreSQL time on every page and was most of each list request
 * (bench/RESULTS.md); 1,001 costs a tenth of that.
 */
export const LIST_COUNT_CAP = LIST_TOTAL_CAP + 1;

/** `select count(*) … limit` as SQL text: the matches of `from … where` counted up to `cap`. */
export const countUpToText = (fromWhere: string, cap = LIST_COUNT_CAP) =>
  `select count(*)::int as total from (select 1 ${fromWhere} limit ${cap}) x`;

export async function countUpTo(db: DbOrTx, table: PgTable, where: SQL | undefined, cap = LIST_COUNT_CAP) {
  const capped = db.select({ one: sql`1` }).from(table).where(where).limit(cap).toSQL();
  const text = `select count(*)::int as n from (${capped.sql}) capped`;
  const [row] = await queryText<{ n: number | string }>(db, text, capped.params);
  return Number(row?.n ?? 0);
}
