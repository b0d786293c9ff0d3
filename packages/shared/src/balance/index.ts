export * from "./balance.constants";
export * from "./balance.schemas";
export * from "./balance-reasons";
