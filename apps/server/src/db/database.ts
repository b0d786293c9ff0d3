import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";

type NoSchema = Record<string, never>;

/**
 * One type for both drivers (PGlite and node-postgres): modules never see which one runs. No schema
 * object: queries name their tables (no relational `db.query.*`), so a new module's tables need no
 * line here; drizzle-kit finds them by name (drizzle.config.ts).
 */
export type Database = PgDatabase<PgQueryResultHKT, NoSchema>;
export type Transaction = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
/** Repositories accept either, so a service can compose them in one transaction. */
export type DbOrTx = Database | Transaction;

export type DatabaseKind = "pglite" | "postgres";

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball (test templates). */
  dumpDataDir?: () => Promise<Blob>;
};
