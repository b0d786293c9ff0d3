export { todosRoutes } from "./todos.routes";
export { runTodoRemindersOnce } from "./todos.service";
