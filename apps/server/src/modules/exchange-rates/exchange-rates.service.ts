import {
  DEFAULT_EXCHANGE_RATES,
  EXCHANGE_RATE_CURRENCIES,
  type ExchangeRateCurrency,
  type ExchangeRateEntry,
  type ExchangeRateHistoryPage,
  type ExchangeRateHistoryQuery,
  type ExchangeRates,
  type MoneyConvertRatio,
  pagedList,
  type SetExchangeRatesInput,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { recordAudit } from "../audit";
import {
  insertRate,
  latestRates,
  type RateSetter,
  rateHistory,
  type StoredRate,
} from "./exchange-rates.repository";

/** The rates in force: TWD per unit of each currency as decimal text. */
export type CurrentRates = Readonly<Record<ExchangeRateCurrency, string>>;

const setterDto = (setter: RateSetter | null) =>
  setter
    ? { id: setter.id, username: setter.username, first_name: setter.firstName, last_name: setter.lastName }
    : null;

function entriesOf(stored: StoredRate[]): ExchangeRateEntry[] {
  const byCurrency = new Map(stored.map((row) => [row.currency, row]));
  return EXCHANGE_RATE_CURRENCIES.map((currency) => {
    const row = byCurrency.get(currency);
    if (!row) {
      return {
        currency,
        rate: DEFAULT_EXCHANGE_RATES[currency],
        is_default: 1 as const,
        set_at: null,
        set_by: null,
        note: "",
      };
    }
    return {
      currency,
      rate: row.rate,
      is_default: 0 as const,
      set_at: row.setAt.toISOString(),
      set_by: setterDto(row.setBy),
      note: row.note,
    };
  });
}

/**
 * The rates bills and payments convert with (`convertMoney(amount, from, to, await currentRates(db))`):
 * each currency's latest row, or its built-in default (USD 32, CNY 4.5) while nobody has set one.
 * Pass the transaction that writes the bill so the rate read is the rate recorded.
 */
export async function currentRates(db: DbOrTx): Promise<ExchangeRates & CurrentRates> {
  const entries = entriesOf(await latestRates(db));
  const rates: Record<ExchangeRateCurrency, string> = { ...DEFAULT_EXCHANGE_RATES };
  for (const entry of entries) rates[entry.currency] = entry.rate;
  return rates;
}

/** GET money-convert-ratio: every rate, and when and by whom it was set. */
export async function moneyConvertRatio(db: DbOrTx): Promise<MoneyConvertRatio> {
  const entries = entriesOf(await latestRates(db));
  const find = (currency: ExchangeRateCurrency) =>
    entries.find((entry) => entry.currency === currency)?.rate ?? DEFAULT_EXCHANGE_RATES[currency];
  return { base: "TWD", rates: { USD: find("USD"), CNY: find("CNY") }, entries };
}

/** An admin sets one or both rates: a new history row per given currency, audited, one transaction. */
export async function setExchangeRates(
  db: Database,
  actor: Actor,
  input: SetExchangeRatesInput,
): Promise<MoneyConvertRatio> {
  return db.transaction(async (tx) => {
    const before = await currentRates(tx);
    for (const currency of EXCHANGE_RATE_CURRENCIES) {
      const rate = input.rates[currency];
      if (rate === undefined) continue;
      const row = await insertRate(tx, { currency, rate, note: input.note ?? "", setBy: actor.id });
      await recordAudit(tx, {
        actorId: actor.id,
        action: "exchange_rate.set",
        targetType: "exchange_rate",
        targetId: currency,
        before: { currency, rate: before[currency] },
        after: { currency, rate: row.rate, history_id: row.id, note: input.note ?? "" },
        requestId: actor.requestId,
      });
    }
    return moneyConvertRatio(tx);
  });
}

export async function listExchangeRateHistory(
  db: DbOrTx,
  query: ExchangeRateHistoryQuery,
): Promise<ExchangeRateHistoryPage> {
  const { rows, counted } = await rateHistory(
    db,
    { currency: query.currency },
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
  );
  const data = rows.map((row) => ({
    id: row.id,
    currency: row.currency,
    rate: row.rate,
    set_at: row.setAt.toISOString(),
    set_by: setterDto(row.setBy),
    note: row.note,
  }));
  return pagedList(data, counted, query.page, query.page_size);
}
