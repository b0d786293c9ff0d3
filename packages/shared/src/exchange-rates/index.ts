export * from "./exchange-rates.constants";
export * from "./exchange-rates.schemas";
