export { openEventTodo, runSystemTodosOnce } from "./system-todos";
export { todosModule } from "./todos.manifest";
export { createTodo, runTodoRemindersOnce, updateTodo } from "./todos.service";
