export * from "./accounts.endpoints";
export * from "./accounts.schemas";
export * from "./binding.schemas";
export * from "./roles";
