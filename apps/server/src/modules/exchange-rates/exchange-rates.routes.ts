import { exchangeRateEndpoints as endpoints } from "@edu/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actorOf } from "../../http/actor";
import { route } from "../../http/endpoint-route";
import type { ModuleDeps } from "../../module-deps";
import * as rates from "./exchange-rates.service";

/** The exchange rates (packages/shared/src/exchange-rates/exchange-rates.endpoints.ts). */
export const exchangeRatesRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const { db } = deps;

  route(app, endpoints.getMoneyConvertRatio, () => rates.moneyConvertRatio(db));
  route(app, endpoints.createMoneyConvertRatio, (request) =>
    rates.setExchangeRates(db, actorOf(request), request.body),
  );
  route(app, endpoints.getMoneyConvertRatioHistory, (request) =>
    rates.listExchangeRateHistory(db, request.query),
  );
};
