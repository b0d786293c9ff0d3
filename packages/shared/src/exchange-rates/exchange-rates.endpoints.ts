import { defineEndpoints } from "../system/endpoint";
import {
  exchangeRateHistoryPageSchema,
  exchangeRateHistoryQuerySchema,
  moneyConvertRatioSchema,
  setExchangeRatesSchema,
} from "./exchange-rates.schemas";

/** The exchange rates bills convert with (TWD per unit), and their history. */
export const exchangeRateEndpoints = defineEndpoints("exchange-rates", {
  getMoneyConvertRatio: {
    method: "GET",
    path: "/api/money-convert-ratio",
    access: "authenticated",
    summary:
      "Exchange rates in force (TWD per unit of USD and CNY, decimal strings) with who set them and when",
    response: moneyConvertRatioSchema,
    errors: [401],
  },
  createMoneyConvertRatio: {
    method: "POST",
    path: "/api/money-convert-ratio",
    access: ["super-admin"],
    summary: "Set one or both rates (appends to the history; audited; earlier bills keep their rate)",
    body: setExchangeRatesSchema,
    response: moneyConvertRatioSchema,
    errors: [401, 403, 422],
  },
  getMoneyConvertRatioHistory: {
    method: "GET",
    path: "/api/money-convert-ratio/history",
    access: ["super-admin"],
    summary: "Every rate ever set, newest first (who, when, note; paged, filter by currency)",
    query: exchangeRateHistoryQuerySchema,
    response: exchangeRateHistoryPageSchema,
    errors: [401, 403, 422],
  },
});
