import { createHash } from "node:crypto";
import type { DbOrTx } from "./database";
import { driverQuery } from "./driver-query";

const names = new Map<string, string>();

/** A statement name per distinct text (PostgreSQL keeps one prepared statement per name and connection). */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `q${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
    if (names.size < 1000) names.set(text, name);
  }
  return name;
}

/**
 * `queryText` as a named prepared statement: on PostgreSQL each pooled connection parses the text once
 * and, for most shapes, plans it once (after five runs the server may keep a generic plan), instead of
 * parsing and planning it on every request. For the statements every request sends (the session
 * lookup) and the list pages, whose texts come in a few shapes. PGlite runs the text as is. Sent through
 * `driverQuery` (db/driver-query.ts), not Drizzle's prepared-query object.
 */
export function queryPrepared<Row>(db: DbOrTx, text: string, params: unknown[]): Promise<Row[]> {
  return driverQuery<Row>(db, text, params, statementName(text));
}
