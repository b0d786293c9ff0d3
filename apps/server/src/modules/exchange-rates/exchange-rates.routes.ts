import {
  exchangeRateHistoryPageSchema,
  exchangeRateHistoryQuerySchema,
  moneyConvertRatioSchema,
  setExchangeRatesSchema,
} from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { errorResponses } from "../../http/route-schemas";
import type { ModuleDeps } from "../../module-deps";
import * as rates from "./exchange-rates.service";

const tags = ["exchange-rates"];

export const exchangeRatesRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    "/api/money-convert-ratio",
    {
      config: { access: "authenticated" },
      schema: {
        tags,
        summary:
          "Exchange rates in force (TWD per unit of USD and CNY, decimal strings) with who set them and when",
        response: { 200: moneyConvertRatioSchema, ...errorResponses(401) },
      },
    },
    async () => rates.moneyConvertRatio(db),
  );

  app.post(
    "/api/money-convert-ratio",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Set one or both rates (appends to the history; audited; earlier bills keep their rate)",
        body: setExchangeRatesSchema,
        response: { 200: moneyConvertRatioSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => rates.setExchangeRates(db, actorOf(request), request.body),
  );

  app.get(
    "/api/money-convert-ratio/history",
    {
      config: { access: ["super-admin"] },
      schema: {
        tags,
        summary: "Every rate ever set, newest first (who, when, note; paged, filter by currency)",
        querystring: exchangeRateHistoryQuerySchema,
        response: { 200: exchangeRateHistoryPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => rates.listExchangeRateHistory(db, request.query),
  );
};
