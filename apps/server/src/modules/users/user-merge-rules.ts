import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { getUserOrThrow } from "./users-admin.service";

export type Reference = { table: string; column: string; uniques: string[][] };
export type Side = "from" | "to";
export type Keep = Record<string, Side>;

export const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);
/** Never shown in conflict data, never compared. */
export const HIDDEN = /password|token|secret|hash/i;
export const TIMESTAMPS = new Set(["created_at", "updated_at"]);

export async function listUserReferences(db: DbOrTx): Promise<Reference[]> {
  const fks = await queryRows<{ table_name: string; column_name: string; cols: number }>(
    db,
    sql`select cl.relname as table_name, a.attname as column_name, array_length(c.conkey, 1) as cols
        from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_namespace n on n.oid = cl.relnamespace
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.confrelid = 'public.users'::regclass and n.nspname = 'public'
        order by cl.relname, a.attname`,
  );
  const references: Reference[] = [];
  for (const fk of fks) {
    if (Number(fk.cols) !== 1) throw new Error(`merge: multi-column reference to users on ${fk.table_name}`);
    const indexes = await queryRows<{ cols: string[] }>(
      db,
      sql`select array(select a.attname::text from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
                       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                       order by k.ord) as cols
          from pg_index i
          where i.indrelid = ${`public.${fk.table_name}`}::regclass and i.indisunique
            and i.indpred is null and i.indexprs is null`,
    );
    references.push({
      table: fk.table_name,
      column: fk.column_name,
      uniques: indexes.map((index) => index.cols).filter((cols) => cols.includes(fk.column_name)),
    });
  }
  return references;
}

export const isOneRowPerUser = (ref: Reference) => ref.uniques.some((cols) => cols.length === 1);

export async function readRow(
  db: DbOrTx,
  ref: Reference,
  userId: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await queryRows<{ row: Record<string, unknown> }>(
    db,
    sql`select to_jsonb(t) as row from ${ident(ref.table)} t where t.${ident(ref.column)} = ${userId}`,
  );
  return row?.row;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.values(value).every(isEmpty);
  return false;
}

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `to`'s non-empty value wins unless `keep` says "from"; gaps are filled from the other side. */
export function pick(from: unknown, to: unknown, side: Side | undefined): unknown {
  if (isPlainObject(from) && isPlainObject(to)) {
    const [first, second] = side === "from" ? [to, from] : [from, to];
    const merged: Record<string, unknown> = { ...first };
    for (const [key, value] of Object.entries(second)) if (!isEmpty(value)) merged[key] = value;
    return merged;
  }
  if (side === "from") return isEmpty(from) ? to : from;
  return isEmpty(to) ? from : to;
}

export function comparableColumns(ref: Reference, row: Record<string, unknown>): string[] {
  return Object.keys(row).filter((col) => col !== ref.column && !TIMESTAMPS.has(col) && !HIDDEN.test(col));
}

export async function lockPair(tx: DbOrTx, input: { from_user_id: number; to_user_id: number }) {
  const from = await getUserOrThrow(tx, input.from_user_id, "from_user_id");
  const to = await getUserOrThrow(tx, input.to_user_id, "to_user_id");
  return { from, to };
}
