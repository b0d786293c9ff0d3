/**
 * The taking and result pieces of the tests feature a practice is taken with (a practice runs on the test
 * engine: one taking screen, one result view), gathered in one place for the practice screens.
 */
export {
  BreakPanel,
  clockText,
  FinishDialog,
  ItemAnswer,
  localized,
  MathText,
  ModuleTimer,
  moduleGaps,
  QuestionNavigator,
  ResultView,
  responsesOf,
  responseText,
  SaveStatus,
  StimulusPane,
  solutionText,
  useCountdown,
  useModuleFinish,
  useStoredSet,
} from "../../tests";
