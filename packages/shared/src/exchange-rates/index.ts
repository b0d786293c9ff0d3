export * from "./exchange-rates.constants";
export * from "./exchange-rates.endpoints";
export * from "./exchange-rates.schemas";
