export * from "./receivables.constants";
export * from "./receivables.endpoints";
export * from "./receivables.schemas";
