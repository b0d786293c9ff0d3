/** The session-classes feature's public surface: its workspace navigation entries. */
export { sessionClassesNav } from "./nav";
