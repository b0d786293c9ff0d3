/** The ACT feature's public surface: its workspace navigation entries (its pages are routes). */
export { actNav } from "./nav";
