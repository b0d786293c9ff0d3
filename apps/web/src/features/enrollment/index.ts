/** The enrollment feature's public surface: its workspace navigation entries. */
export { enrollmentNav } from "./nav";
