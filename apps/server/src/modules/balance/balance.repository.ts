import {
  type BalanceBucket,
  type Currency,
  type DepositProvider,
  pickMainCurrency,
  toSafeMinor,
} from "@edu/shared";
import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { readAll } from "../../db/read-all";
import { setCachedBalance } from "../users";
import { users } from "../users/users.table";
import { balanceAccounts, balanceDeposits, balanceEntries, balanceProviderEvents } from "./balance.table";

export type BalanceEntryRow = typeof balanceEntries.$inferSelect;
export type NewBalanceEntry = typeof balanceEntries.$inferInsert;
export type DepositRow = typeof balanceDeposits.$inferSelect;
export type NewDeposit = typeof balanceDeposits.$inferInsert;

/**
 * The account of a parent in a currency, created on first use, then locked (SELECT … FOR UPDATE)
 * until the caller's transaction ends: every money change of that account waits here.
 */
export async function lockAccount(tx: DbOrTx, parentUserId: number, currency: Currency): Promise<number> {
  await tx.insert(balanceAccounts).values({ parentUserId, currency }).onConflictDoNothing();
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`select id from balance_accounts where parent_user_id = ${parentUserId} and currency = ${currency} for update`,
  );
  if (!row) throw new Error("balance account missing after insert");
  return Number(row.id);
}

/**
 * Locks the parent's user row (FOR NO KEY UPDATE) before any account: every ledger write of a
 * family takes the user first, then the account, so writes in several currencies never deadlock
 * and the user's cached balance (below) is written in commit order.
 */
export async function lockLedgerOwner(tx: DbOrTx, parentUserId: number): Promise<void> {
  await queryRows(tx, sql`select id from users where id = ${parentUserId} for no key update`);
}

/**
 * Spec 01 §3 users.account_balance / account_balance_currency, as the user object (/me, users)
 * shows them: computed only here, in the ledger write's transaction and under its user lock, from
 * the ledger's sums — the available balance in the main currency (TWD if held, else USD, else CNY).
 * The columns are users' (its write, called through its index): balance sits above users (its
 * accounts name a user) and users imports nothing of balance, so the call keeps the graph acyclic,
 * and the admin users list keeps reading the figure from the user row without a join to the ledger.
 */
export async function writeUserBalanceFromLedger(tx: DbOrTx, parentUserId: number): Promise<void> {
  const sums = await sumsOfParent(tx, parentUserId);
  if (sums.length === 0) return;
  const main = pickMainCurrency(sums.map((sum) => sum.currency));
  await setCachedBalance(tx, parentUserId, sums.find((sum) => sum.currency === main)?.available ?? 0, main);
}

/**
 * The bucket's sum (the ledger is the truth; nothing else stores a balance). Sums are read through
 * `toSafeMinor`: beyond MAX_MONEY_SUM_MINOR is refused (a MoneyError), never rounded by Number().
 */
export async function sumBucket(db: DbOrTx, accountId: number, bucket: BalanceBucket): Promise<number> {
  const [row] = await queryRows<{ total: string | number | null }>(
    db,
    sql`select coalesce(sum(amount), 0)::bigint as total from balance_entries where account_id = ${accountId} and bucket = ${bucket}`,
  );
  return toSafeMinor(row?.total);
}

export async function insertEntry(tx: DbOrTx, values: NewBalanceEntry): Promise<BalanceEntryRow> {
  const [row] = await tx.insert(balanceEntries).values(values).returning();
  if (!row) throw new Error("balance entry insert returned no row");
  return row;
}

export type BucketSums = { currency: Currency; available: number; pending: number };

/** Every currency a parent holds an account in, with both buckets' sums. */
export async function sumsOfParent(
  db: DbOrTx,
  parentUserId: number,
  currency?: Currency,
): Promise<BucketSums[]> {
  const rows = await queryRows<{ currency: Currency; available: string | number; pending: string | number }>(
    db,
    sql`select a.currency,
          coalesce(sum(e.amount) filter (where e.bucket = 'available'), 0)::bigint as available,
          coalesce(sum(e.amount) filter (where e.bucket = 'pending'), 0)::bigint as pending
        from balance_accounts a left join balance_entries e on e.account_id = a.id
        where a.parent_user_id = ${parentUserId} ${currency ? sql`and a.currency = ${currency}` : sql``}
        group by a.currency order by a.currency`,
  );
  return rows.map((row) => ({
    currency: row.currency,
    available: toSafeMinor(row.available),
    pending: toSafeMinor(row.pending),
  }));
}

export async function sumsOfParents(db: DbOrTx, parentIds: number[]): Promise<Map<number, BucketSums[]>> {
  const result = new Map<number, BucketSums[]>();
  if (parentIds.length === 0) return result;
  const rows = await queryRows<{
    parent_user_id: number;
    currency: Currency;
    available: string | number;
    pending: string | number;
  }>(
    db,
    sql`select a.parent_user_id, a.currency,
          coalesce(sum(e.amount) filter (where e.bucket = 'available'), 0)::bigint as available,
          coalesce(sum(e.amount) filter (where e.bucket = 'pending'), 0)::bigint as pending
        from balance_accounts a left join balance_entries e on e.account_id = a.id
        where a.parent_user_id in (${sql.join(
          parentIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by a.parent_user_id, a.currency order by a.currency`,
  );
  for (const row of rows) {
    const id = Number(row.parent_user_id);
    const list = result.get(id) ?? [];
    list.push({
      currency: row.currency,
      available: toSafeMinor(row.available),
      pending: toSafeMinor(row.pending),
    });
    result.set(id, list);
  }
  return result;
}

const creatorSelection = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

export type EntryWithRefs = {
  entry: BalanceEntryRow;
  creator: { id: number; username: string; firstName: string; lastName: string } | null;
  reversedBy: number | null;
};

