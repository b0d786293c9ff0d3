import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "./database";

/** Raw SQL for what the query builder cannot say; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

/**
 * The one row an `insert … returning` gives back. An insert without ON CONFLICT either returns its
 * row or throws, so an empty answer is a driver fault, not a case for callers to handle.
 */
export function insertedRow<Row>(rows: Row[], table: string): Row {
  const [row] = rows;
  if (!row) throw new Error(`insert into ${table} returned no row`);
  return row;
}
