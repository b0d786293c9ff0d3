export { startAttempt } from "./attempt-flow.service";
export { testEngineModule } from "./test-engine.manifest";
export {
  testAnswers,
  testAttemptModules,
  testAttempts,
  testForms,
  testFormVersions,
  testItemEvents,
} from "./test-engine.table";
export { importTestForm, isTestEditor, publishTestForm } from "./test-forms.service";
