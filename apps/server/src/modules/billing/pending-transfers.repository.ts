import { type Column, getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { LIST_COUNT_CAP } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import type { OrderTransactionRow } from "./order-payments.repository";
import { orderTransactions } from "./order-payments.table";

/** An open bill a transfer may belong to (outstanding as exact text: the service turns it to a number). */
export type TransferCandidateRow = {
  id: number;
  title: string;
  parent_user_id: number;
  first_name: string;
  last_name: string;
  receivable_date: string;
  price_currency: string;
  status: number;
  outstanding: string;
  known_account: boolean;
};

export type PendingTransferRow = {
  transaction: OrderTransactionRow;
  parentUserId: number;
  parentFirstName: string;
  parentLastName: string;
  /** The proof's file name (its URL is built from id and name). */
  proofName: string | null;
  candidates: TransferCandidateRow[];
};

type Raw = {
  total: number;
  transaction: Record<string, unknown> | null;
  parent_user_id: number | null;
  parent_first_name: string | null;
  parent_last_name: string | null;
  proof_name: string | null;
  candidates: TransferCandidateRow[] | null;
};

/** A table's row from its `to_jsonb` (snake_case keys, JSON values), mapped as drizzle maps the driver's. */
function rowFromJson<T>(table: PgTable, json: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table)) as Array<[string, Column]>) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T;
}

/**
 * One page of parents' pending proofs that name a paying account (bank transfers), oldest first, each
 * with the paying parent, the proof's name and up to ten open bills it may belong to — and the count
 * (up to LIST_COUNT_CAP), in one statement however many rows the page holds. Candidates: the bill the
 * parent named, the parent's other open bills, bills of families who paid from the same account before,
 * and open bills owing exactly the amount (outstanding here adds the difference only when it is in the
 * bill's currency; the service shows it as the bill's own page does).
 */
export async function pagePendingTransfers(
  db: DbOrTx,
  page: { limit: number; offset: number },
): Promise<{ rows: PendingTransferRow[]; total: number }> {
  const raw = await queryRows<Raw>(
    db,
    sql`
      with pending as (
        select t.id, t.created_at
        from order_transactions t
        join orders o on o.id = t.order_id
        where t.status = 'pending' and t.account_last5 is not null and o.deleted_at is null
      ),
      page as (
        select id from pending order by created_at, id limit ${page.limit} offset ${page.offset}
      ),
      page_rows as materialized (
        select t.*, o.parent_user_id as bill_parent_user_id
        from page p
        join order_transactions t on t.id = p.id
        join orders o on o.id = t.order_id
      ),
      known as materialized (
        select distinct t2.account_last5, o2.parent_user_id
        from order_transactions t2
        join orders o2 on o2.id = t2.order_id
        where t2.status = 'verified' and t2.account_last5 in (select account_last5 from page_rows)
      ),
      open_bills as materialized (
        select o.id, o.title, o.parent_user_id, u.first_name, u.last_name,
          o.receivable_date::text as receivable_date, o.price_currency, o.status,
          (o.total_price
            + case when o.difference_price_currency = o.price_currency then o.difference_price else 0 end
            - coalesce((select sum(t.amount - t.credited_amount) from order_transactions t
                        where t.order_id = o.id and t.status = 'verified'), 0)
            - coalesce((select sum(m.amount) from order_paid_marks m where m.order_id = o.id), 0)
          ) as outstanding
        from orders o
        join users u on u.id = o.parent_user_id
        where o.deleted_at is null and o.status <> 4
          and exists (select 1 from page_rows)
      ),
      counted as (
        select count(*)::int as total from (select 1 from pending limit ${LIST_COUNT_CAP}) x
      )
      select c.total,
        case when r.id is null then null else to_jsonb(r) - 'bill_parent_user_id' end as transaction,
        r.bill_parent_user_id as parent_user_id,
        pu.first_name as parent_first_name, pu.last_name as parent_last_name,
        up.original_name as proof_name,
        (select coalesce(jsonb_agg(to_jsonb(b) order by b.named desc, b.receivable_date, b.id), '[]'::jsonb)
         from (
           select b.id, b.title, b.parent_user_id, b.first_name, b.last_name, b.receivable_date,
             b.price_currency, b.status, b.outstanding::text as outstanding,
             (b.id = r.order_id) as named,
             exists (select 1 from known k
                     where k.account_last5 = r.account_last5 and k.parent_user_id = b.parent_user_id)
               as known_account
           from open_bills b
           where b.id = r.order_id
             or b.parent_user_id = r.bill_parent_user_id
             or exists (select 1 from known k
                        where k.account_last5 = r.account_last5 and k.parent_user_id = b.parent_user_id)
             or (b.price_currency = r.currency and b.outstanding = r.amount)
           order by (b.id = r.order_id) desc, b.receivable_date, b.id
           limit 10
         ) b) as candidates
      from counted c
      left join page_rows r on true
      left join users pu on pu.id = r.bill_parent_user_id
      left join uploads up on up.id = r.proof_upload_id
      order by r.created_at, r.id`,
  );
  const rows = raw.flatMap((row) =>
    row.transaction === null
      ? [] // no page rows: the count's row alone
      : [
          {
            transaction: rowFromJson<OrderTransactionRow>(orderTransactions, row.transaction),
            parentUserId: Number(row.parent_user_id),
            parentFirstName: row.parent_first_name ?? "",
            parentLastName: row.parent_last_name ?? "",
            proofName: row.proof_name,
            candidates: row.candidates ?? [],
          },
        ],
  );
  return { rows, total: Number(raw[0]?.total ?? 0) };
}
