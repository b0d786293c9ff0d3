/** The courses feature's public surface: its workspace navigation entries. */
export { coursesNav } from "./nav";
