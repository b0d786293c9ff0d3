import type { ExchangeRateCurrency } from "@edu/shared";
import { desc, eq, type SQL, sql } from "drizzle-orm";
import { countUpTo } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { users } from "../users/users.table";
import { exchangeRates } from "./exchange-rates.table";

export type RateSetter = { id: number; username: string; firstName: string; lastName: string };

export type StoredRate = {
  id: number;
  currency: ExchangeRateCurrency;
  /** Decimal text without trailing zeros ("32", "4.5", "31.52"). */
  rate: string;
  note: string;
  setAt: Date;
  setBy: RateSetter | null;
};

/** numeric(14, 8) reads back as "32.00000000": answer the value as it was typed ("32"). */
const rateText = sql<string>`trim_scale(${exchangeRates.rate})::text`;

const selection = {
  id: exchangeRates.id,
  currency: exchangeRates.currency,
  rate: rateText,
  note: exchangeRates.note,
  setAt: exchangeRates.setAt,
  setterId: users.id,
  setterUsername: users.username,
  setterFirstName: users.firstName,
  setterLastName: users.lastName,
};

type SelectedRow = {
  id: number;
  currency: ExchangeRateCurrency;
  rate: string;
  note: string;
  setAt: Date;
  setterId: number | null;
  setterUsername: string | null;
  setterFirstName: string | null;
  setterLastName: string | null;
};

const toStored = (row: SelectedRow): StoredRate => ({
  id: row.id,
  currency: row.currency,
  rate: row.rate,
  note: row.note,
  setAt: row.setAt,
  setBy:
    row.setterId === null
      ? null
      : {
          id: row.setterId,
          username: row.setterUsername ?? "",
          firstName: row.setterFirstName ?? "",
          lastName: row.setterLastName ?? "",
        },
});

/** Each currency's latest row (the rate in force); a currency nobody has set is absent. */
export async function latestRates(db: DbOrTx): Promise<StoredRate[]> {
  const rows = await db
    .selectDistinctOn([exchangeRates.currency], selection)
    .from(exchangeRates)
    .leftJoin(users, eq(users.id, exchangeRates.setBy))
    .orderBy(exchangeRates.currency, desc(exchangeRates.setAt), desc(exchangeRates.id));
  return rows.map(toStored);
}

export async function insertRate(
  db: DbOrTx,
  values: { currency: ExchangeRateCurrency; rate: string; note: string; setBy: number },
): Promise<{ id: number; currency: ExchangeRateCurrency; rate: string }> {
  const [row] = await db
    .insert(exchangeRates)
    .values(values)
    .returning({ id: exchangeRates.id, currency: exchangeRates.currency, rate: rateText });
  if (!row) throw new Error("exchange rate insert returned no row");
  return row;
}

export async function rateHistory(
  db: DbOrTx,
  filters: { currency?: ExchangeRateCurrency },
  page: { limit: number; offset: number },
): Promise<{ rows: StoredRate[]; counted: number }> {
  const where: SQL | undefined = filters.currency ? eq(exchangeRates.currency, filters.currency) : undefined;
  const [rows, counted] = await readAll(db, [
    () =>
      db
        .select(selection)
        .from(exchangeRates)
        .leftJoin(users, eq(users.id, exchangeRates.setBy))
        .where(where)
        .orderBy(desc(exchangeRates.setAt), desc(exchangeRates.id))
        .limit(page.limit)
        .offset(page.offset),
    () => countUpTo(db, exchangeRates, where),
  ]);
  return { rows: rows.map(toStored), counted };
}
