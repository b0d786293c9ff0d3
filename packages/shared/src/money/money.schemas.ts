import { z } from "zod";

// Functions only, no schema built at import: web chunks that just format money drop zod here.
import type { CurrencyCode } from "./currency";
import { MAX_MONEY_MINOR, type MoneyAmountRule, moneyAmountIssue } from "./limits";
import { MONEY_ERROR_MESSAGES } from "./money-error";
import { type ParseMoneyOptions, tryParseMoney } from "./parse";

export type MoneyAmountOptions = Pick<ParseMoneyOptions, "allowNegative" | "allowZero">;

/**
 * An amount on the wire: integer minor units, at most MAX_MONEY_MINOR in magnitude (v.money_too_large).
 * Greater than 0 by default (spec 02 §5: "amount must be greater than 0"); `{ allowZero: true }` for
 * "0 or more", `{ allowNegative: true, allowZero: true }` for corrections. Whether it is valid in its
 * currency (whole TWD and CNY, USD cents) needs the currency: `refineMoneyInCurrency` on the object.
 */
export function moneyAmountSchema(options: MoneyAmountOptions = {}) {
  const { allowNegative = false, allowZero = false } = options;
  // Spec wording: one message for "not a number" and "not above 0" when only positives pass.
  const error = !allowNegative && !allowZero ? "v.money_positive" : "v.money_format";
  const schema = z
    .number({ error })
    .min(allowNegative ? -MAX_MONEY_MINOR : 0, {
      error: allowNegative ? "v.money_too_large" : allowZero ? "v.money_not_negative" : "v.money_positive",
    })
    .max(MAX_MONEY_MINOR, { error: "v.money_too_large" })
    // A fraction of a minor unit is a fraction of a cent: too many decimals in every currency. An
    // unsafe integer (10^20) is too large, as `max` already says, not a decimals problem.
    .int({
      error: (issue) =>
        Math.abs(Number(issue.input)) > MAX_MONEY_MINOR ? "v.money_too_large" : "v.money_decimals",
    });
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

/**
 * For an object's `superRefine` where an amount's currency is another field (or the object's
 * default): adds the currency's own refusal on the amount's path — v.money_decimals (TWD and CNY
 * take whole units, USD cents) or v.money_below_minimum. What `moneyAmountSchema` already refuses
 * (not an integer, too large, sign, zero) is left to it, so a field never shows one reason twice;
 * an unknown or absent currency is left to the currency field (or to the service that knows the default).
 */
export function refineMoneyInCurrency(
  ctx: z.RefinementCtx,
  path: PropertyKey[],
  amount: unknown,
  currency: CurrencyCode | string | null | undefined,
  rule: MoneyAmountRule = {},
): void {
  if (amount === undefined || amount === null || !currency) return;
  // USD's step is one minor unit: what it refuses does not depend on the currency.
  if (moneyAmountIssue(amount, "USD", rule) !== null) return;
  const issue = moneyAmountIssue(amount, currency, rule);
  if (issue && issue !== "currency") {
    ctx.addIssue({ code: "custom", path, message: MONEY_ERROR_MESSAGES[issue], input: amount });
  }
}

/** `superRefine` for a flat object whose `amountKey` is money in the currency at `currencyKey`. */
export function moneyInCurrency<K extends string, C extends string>(
  amountKey: K,
  currencyKey: C,
  rule?: MoneyAmountRule,
) {
  return (value: { [key in K | C]?: unknown }, ctx: z.RefinementCtx) =>
    refineMoneyInCurrency(ctx, [amountKey], value[amountKey], value[currencyKey] as string | undefined, rule);
}

/**
 * One money field whose currency the form already knows (the statement's, the teacher's salary
 * currency): `moneyAmountSchema` and the currency's own refusal in one schema, so a form validates a
 * typed amount (`readMoneyInput`) with the same keys the server answers: v.money_positive (≤ 0 or not
 * a number), v.money_decimals (500.5 TWD), v.money_too_large.
 */
export function moneyFieldSchema(
  currency: CurrencyCode | string,
  options: MoneyAmountOptions = {},
): z.ZodType<number> {
  return moneyAmountSchema(options).superRefine((amount, ctx) =>
    refineMoneyInCurrency(ctx, [], amount, currency, options),
  );
}
