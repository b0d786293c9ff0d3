import { asc, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./database";
import { queryRows } from "./query-rows";

/**
 * An outbox table the claim loop can work: `status` ('pending' → 'sending' → done), `attempts`,
 * `next_attempt_at` (when a pending row is due) and `locked_until` (the sending process's lease).
 */
export type OutboxTable = PgTable & { id: PgColumn };

export type ClaimOptions = {
  /** How long a claimed row stays with its process, as an interval ("2 minutes"). */
  lease: string;
  /** At most this many rows per pass. */
  batch: number;
};

/**
 * Claims the due rows of an outbox (pending and due, or sending with its lease run out because its
 * process died mid-send), counting the attempt, and answers them oldest first. FOR UPDATE SKIP LOCKED:
 * any number of processes may run the loop at once without sending a row twice.
 */
export async function claimDueRows<Table extends OutboxTable>(
  db: Database,
  table: Table,
  { lease, batch }: ClaimOptions,
): Promise<Table["$inferSelect"][]> {
  const claimed = await queryRows<{ id: number }>(
    db,
    sql`
    update ${table} set status = 'sending', attempts = attempts + 1,
      locked_until = now() + ${lease}::interval
    where id in (
      select id from ${table}
      where (status = 'pending' and next_attempt_at <= now())
         or (status = 'sending' and locked_until < now())
      order by id
      limit ${batch}
      for update skip locked)
    returning id`,
  );
  const ids = claimed.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(inArray(table.id, ids))
    .orderBy(asc(table.id));
  return rows as Table["$inferSelect"][];
}
