export * from "./access-roles";
export * from "./endpoint";
export * from "./input.schemas";
export * from "./paging.schemas";
export * from "./system.schemas";
