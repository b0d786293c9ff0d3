import type { Currency } from "../money/currency";

/** The currencies that carry a rate: every one but TWD (spec 02 §9: conversion goes through TWD). */
export const EXCHANGE_RATE_CURRENCIES = ["USD", "CNY"] as const satisfies readonly Exclude<Currency, "TWD">[];
export type ExchangeRateCurrency = (typeof EXCHANGE_RATE_CURRENCIES)[number];

/**
 * The rates in force until an admin sets one (TWD per unit, decimal strings). Read in code when the
 * history holds no row for a currency; nothing is written for them (the answer says `is_default`).
 */
export const DEFAULT_EXCHANGE_RATES: Readonly<Record<ExchangeRateCurrency, string>> = {
  USD: "32",
  CNY: "4.5",
};

/** A rate: up to 6 digits before the point and 8 after (numeric(14, 8) holds every one exactly). */
export const EXCHANGE_RATE_PATTERN = /^(?:0|[1-9]\d{0,5})(?:\.\d{1,8})?$/;
