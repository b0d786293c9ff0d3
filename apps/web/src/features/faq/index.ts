/** The FAQ feature's public surface: the question list (the instructors page shows the instructor FAQ). */
export { FaqAccordion } from "./components/faq-accordion";
