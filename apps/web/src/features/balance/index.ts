/** The balance feature's public surface: its workspace navigation entries. */
export { balanceNav } from "./nav";
