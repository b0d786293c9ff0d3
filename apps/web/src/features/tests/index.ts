/** The tests feature's public surface: its workspace navigation entries (its pages are routes). */
export { testsNav } from "./nav";
