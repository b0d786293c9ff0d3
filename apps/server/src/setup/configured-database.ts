import type { Config } from "../config";
import { openDatabase } from "../db/client";
import type { DatabaseHandle } from "../db/database";

/** The database the configuration names: PostgreSQL (DATABASE_URL) or the embedded one in DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({ kind: "postgres", url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : openDatabase({ kind: "pglite", dataDir: config.DATA_DIR });
}

export function describeDatabase(config: Config): string {
  return config.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.DATA_DIR}`;
}
