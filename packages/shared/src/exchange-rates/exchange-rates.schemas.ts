import { z } from "zod";
import { pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import { EXCHANGE_RATE_CURRENCIES, EXCHANGE_RATE_PATTERN } from "./exchange-rates.constants";

/**
 * A rate on the wire: TWD per unit as a decimal string ("31.52"), never a JSON number, so no float
 * ever carries it. Positive, at most 6 + 8 digits.
 */
export const exchangeRateValueSchema = z
  .string({ error: "v.rate_format" })
  .trim()
  .regex(EXCHANGE_RATE_PATTERN, { error: "v.rate_format" })
  .refine((value) => /[1-9]/.test(value), { error: "v.rate_positive" })
  .describe("TWD per unit, a decimal string");

export const exchangeRateCurrencySchema = z.enum(EXCHANGE_RATE_CURRENCIES);

const setByShape = z
  .object({ id: z.number().int(), username: z.string(), first_name: z.string(), last_name: z.string() })
  .nullable();

/** One currency's rate in force, with who set it and when (null for the built-in default). */
export const exchangeRateEntrySchema = z.object({
  currency: exchangeRateCurrencySchema,
  rate: z.string().describe("TWD per unit, a decimal string"),
  is_default: z.union([z.literal(0), z.literal(1)]).describe("1: no admin has set it; the built-in default"),
  set_at: z.string().nullable(),
  set_by: setByShape,
  note: z.string(),
});
export type ExchangeRateEntry = z.infer<typeof exchangeRateEntrySchema>;

/** GET money-convert-ratio: every rate at once (spec 02 §3 "fetched as a whole"). */
export const moneyConvertRatioSchema = z.object({
  base: z.literal("TWD"),
  rates: z.object({ USD: z.string(), CNY: z.string() }).describe("TWD per unit, decimal strings"),
  entries: z.array(exchangeRateEntrySchema),
});
export type MoneyConvertRatio = z.infer<typeof moneyConvertRatioSchema>;

/** An admin sets one or both rates; each given rate appends a row to the history. */
export const setExchangeRatesSchema = z
  .object({
    rates: z
      .object({ USD: exchangeRateValueSchema.optional(), CNY: exchangeRateValueSchema.optional() })
      .strict(),
    note: z.string().trim().max(500).optional(),
  })
  .refine((value) => value.rates.USD !== undefined || value.rates.CNY !== undefined, {
    error: "v.rate_required",
    path: ["rates"],
  });
export type SetExchangeRatesInput = z.infer<typeof setExchangeRatesSchema>;

export const exchangeRateHistoryQuerySchema = z.object({
  ...pageQueryShape,
  currency: exchangeRateCurrencySchema.optional(),
});
export type ExchangeRateHistoryQuery = z.infer<typeof exchangeRateHistoryQuerySchema>;

export const exchangeRateHistoryRowSchema = z.object({
  id: z.number().int(),
  currency: exchangeRateCurrencySchema,
  rate: z.string(),
  set_at: z.string(),
  set_by: setByShape,
  note: z.string(),
});
export type ExchangeRateHistoryRow = z.infer<typeof exchangeRateHistoryRowSchema>;

export const exchangeRateHistoryPageSchema = pagedListSchema(exchangeRateHistoryRowSchema);
export type ExchangeRateHistoryPage = z.infer<typeof exchangeRateHistoryPageSchema>;
