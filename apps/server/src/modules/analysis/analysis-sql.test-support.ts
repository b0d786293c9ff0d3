import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { computedSecondsCtes, itemSecondsCtes } from "./analysis-sql";

const idsOf = (attemptIds: number[]) =>
  sql`select unnest(${sql.raw(`array[${attemptIds.map((id) => Math.trunc(id)).join(", ")}]::int[]`)}) as id`;
const keyed = (rows: { attempt_id: number; item_key: string; seconds: number }[]) =>
  new Map(rows.map((row) => [`${row.attempt_id}:${row.item_key}`, row.seconds]));

/**
 * The SQL's seconds per (attempt, item), keyed "attempt:item", to compare with the engine's count:
 * `computed` from the events (the windows), else as the pages read them (stored at submit, else computed).
 */
export async function listAnalysisSeconds(
  db: DbOrTx,
  attemptIds: number[],
  now: Date,
  from: "computed" | "read" = "computed",
) {
  const ids = idsOf(attemptIds);
  const query =
    from === "computed"
      ? sql`with ${computedSecondsCtes(ids, now)} select attempt_id, item_key, seconds from computed_seconds`
      : sql`with ${itemSecondsCtes(ids, now)} select attempt_id, item_key, seconds from item_seconds`;
  return keyed(await queryRows<{ attempt_id: number; item_key: string; seconds: number }>(db, query));
}
