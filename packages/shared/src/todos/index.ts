export * from "./todo-titles";
export * from "./todos.schemas";