const reversedBySql = sql<
  number | null
>`(select r.id from balance_entries r where r.reverses_entry_id = ${balanceEntries.id})`;

export async function pageEntries(
  db: DbOrTx,
  parentUserId: number,
  currency: Currency | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: EntryWithRefs[]; total: number }> {
  const where = and(
    eq(balanceEntries.parentUserId, parentUserId),
    currency ? eq(balanceEntries.currency, currency) : undefined,
  );
  const [rows, [count]] = await readAll(db, [
    () =>
      db
        .select({ entry: balanceEntries, creator: creatorSelection, reversedBy: reversedBySql })
        .from(balanceEntries)
        .leftJoin(users, eq(users.id, balanceEntries.createdBy))
        .where(where)
        .orderBy(desc(balanceEntries.id))
        .limit(page.limit)
        .offset(page.offset),
    () => db.select({ total: sql<number>`count(*)::int` }).from(balanceEntries).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, reversedBy: row.reversedBy == null ? null : Number(row.reversedBy) })),
    total: Number(count?.total ?? 0),
  };
}

export async function findEntry(db: DbOrTx, id: number): Promise<EntryWithRefs | undefined> {
  const [row] = await db
    .select({ entry: balanceEntries, creator: creatorSelection, reversedBy: reversedBySql })
    .from(balanceEntries)
    .leftJoin(users, eq(users.id, balanceEntries.createdBy))
    .where(eq(balanceEntries.id, id));
  return row ? { ...row, reversedBy: row.reversedBy == null ? null : Number(row.reversedBy) } : undefined;
}

export async function entryReversal(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await db
    .select({ id: balanceEntries.id })
    .from(balanceEntries)
    .where(eq(balanceEntries.reversesEntryId, id));
  return row?.id ?? null;
}

// Deposits

export async function insertDeposit(db: DbOrTx, values: NewDeposit): Promise<DepositRow> {
  const [row] = await db.insert(balanceDeposits).values(values).returning();
  if (!row) throw new Error("deposit insert returned no row");
  return row;
}

export async function findDeposit(db: DbOrTx, id: number): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(balanceDeposits).where(eq(balanceDeposits.id, id));
  return row;
}

export async function findDepositByRef(
  db: DbOrTx,
  provider: DepositProvider,
  providerRef: string,
  forUpdate = false,
): Promise<DepositRow | undefined> {
  const query = db
    .select()
    .from(balanceDeposits)
    .where(and(eq(balanceDeposits.provider, provider), eq(balanceDeposits.providerRef, providerRef)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export async function lockDeposit(db: DbOrTx, id: number): Promise<DepositRow | undefined> {
  const [row] = await db.select().from(balanceDeposits).where(eq(balanceDeposits.id, id)).for("update");
  return row;
}

export async function updateDeposit(
  db: DbOrTx,
  id: number,
  values: Partial<NewDeposit>,
): Promise<DepositRow | undefined> {
  const [row] = await db.update(balanceDeposits).set(values).where(eq(balanceDeposits.id, id)).returning();
  return row;
}

export async function pageDeposits(db: DbOrTx, parentUserId: number, limit: number): Promise<DepositRow[]> {
  return db
    .select()
    .from(balanceDeposits)
    .where(eq(balanceDeposits.parentUserId, parentUserId))
    .orderBy(desc(balanceDeposits.id))
    .limit(limit);
}

/** Records a provider's notice; false when it was seen before (the unique key refuses it). */
export async function claimProviderEvent(
  tx: DbOrTx,
  provider: DepositProvider,
  eventId: string,
  depositId: number | null,
): Promise<boolean> {
  const rows = await tx
    .insert(balanceProviderEvents)
    .values({ provider, eventId, depositId })
    .onConflictDoNothing()
    .returning({ id: balanceProviderEvents.id });
  return rows.length > 0;
}

// Parents

export type ParentRow = {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  defaultCurrency: Currency;
};

export async function findParent(db: DbOrTx, id: number): Promise<ParentRow | undefined> {
  const [row] = await queryRows<{
    id: number;
    username: string;
    first_name: string;
    last_name: string;
    default_currency: Currency;
  }>(
    db,
    sql`select u.id, u.username, u.first_name, u.last_name, u.default_currency from users u
        where u.id = ${id} and exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'parent')`,
  );
  return row
    ? {
        id: Number(row.id),
        username: row.username,
        firstName: row.first_name,
        lastName: row.last_name,
        defaultCurrency: row.default_currency,
      }
    : undefined;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function pageParents(
  db: DbOrTx,
  q: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: ParentRow[]; total: number }> {
  const pattern = q ? `%${escapeLike(q)}%` : null;
  const where = sql`exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'parent')
    ${pattern ? sql`and (u.first_name || ' ' || u.last_name || ' ' || u.last_name || u.first_name || ' ' || u.username::text || ' ' || coalesce(u.email::text, '')) ilike ${pattern}` : sql``}`;
  const [rows, [count]] = await readAll(db, [
    () =>
      queryRows<{
        id: number;
        username: string;
        first_name: string;
        last_name: string;
        default_currency: Currency;
      }>(
        db,
        sql`select u.id, u.username, u.first_name, u.last_name, u.default_currency from users u where ${where}
          order by u.id desc limit ${page.limit} offset ${page.offset}`,
      ),
    () =>
      queryRows<{ total: number }>(
        db,
        sql`select count(*)::int as total from (select 1 from users u where ${where} limit 1001) x`,
      ),
  ]);
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      username: row.username,
      firstName: row.first_name,
      lastName: row.last_name,
      defaultCurrency: row.default_currency,
    })),
    total: Number(count?.total ?? 0),
  };
}
