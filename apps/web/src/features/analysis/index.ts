/** The analysis feature's public surface: its workspace navigation entries (its pages are routes). */
export { analysisNav } from "./nav";
