export * from "./bill-lines";
export * from "./bill-payments.endpoints";
export * from "./bill-payments.schemas";
export * from "./bill-void.schemas";
export * from "./billing.constants";
export * from "./billing.endpoints";
export * from "./bills.schemas";
export * from "./selection";
