import { PGlite } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { lockDataDir } from "./data-dir-lock";
import type { Database, DatabaseHandle } from "./database";

// The embedded database, imported by client.ts only when one is opened: a server on PostgreSQL never loads
// PGlite (+1.0 MB RSS at start; the bundle puts this file and drizzle's PGlite driver in a chunk of their own).
export const PGLITE_EXTENSIONS = { citext, pg_trgm };

/** PGlite in memory, optionally from a dump (tests' template). */
export async function openPgliteInMemory(loadDataDir?: Blob): Promise<DatabaseHandle> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir });
  const db = drizzle(client) as unknown as Database;
  return { db, kind: "pglite", close: () => client.close(), dumpDataDir: () => client.dumpDataDir("gzip") };
}

/** PGlite on a directory, locked against a second process. */
export async function openPgliteDataDir(dataDir: string): Promise<DatabaseHandle> {
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(`${dataDir}/pgdata`, { extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client) as unknown as Database;
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
