import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./database";
import { driverQuery } from "./driver-query";

/**
 * SQL text with `$1…` parameters, sent as is through the handle's driver (pool, PGlite or a
 * transaction's client). For hot queries whose text is built once per shape: Drizzle's query builder
 * spends ~0.1–0.8 ms of CPU assembling a statement (its `is()` checks dominated the list profiles,
 * bench/RESULTS.md). Rows come back as the driver gives them (timestamps as text, like Drizzle's raw
 * mode); map them with `columnsOf`.
 */
export function queryText<Row>(db: DbOrTx, text: string, params: unknown[]): Promise<Row[]> {
  return driverQuery<Row>(db, text, params);
}

const AS_IS = new Set(["PgText", "PgInteger", "PgSerial", "PgBoolean", "PgVarchar"]);

type Mapper = { key: string; alias: string; decode: ((value: unknown) => unknown) | null };

/**
 * A table's columns for a raw select list (`"e"."form_id" as "p_formId", …`) and the mapper that turns
 * such a row back into what Drizzle's `select()` returns (same keys, same driver-value decoding); `only`
 * limits both to some columns.
 */
export function columnsOf<
  T extends PgTable,
  K extends keyof T["$inferSelect"] & string = keyof T["$inferSelect"] & string,
>(
  table: T,
  alias: string,
  prefix: string,
  only?: readonly K[],
): { select: string; read: (row: Record<string, unknown>) => Pick<T["$inferSelect"], K> } {
  const mappers: Mapper[] = [];
  const parts: string[] = [];
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (only && !only.includes(key as K)) continue;
    const as = `${prefix}${key}`;
    parts.push(`"${alias}"."${column.name}" as "${as}"`);
    // Text, integer and boolean values arrive as they are; others (timestamps, bigint, custom…) are decoded
    // by the column, as Drizzle does.
    const decode = AS_IS.has(column.columnType) ? null : (value: unknown) => column.mapFromDriverValue(value);
    mappers.push({ key, alias: as, decode });
  }
  return { select: parts.join(", "), read: compileReader(mappers) };
}

/**
 * The row mapper as one function returning an object literal (same keys, same values as assigning them one
 * by one: a missing or null value is null, others as they are or decoded by their column). Built once per
 * select list; the literal gives every row one fixed shape, where a loop of keyed stores cost ~5 % of a
 * 50-row list's app CPU (the enrollment list's profile, bench/profile-endpoint.ts). Keys and aliases
 * are the table's own column keys (JSON-quoted), never input.
 */
function compileReader<Out>(mappers: Mapper[]): (row: Record<string, unknown>) => Out {
  const lines = mappers.map(({ alias, decode }, i) =>
    decode
      ? `const v${i} = row[${JSON.stringify(alias)}]; const o${i} = v${i} === null || v${i} === undefined ? null : decoders[${i}](v${i});`
      : `const v${i} = row[${JSON.stringify(alias)}]; const o${i} = v${i} === undefined ? null : v${i};`,
  );
  const literal = mappers.map(({ key }, i) => `${JSON.stringify(key)}: o${i}`).join(", ");
  const decoders = mappers.map(({ decode }) => decode);
  const factory = new Function(
    "decoders",
    `return function read(row) { ${lines.join(" ")} return { ${literal} }; };`,
  );
  return factory(decoders) as (row: Record<string, unknown>) => Out;
}
