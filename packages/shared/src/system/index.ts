export * from "./system.schemas";
