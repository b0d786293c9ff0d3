/** The mail center feature's public surface: its workspace navigation entries. */
export { mailCenterNav } from "./nav";
