import type { MergeUsersInput } from "@edu/shared";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import type { Actor } from "../../http/actor";
import { AppError, fieldError } from "../../http/app-error";
import { recordAudit } from "../audit";
import { revokeUserSessions } from "../sessions";
import {
  ident,
  isOneRowPerUser,
  type Keep,
  listUserReferences,
  lockPair,
  pick,
  type Reference,
  readRow,
  same,
  TIMESTAMPS,
} from "./user-merge-rules";
import { toUserDto, type UserRow } from "./users.repository";
import { users } from "./users.table";
import { withTags } from "./users-admin.service";

/**
 * Merging moves every row that references `from` to `to`, then deletes `from`, in one transaction.
 * The references are read from the catalog at run time, so tables added later are covered too:
 * - a table with one row per user (the column alone is unique: profile parts) is merged field by field;
 * - a column inside a wider unique key (user_roles, user_tags, parent_students) is moved without
 *   making duplicates (the union of both users' rows);
 * - any other column is simply repointed.
 */

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
