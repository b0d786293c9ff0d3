export { exchangeRatesRoutes } from "./exchange-rates.routes";
export {
  type CurrentRates,
  currentRates,
  moneyConvertRatio,
  setExchangeRates,
} from "./exchange-rates.service";
export { exchangeRates } from "./exchange-rates.table";
