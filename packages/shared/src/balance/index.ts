export * from "./balance.constants";
export * from "./balance.endpoints";
export * from "./balance.schemas";
export * from "./balance-reasons";
