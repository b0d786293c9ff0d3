export { mayReadStudent, readableStudents, readerOfStudent, type StudentReader } from "./attempt-access";
export { finishModule, getAttempt, startAttempt, submitAttempt } from "./attempt-flow.service";
export { recordEvents, saveAnswer } from "./test-answers.service";
export { testEngineModule } from "./test-engine.manifest";
export {
  testAnswers,
  testAttemptModules,
  testAttempts,
  testForms,
  testFormVersions,
  testItemEvents,
  testItemSeconds,
} from "./test-engine.table";
export { importTestForm, isTestEditor, publishTestForm } from "./test-forms.service";
export { getAttemptResult } from "./test-results.service";
