/** The to-do feature's public surface: the admins' floating opener (the panel loads on first open). */
export { TodoPanelOpener } from "./components/todo-panel-opener";
