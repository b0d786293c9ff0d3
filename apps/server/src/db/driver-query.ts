import pg from "pg";
import type { DbOrTx } from "./database";

/**
 * SQL text with `$1…` parameters sent straight to the handle's driver: a node-postgres Pool, the pooled
 * client of a transaction, or PGlite (or its transaction). Rows come back exactly as Drizzle's raw mode
 * gives them (`session.prepareQuery(…, false).execute()`): the same type parsers, so timestamps, dates,
 * intervals and numeric[] stay text and everything else is what the driver makes of it.
 *
 * Drizzle builds a prepared-query object per call (two query configs, each with its own type-parser
 * closure), wraps the call in three tracing spans and a cache lookup, and fills placeholders; for a
 * one-row read that was a large part of the app's CPU beside the driver's (bench/RESULTS.md, baseline).
 * Here one config object per statement text is reused. With `name`, node-postgres sends a named prepared
 * statement (parsed once per connection); PGlite has one connection in process and runs the text as is.
 */
export async function driverQuery<Row>(
  db: DbOrTx,
  text: string,
  params: unknown[],
  name?: string,
): Promise<Row[]> {
  const client = (db._.session as unknown as { client: unknown }).client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const result = await client.query<Row & pg.QueryResultRow>({
      name,
      text,
      values: params,
      types: PG_TYPES,
    } as pg.QueryConfig);
    return result.rows;
  }
  const result = await (client as PgliteClient).query<Row>(text, params, PGLITE_OPTIONS);
  return result.rows;
}

type PgliteClient = {
  query<Row>(text: string, params: unknown[], options: object): Promise<{ rows: Row[] }>;
};

/**
 * Type ids Drizzle leaves as text: timestamp, timestamptz, date, interval, their arrays and numeric[]
 * (PostgreSQL's own ids, the same for both drivers).
 */
const AS_TEXT = [
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const AS_TEXT_IDS = new Set<number>(AS_TEXT);
const asIs = (value: string) => value;

const PG_TYPES = {
  getTypeParser: (typeId: number, format?: "text" | "binary") =>
    AS_TEXT_IDS.has(typeId) ? asIs : pg.types.getTypeParser(typeId, format),
};

const PGLITE_OPTIONS = {
  rowMode: "object",
  parsers: Object.fromEntries(AS_TEXT.map((id) => [id, asIs])),
} as const;
