export * from "./todo-titles";
export * from "./todos.endpoints";
export * from "./todos.schemas";
