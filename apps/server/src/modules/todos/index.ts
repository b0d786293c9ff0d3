export { openEventTodo, runSystemTodosOnce } from "./system-todos";
export { todosRoutes } from "./todos.routes";
export { createTodo, runTodoRemindersOnce, updateTodo } from "./todos.service";
