import type { MergeConflictData, MergeUsersInput, TagBrief } from "@edu/shared";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { readAll } from "../../db/read-all";
import type { Actor } from "../../http/actor";
import { AppError, fieldError } from "../../http/app-error";
import { recordAudit } from "../audit";
import { revokeUserSessions } from "../sessions";
import { listParentIds, listRoles, listStudentIds, toUserDto, type UserRow } from "./users.repository";
import { users } from "./users.table";
import { getUserOrThrow, withTags } from "./users-admin.service";
import { listTagsOfUsers } from "./users-search.repository";

/**
 * Merging moves every row that references `from` to `to`, then deletes `from`, in one transaction.
 * The references are read from the catalog at run time, so tables added later are covered too:
 * - a table with one row per user (the column alone is unique: profile parts) is merged field by field;
 * - a column inside a wider unique key (user_roles, user_tags, parent_students) is moved without
 *   making duplicates (the union of both users' rows);
 * - any other column is simply repointed.
 */

type Reference = { table: string; column: string; uniques: string[][] };
type Side = "from" | "to";
type Keep = Record<string, Side>;

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);
/** Never shown in conflict data, never compared. */
const HIDDEN = /password|token|secret|hash/i;
const TIMESTAMPS = new Set(["created_at", "updated_at"]);

