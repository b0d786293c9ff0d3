import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "./database";

/** Raw SQL for what the query builder cannot say; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
