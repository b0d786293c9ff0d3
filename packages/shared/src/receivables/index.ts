export * from "./receivables.constants";
export * from "./receivables.schemas";
