import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { itemSecondsCtes } from "./analysis-sql";

/** The SQL's seconds per (attempt, item), keyed "attempt:item", to compare with the engine's count. */
export async function listAnalysisSeconds(db: DbOrTx, attemptIds: number[], now: Date) {
  const ids = sql.join(
    attemptIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows<{ attempt_id: number; item_key: string; seconds: number }>(
    db,
    sql`with ${itemSecondsCtes(ids, now)} select attempt_id, item_key, seconds from item_seconds`,
  );
  return new Map(rows.map((row) => [`${row.attempt_id}:${row.item_key}`, row.seconds]));
}
