export * from "./balance.constants";
export * from "./balance.schemas";