async function listUserReferences(db: DbOrTx): Promise<Reference[]> {
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

const isOneRowPerUser = (ref: Reference) => ref.uniques.some((cols) => cols.length === 1);

async function readRow(
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

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.values(value).every(isEmpty);
  return false;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** `to`'s non-empty value wins unless `keep` says "from"; gaps are filled from the other side. */
function pick(from: unknown, to: unknown, side: Side | undefined): unknown {
  if (isPlainObject(from) && isPlainObject(to)) {
    const [first, second] = side === "from" ? [to, from] : [from, to];
    const merged: Record<string, unknown> = { ...first };
    for (const [key, value] of Object.entries(second)) if (!isEmpty(value)) merged[key] = value;
    return merged;
  }
  if (side === "from") return isEmpty(from) ? to : from;
  return isEmpty(to) ? from : to;
}

function comparableColumns(ref: Reference, row: Record<string, unknown>): string[] {
  return Object.keys(row).filter((col) => col !== ref.column && !TIMESTAMPS.has(col) && !HIDDEN.test(col));
}

/** One-row-per-user table: fold `from`'s row into `to`'s. Returns rows moved or merged. */
async function mergeOneRow(
  tx: DbOrTx,
  ref: Reference,
  fromId: number,
  toId: number,
  keep: Keep,
): Promise<number> {
  const fromRow = await readRow(tx, ref, fromId);
  if (!fromRow) return 0;
  const toRow = await readRow(tx, ref, toId);
  if (!toRow) {
    await tx.execute(
      sql`update ${ident(ref.table)} set ${ident(ref.column)} = ${toId} where ${ident(ref.column)} = ${fromId}`,
    );
    return 1;
  }
  const changes: Record<string, unknown> = {};
  for (const col of Object.keys(fromRow)) {
    if (col === ref.column || TIMESTAMPS.has(col)) continue;
    const value = pick(fromRow[col], toRow[col], keep[`${ref.table}.${col}`]);
    if (!same(value, toRow[col])) changes[col] = value;
  }
  await tx.execute(sql`delete from ${ident(ref.table)} where ${ident(ref.column)} = ${fromId}`);
  const cols = Object.keys(changes);
  if (cols.length > 0) {
    const assignments = sql.join(
      cols.map((col) => sql`${ident(col)} = r.${ident(col)}`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${ident(ref.table)} t set ${assignments}
          from jsonb_populate_record(null::${ident(ref.table)}, ${JSON.stringify(changes)}::jsonb) r
          where t.${ident(ref.column)} = ${toId}`,
    );
  }
  return 1;
}

/** Column inside a wider unique key: repoint unless `to` already has the same row; drop the duplicates. */
async function mergeKeyed(tx: DbOrTx, ref: Reference, fromId: number, toId: number): Promise<number> {
  const table = ident(ref.table);
  const column = ident(ref.column);
  const clashes: SQL[] = ref.uniques.map((cols) => {
    const others = cols.filter((col) => col !== ref.column);
    const match = sql.join(
      others.map((col) => sql`x.${ident(col)} is not distinct from t.${ident(col)}`),
      sql` and `,
    );
    return sql`not exists (select 1 from ${table} x where x.${column} = ${toId} and ${match})`;
  });
  const moved = await queryRows<{ n: number }>(
    tx,
    sql`with moved as (update ${table} t set ${column} = ${toId}
                       where t.${column} = ${fromId} and ${sql.join(clashes, sql` and `)} returning 1)
        select count(*)::int as n from moved`,
  );
  const dropped = await queryRows<{ n: number }>(
    tx,
    sql`with dropped as (delete from ${table} where ${column} = ${fromId} returning 1)
        select count(*)::int as n from dropped`,
  );
  return Number(moved[0]?.n ?? 0) + Number(dropped[0]?.n ?? 0);
}

async function repoint(tx: DbOrTx, ref: Reference, fromId: number, toId: number): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with moved as (update ${ident(ref.table)} set ${ident(ref.column)} = ${toId}
                       where ${ident(ref.column)} = ${fromId} returning 1)
        select count(*)::int as n from moved`,
  );
  return Number(rows[0]?.n ?? 0);
}

const USER_FIELDS = {
  username: "username",
  email: "email",
  first_name: "firstName",
  last_name: "lastName",
  timezone: "timezone",
  lang: "lang",
  default_currency: "defaultCurrency",
} as const satisfies Record<string, keyof UserRow>;

function userConflicts(from: UserRow, to: UserRow) {
  const conflicts: MergeConflictData["conflicts"] = [];
  for (const [field, key] of Object.entries(USER_FIELDS)) {
    const a = from[key];
    const b = to[key];
    if (!isEmpty(a) && !isEmpty(b) && String(a).toLowerCase() !== String(b).toLowerCase()) {
      conflicts.push({ field, from: a, to: b });
    }
  }
  if (from.accountBalance !== 0 && to.accountBalance !== 0) {
    conflicts.push({
      field: "account_balance",
      from: { amount: from.accountBalance, currency: from.accountBalanceCurrency },
      to: { amount: to.accountBalance, currency: to.accountBalanceCurrency },
    });
  }
  return conflicts;
}

async function lockPair(tx: DbOrTx, input: { from_user_id: number; to_user_id: number }) {
  const from = await getUserOrThrow(tx, input.from_user_id, "from_user_id");
  const to = await getUserOrThrow(tx, input.to_user_id, "to_user_id");
  return { from, to };
}

/** POST users/conflict-data-on-merging: what would clash, shown before merging. */
export async function getMergeConflicts(
  db: DbOrTx,
  input: { from_user_id: number; to_user_id: number },
): Promise<MergeConflictData> {
  const { from, to } = await lockPair(db, input);
  const conflicts = userConflicts(from, to);
  for (const ref of await listUserReferences(db)) {
    if (!isOneRowPerUser(ref)) continue;
    const [a, b] = await readAll(db, [() => readRow(db, ref, from.id), () => readRow(db, ref, to.id)]);
    if (!a || !b) continue;
    for (const col of comparableColumns(ref, a)) {
      if (!isEmpty(a[col]) && !isEmpty(b[col]) && !same(a[col], b[col])) {
        conflicts.push({ field: `${ref.table}.${col}`, from: a[col], to: b[col] });
      }
    }
  }
  const ids = [from.id, to.id];
  const [roles, tagMap, parents, students, fromDto, toDto] = await readAll(db, [
    () => listRoles(db, ids),
    () => listTagsOfUsers(db, ids),
    () => listParentIds(db, ids),
    () => listStudentIds(db, ids),
    () => toUserDto(db, from),
    () => toUserDto(db, to),
  ]);
  const both = <T>(a: T[] | undefined, b: T[] | undefined, key: (v: T) => unknown = (v) => v) =>
    (a ?? []).filter((x) => (b ?? []).some((y) => key(y) === key(x)));
  return {
    from_user: fromDto,
    to_user: toDto,
    conflicts,
    roles: { from: roles.get(from.id) ?? [], to: roles.get(to.id) ?? [] },
    shared_tags: both<TagBrief>(tagMap.get(from.id), tagMap.get(to.id), (t) => t.id),
    shared_parent_ids: both(parents.get(from.id), parents.get(to.id)),
    shared_student_ids: both(students.get(from.id), students.get(to.id)),
  };
}

function mergedUserValues(from: UserRow, to: UserRow, keep: Keep): Partial<typeof users.$inferInsert> {
  const choose = <K extends keyof UserRow>(key: K, field: string) =>
    pick(from[key], to[key], keep[field]) as UserRow[K];
  let balance = to.accountBalance;
  let balanceCurrency = to.accountBalanceCurrency;
  if (from.accountBalance !== 0) {
    if (to.accountBalance === 0) {
      balance = from.accountBalance;
      balanceCurrency = from.accountBalanceCurrency;
    } else if (from.accountBalanceCurrency === to.accountBalanceCurrency) {
      balance = from.accountBalance + to.accountBalance;
    } else {
      throw fieldError("from_user_id", "merge_currency_conflict");
    }
  }
  return {
    username: choose("username", "username"),
    email: choose("email", "email"),
    firstName: choose("firstName", "first_name"),
    lastName: choose("lastName", "last_name"),
    timezone: choose("timezone", "timezone"),
    lang: choose("lang", "lang"),
    defaultCurrency: choose("defaultCurrency", "default_currency"),
    passwordHash: choose("passwordHash", "password"),
    lineUserId: choose("lineUserId", "line_user_id"),
    isActive: keep.is_active === "from" ? from.isActive : to.isActive,
    finishBind: from.finishBind || to.finishBind,
    accountBalance: balance,
    accountBalanceCurrency: balanceCurrency,
    createdAt: new Date(Math.min(from.createdAt.getTime(), to.createdAt.getTime())),
    updatedAt: new Date(),
  };
}

/**
 * A family balance or a teacher's ledger is append-only (its entries are never updated, so never
 * repointed): an account with money history is not merged away; its money is moved first (an
 * adjustment on each side), or the other account is merged into it.
 */
async function refuseMoneyHistory(tx: DbOrTx, userId: number) {
  const [row] = await queryRows<{ has: boolean }>(
    tx,
    sql`select exists (select 1 from balance_entries where parent_user_id = ${userId})
            or exists (select 1 from teacher_ledger_entries where teacher_user_id = ${userId}) as has`,
  );
  if (row?.has) throw fieldError("from_user_id", "merge_has_ledger");
}

/** POST users/merge: one transaction; `from` is gone afterwards and nothing of it is lost. */
export async function mergeUsers(db: Database, actor: Actor, input: MergeUsersInput) {
  if (input.from_user_id === actor.id) throw fieldError("from_user_id", "cannot_merge_self");
  const keep = input.keep ?? {};
  return db.transaction(async (tx) => {
    // Lock both rows (in id order) so concurrent merges or edits of either wait.
    await tx.execute(
      sql`select 1 from ${users} where ${users.id} in (${input.from_user_id}, ${input.to_user_id}) order by ${users.id} for update`,
    );
    const { from, to } = await lockPair(tx, input);
    await refuseMoneyHistory(tx, from.id);
    const [fromSnapshot, toSnapshot] = await withTags(tx, [from, to]);
    const merged = mergedUserValues(from, to, keep);
    await revokeUserSessions(tx, from.id);

    const moved: Record<string, number> = {};
    for (const ref of await listUserReferences(tx)) {
      const count = isOneRowPerUser(ref)
        ? await mergeOneRow(tx, ref, from.id, to.id, keep)
        : ref.uniques.length > 0
          ? await mergeKeyed(tx, ref, from.id, to.id)
          : await repoint(tx, ref, from.id, to.id);
      if (count > 0) moved[`${ref.table}.${ref.column}`] = count;
    }

    await tx.delete(users).where(eq(users.id, from.id));
    const [after] = await tx.update(users).set(merged).where(eq(users.id, to.id)).returning();
    if (!after) throw new AppError("conflict");
    const [afterDto] = await withTags(tx, [after]);

    await recordAudit(tx, {
      actorId: actor.id,
      action: "user.merged_away",
      targetType: "user",
      targetId: from.id,
      before: fromSnapshot,
      after: { merged_into: to.id },
      requestId: actor.requestId,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "user.merge",
      targetType: "user",
      targetId: to.id,
      before: { ...toSnapshot, merged_from: fromSnapshot },
      after: { ...afterDto, moved, keep },
      requestId: actor.requestId,
    });
    return { user: await toUserDto(tx, after), moved };
  });
}
