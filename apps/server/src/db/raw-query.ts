import { getTableColumns } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./database";

/**
 * SQL text with `$1…` parameters, sent as is through the handle's driver (pool, PGlite or a
 * transaction's client). For hot queries whose text is built once per shape: Drizzle's query builder
 * spends ~0.1–0.8 ms of CPU assembling a statement (its `is()` checks dominated the list profiles,
 * bench/RESULTS.md). Rows come back as the driver gives them (timestamps as text, like Drizzle's raw
 * mode); map them with `columnsOf`.
 */
export async function queryText<Row>(db: DbOrTx, text: string, params: unknown[]): Promise<Row[]> {
  const result = (await db._.session
    .prepareQuery({ sql: text, params }, undefined, undefined, false)
    .execute()) as {
    rows: Row[];
  };
  return result.rows;
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
  return {
    select: parts.join(", "),
    read: (row) => {
      const out: Record<string, unknown> = {};
      for (const { key, alias: as, decode } of mappers) {
        const value = row[as];
        out[key] = value === null || value === undefined ? null : decode ? decode(value) : value;
      }
      return out as Pick<T["$inferSelect"], K>;
    },
  };
}
