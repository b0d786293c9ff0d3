/** Assigning and grading tests: the class tab's tests and the workspace navigation entry (pages are routes). */
export { ClassTests } from "./components/class-tests";
/** Where the grading sheet of an attempt is (a self-grading student's result links to it). */
export { gradingPaths } from "./lib/paths";
export { testGradingNav } from "./nav";
