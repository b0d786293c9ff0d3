/** The users feature's public surface: its workspace navigation entries. */
export { usersNav } from "./nav";
