export { todosRoutes } from "./todos.routes";
export { createTodo, runTodoRemindersOnce, updateTodo } from "./todos.service";
