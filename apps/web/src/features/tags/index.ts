/** The tags feature's public surface: its workspace navigation entries. */
export { tagsNav } from "./nav";
