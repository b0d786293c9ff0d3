/** The content-admin feature's public surface: its workspace navigation entries. */
export { contentAdminNav } from "./nav";
