import type { ModuleManifest } from "../../module-manifest";
import { exchangeRatesRoutes } from "./exchange-rates.routes";

export const exchangeRatesModule: ModuleManifest = {
  name: "exchange-rates",
  routes: [exchangeRatesRoutes],
};
