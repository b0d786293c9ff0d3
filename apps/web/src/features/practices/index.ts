/** The practices feature's public surface: its navigation entries and the class page's practices tab. */
export { ClassPractices } from "./components/class-practices";
export { practicesNav } from "./nav";
