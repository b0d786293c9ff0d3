export { testEngineModule } from "./test-engine.manifest";
export {
  testAnswers,
  testAttemptModules,
  testAttempts,
  testForms,
  testFormVersions,
  testItemEvents,
} from "./test-engine.table";
export { isTestEditor } from "./test-forms.service";
