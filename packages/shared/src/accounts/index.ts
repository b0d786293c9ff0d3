export * from "./accounts.schemas";
export * from "./roles";
