import { exchangeRateEndpoints } from "@edu/shared";
import { defineProbes, EMPTY_BODY } from "../../../test/permissions/probe-kit";

/**
 * How the permission table (test/permissions) calls each exchange-rate route: everyone signed in reads
 * the rates; only an admin sets them or reads the history.
 */
export const exchangeRatesProbes = defineProbes(exchangeRateEndpoints, {
  getMoneyConvertRatio: { allowed: 200 },
  // An empty body proves the admin was let in and writes nothing (the rates the rest of the table reads stay).
  createMoneyConvertRatio: { allowed: 422, request: () => EMPTY_BODY },
  getMoneyConvertRatioHistory: { allowed: 200 },
});
