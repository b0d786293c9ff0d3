import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database, DatabaseHandle } from "./database";

export type OpenDatabaseOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite-memory"; loadDataDir?: Blob };

/** Opens PGlite on a directory (locked against a second process), in memory, or a pg pool. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on("error", () => {}); // idle-client errors surface on the next query instead of crashing
    const db = drizzleNodePg(pool) as unknown as Database;
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const pglite = await import("./pglite-client");
  return options.kind === "pglite-memory"
    ? pglite.openPgliteInMemory(options.loadDataDir)
    : pglite.openPgliteDataDir(options.dataDir);
}
