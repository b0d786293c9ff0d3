/** Why a money value was refused. Stable codes, mapped to catalogue message keys below. */
export const MONEY_ERROR_CODES = [
  "empty",
  "format",
  "decimals",
  "negative",
  "zero",
  "too_large",
  "below_minimum",
  "sum_too_large",
  "currency",
  "not_integer",
  "rate",
] as const;
export type MoneyErrorCode = (typeof MONEY_ERROR_CODES)[number];

/**
 * The validation message key (money.messages.ts) for each refusal, so a zod
 * refinement or a server field error shows the catalogue text (spec 02 §5: "please enter a correct
 * amount", "amount must be greater than 0").
 */
export const MONEY_ERROR_MESSAGES = {
  empty: "v.required",
  format: "v.money_format",
  decimals: "v.money_decimals",
  negative: "v.money_not_negative",
  zero: "v.money_positive",
  too_large: "v.money_too_large",
  below_minimum: "v.money_below_minimum",
  sum_too_large: "v.money_sum_too_large",
  currency: "v.money_currency",
  not_integer: "v.money_format",
  rate: "v.money_rate",
} as const satisfies Readonly<Record<MoneyErrorCode, string>>;
export type MoneyMessageKey = (typeof MONEY_ERROR_MESSAGES)[MoneyErrorCode];

/** A money value that cannot be parsed, formatted or converted; `code` says why. */
export class MoneyError extends Error {
  readonly code: MoneyErrorCode;
  constructor(code: MoneyErrorCode, detail?: string) {
    super(detail ?? `money: ${code}`);
    this.name = "MoneyError";
    this.code = code;
  }
  /** The catalogue key to show for this refusal. */
  get messageKey(): MoneyMessageKey {
    return MONEY_ERROR_MESSAGES[this.code];
  }
}
