/** The home feature's public surface: its workspace navigation entries. */
export { homeNav } from "./nav";
