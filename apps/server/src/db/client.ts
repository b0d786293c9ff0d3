import { PGlite } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import type { Database, DatabaseHandle } from "./database";

export const PGLITE_EXTENSIONS = { citext, pg_trgm };

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
  if (options.kind === "pglite-memory") {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir: options.loadDataDir });
    const db = drizzlePglite(client) as unknown as Database;
    return { db, kind: "pglite", close: () => client.close(), dumpDataDir: () => client.dumpDataDir("gzip") };
  }
  const release = lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create(`${options.dataDir}/pgdata`, { extensions: PGLITE_EXTENSIONS });
    const db = drizzlePglite(client) as unknown as Database;
    return {
      db,
      kind: "pglite",
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
