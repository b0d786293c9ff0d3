export * from "./input.schemas";
export * from "./system.schemas";
