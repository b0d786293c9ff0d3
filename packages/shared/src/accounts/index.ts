export * from "./accounts.schemas";
export * from "./binding.schemas";
export * from "./roles";
