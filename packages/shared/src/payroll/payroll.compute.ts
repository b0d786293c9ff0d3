import { CURRENCY_RULES, type Currency, MINOR_UNIT_DIGITS } from "../money/currency";
import { roundToShown } from "../money/format";
import { MoneyError } from "../money/money-error";

/** Salary units (lessons: SALARY_UNITS): 1 per lesson, 2 per month, 3 per hour. */
export type PayrollSalaryUnit = 1 | 2 | 3;

export type TeachingLineInput = {
  /** Minor units per salary unit (per hour for unit 3, per lesson for unit 1). */
  rate: number;
  currency: Currency;
  salaryUnit: number;
  durationMinutes: number;
};

/**
 * One teaching log's pay, rounded ONCE (DESIGN.md §5) half-up to the currency's shown precision
 * (USD to the cent, TWD and CNY to whole units):
 * - per hour (3): rate × minutes ÷ 60 — exact integer arithmetic, one rounding;
 * - per lesson (1): the rate, rounded to the shown precision;
 * - per month (2): 0 here — a monthly salary is not owed per lesson; it is added to the month's
 *   statement as a manual item (spec shows no rule; ours).
 * Kept beside the money module's rounding (same half-up rule, no floats, no division of money by 100).
 */
export function teachingLineAmount(input: TeachingLineInput): number {
  const { rate, currency, salaryUnit, durationMinutes } = input;
  if (
    !Number.isSafeInteger(rate) ||
    rate < 0 ||
    !Number.isSafeInteger(durationMinutes) ||
    durationMinutes < 0
  ) {
    throw new MoneyError("not_integer", "rate and duration are non-negative integers");
  }
  if (salaryUnit === 1) return roundToShown(rate, currency);
  if (salaryUnit === 2) return 0;
  const step = 10 ** (MINOR_UNIT_DIGITS - CURRENCY_RULES[currency].decimals);
  const numerator = rate * durationMinutes;
  if (!Number.isSafeInteger(numerator)) throw new MoneyError("too_large", "line amount out of range");
  const divisor = 60 * step;
  const remainder = numerator % divisor;
  const whole = (numerator - remainder) / divisor;
  return (whole + (remainder * 2 >= divisor ? 1 : 0)) * step;
}
