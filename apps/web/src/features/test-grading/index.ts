/** Assigning and grading tests: the class tab's tests and the workspace navigation entry (pages are routes). */
export { ClassTests } from "./components/class-tests";
export { testGradingNav } from "./nav";
