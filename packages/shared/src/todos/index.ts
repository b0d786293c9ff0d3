export * from "./todos.schemas";
