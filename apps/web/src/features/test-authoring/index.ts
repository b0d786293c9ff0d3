/** Authoring tests: the editor's navigation entry (its pages are routes). */
export { testAuthoringNav } from "./nav";
