import type { MoneyAmountOptions } from "@edu/shared";
import type { FormErrors } from "@mantine/form";
import { moneyFieldErrors, readMoneyField } from "../../../lib/format-money";

/** A money field's text as the minor units the server is sent (NaN when it is not an amount). */
export function amountOf(text: string, currency: string): number {
  return readMoneyField(text, currency) ?? Number.NaN;
}

/**
 * @mantine/form validation of one money field, judged by the money module's one schema as the server
 * judges it: the reason (greater than 0, too many decimals, too large) in the reader's language.
 */
export function amountFieldValidator<V extends Record<string, unknown>>(
  field: keyof V & string,
  currency: string,
  options?: MoneyAmountOptions,
): (values: V) => FormErrors {
  return (values) =>
    moneyFieldErrors({ [field]: amountOf(String(values[field]), currency) }, currency, options);
}
