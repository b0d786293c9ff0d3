/**
 * The tests feature's public surface: its workspace navigation entries (its pages are routes), and the
 * engine's taking and result pieces other features build on (TOEFL's screens, practices, authoring's
 * preview): one engine, one taking screen, and one home page for a test type (ACT, TOEFL).
 */

export { recordingHref } from "./api/recordings-api";
export { attemptQuery, attemptsQuery, formQuery, formsQuery, resultQuery } from "./api/tests-api";
export { AttemptScreen } from "./components/attempt-screen";
export { AudioPlayer } from "./components/audio-player";
export { BreakPanel } from "./components/break-panel";
export { FinishDialog } from "./components/finish-dialog";
export { ItemAnswer } from "./components/item-answer";
export { MathText } from "./components/math-text";
export { MicProblemAlert } from "./components/mic-problem";
export { ModuleTimer } from "./components/module-timer";
export { QuestionNavigator } from "./components/question-navigator";
export { ResultPassages } from "./components/result-passages";
export { ResultView } from "./components/result-view";
export { SaveStatus } from "./components/save-status";
export { PhoneNote } from "./components/start-panel";
export { StimulusPane } from "./components/stimulus-pane";
export { RowLink, TestHome, type TestHomeForm } from "./components/test-home";
export { clockText, moduleGaps, responsesOf } from "./lib/attempt-state";
export { localized } from "./lib/localized";
export { idParam } from "./lib/paths";
export { passagesBefore } from "./lib/result-passages";
export { responseText, solutionText } from "./lib/result-text";
export { useCountdown } from "./lib/use-countdown";
export { useModuleFinish } from "./lib/use-module-finish";
export { type MicProblem, useRecorder } from "./lib/use-recorder";
export { useStoredSet } from "./lib/use-stored-set";
export { testsNav } from "./nav";
