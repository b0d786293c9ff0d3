import type { OrderPayments } from "@edu/shared";
import { formatMoney } from "../../../lib/format-money";
import type { BillAnswer } from "../api/billing-api";

/**
 * Money on a bill's page. Every currency the bill shows (its own, the difference's, its lines', the
 * payments' before conversion) is counted: NT$ / US$ / ¥ wherever two meet, the spec's $ when the bill
 * is in one currency.
 */
export function billMoney(
  bill: BillAnswer,
  payments: OrderPayments | undefined,
): (amount: number, currency: string) => string {
  const among = [
    bill.price_currency,
    bill.difference_price_currency,
    ...bill.order_items.flatMap((item) => [
      item.price_currency,
      ...item.lesson_logs.map((l) => l.price_currency),
    ]),
    ...(payments?.transactions ?? []).flatMap((tx) => [tx.original_currency, tx.price_currency]),
  ];
  return (amount, currency) => formatMoney(amount, currency, { among });
}
