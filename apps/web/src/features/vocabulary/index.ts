/** The vocabulary feature's public surface: its workspace navigation entry (its pages are routes). */
export { vocabularyNav } from "./nav";
