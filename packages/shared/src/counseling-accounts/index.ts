export * from "./counseling-accounts.constants";
export * from "./counseling-accounts.endpoints";
export * from "./counseling-accounts.messages";
export * from "./counseling-accounts.schemas";
