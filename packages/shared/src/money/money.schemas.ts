import { z } from "zod";

// Functions only, no schema built at import: web chunks that just format money drop zod here.
import type { CurrencyCode } from "./currency";
import { MONEY_ERROR_MESSAGES } from "./money-error";
import { type ParseMoneyOptions, tryParseMoney } from "./parse";

export type MoneyAmountOptions = Pick<ParseMoneyOptions, "allowNegative" | "allowZero">;

/**
 * An amount on the wire: integer minor units (a safe integer). Greater than 0 by default (spec 02
 * §5: "amount must be greater than 0"); `{ allowZero: true }` for "0 or more",
 * `{ allowNegative: true, allowZero: true }` for corrections.
 */
export function moneyAmountSchema(options: MoneyAmountOptions = {}) {
  const { allowNegative = false, allowZero = false } = options;
  // Spec wording: one message for "not a number" and "not above 0" when only positives pass.
  const error = !allowNegative && !allowZero ? "v.money_positive" : "v.money_format";
  const schema = z
    .number({ error })
    .int({ error })
    .min(allowNegative ? -Number.MAX_SAFE_INTEGER : 0, {
      error: allowNegative ? "v.money_format" : allowZero ? "v.money_not_negative" : "v.money_positive",
    })
    .max(Number.MAX_SAFE_INTEGER, { error: "v.money_format" });
  return allowZero ? schema : schema.refine((value) => value !== 0, { error: "v.money_positive" });
}

/**
 * A typed amount (form text) read as minor units of `currency`, refusing with the catalogue key
 * of the reason (v.money_format, v.money_decimals, v.money_positive…). When the currency is
 * another field of the same form, use `tryParseMoney` in that object's `superRefine` instead.
 */
export function moneyTextSchema(currency: CurrencyCode, options?: ParseMoneyOptions) {
  return z.string().transform((text, ctx) => {
    const result = tryParseMoney(text, currency, options);
    if (result.ok) return result.value;
    ctx.addIssue({ code: "custom", message: MONEY_ERROR_MESSAGES[result.error] });
    return z.NEVER;
  });
}
