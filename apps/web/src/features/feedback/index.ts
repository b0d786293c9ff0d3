/** The feedback feature's public surface: the shell's button (its dialog loads on click) and nav entries. */
export { FeedbackButton } from "./components/feedback-button";
export { feedbackNav } from "./nav";
