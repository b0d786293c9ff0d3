/** The schools feature's public surface: its workspace navigation entry. */
export { schoolsNav } from "./nav";
