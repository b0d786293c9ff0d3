export { exchangeRatesModule } from "./exchange-rates.manifest";
export {
  type CurrentRates,
  currentRates,
  moneyConvertRatio,
  setExchangeRates,
} from "./exchange-rates.service";
export { exchangeRates } from "./exchange-rates.table";
