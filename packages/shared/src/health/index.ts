export * from "./health.endpoints";
