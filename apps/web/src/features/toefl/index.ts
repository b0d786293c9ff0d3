/** The TOEFL feature's public surface: its workspace navigation entries (its pages are routes). */
export { toeflNav } from "./nav";
