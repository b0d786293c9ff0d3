import path from "node:path";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./database";

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../migrations");
// Any constant works; it serialises migrations when several processes start against one server.
const MIGRATION_LOCK_ID = 7_240_917;

export async function migrateDatabase({ db, kind }: DatabaseHandle): Promise<void> {
  if (kind === "pglite") {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await migrateNodePg(tx as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_DIR });
  });
}
