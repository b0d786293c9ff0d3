/** The receivables feature's public surface: its workspace navigation entries. */
export { receivablesNav } from "./nav";
