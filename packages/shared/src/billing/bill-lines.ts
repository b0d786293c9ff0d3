import Big from "big.js";
import { convertMoney, type ExchangeRates } from "../money/convert";
import {
  CURRENCY_RULES,
  type Currency,
  type CurrencyCode,
  MINOR_UNIT_DIGITS,
  normalizeCurrency,
} from "../money/currency";
import { sumMoney } from "../money/money";

/**
 * Bill line arithmetic (DESIGN.md §5: each line rounds once, a total is the sum of rounded lines,
 * conversion goes through TWD at the bill's stored rates). Built only from the money module's rules
 * (CURRENCY_RULES precision, half-up, convertMoney), so the server and the form compute the same.
 */

/** Hours of a lesson as a decimal string ("1.5", "0.75"), from whole minutes. */
export function lessonHours(minutes: number): string {
  const Decimal = Big();
  Decimal.DP = 4;
  Decimal.RM = Decimal.roundHalfUp;
  return Decimal(minutes).div(60).toString();
}

/**
 * A lesson's price: fee per hour × minutes ÷ 60, rounded ONCE, half-up, to the currency's shown
 * precision (USD to the cent, TWD and CNY to whole units). Exact with big.js; never a float.
 */
export function lessonPrice(
  feePerHourMinor: number,
  minutes: number,
  currencyCode: CurrencyCode | string,
): number {
  if (!Number.isSafeInteger(feePerHourMinor) || !Number.isSafeInteger(minutes)) {
    throw new RangeError("fee and minutes are integers");
  }
  const currency = normalizeCurrency(currencyCode);
  const step = 10 ** (MINOR_UNIT_DIGITS - CURRENCY_RULES[currency].decimals);
  const Decimal = Big();
  Decimal.DP = 0;
  Decimal.RM = Decimal.roundHalfUp;
  const steps = Decimal(feePerHourMinor)
    .times(minutes)
    .div(60 * step);
  const price = Number(steps.times(step).toFixed(0));
  if (!Number.isSafeInteger(price)) throw new RangeError("price out of range");
  return price === 0 ? 0 : price;
}

export type BillLine = { price: number; currency: Currency };

/** A line in the bill's currency: converted through TWD at `rates`, rounded once (same currency: untouched). */
export function lineInBillCurrency(line: BillLine, billCurrency: Currency, rates: ExchangeRates): number {
  return convertMoney(line.price, line.currency, billCurrency, rates);
}

/** The bill's lines converted (each rounded once) and their total (the sum of the rounded lines). */
export function billTotals(
  lines: readonly BillLine[],
  billCurrency: Currency,
  rates: ExchangeRates,
): { converted: number[]; total: number } {
  const converted = lines.map((line) => lineInBillCurrency(line, billCurrency, rates));
  const total = sumMoney(
    converted.map((amount) => ({ amount, currency: billCurrency })),
    billCurrency,
  ).amount;
  return { converted, total };
}
