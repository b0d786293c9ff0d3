import type { ModuleManifest } from "../../module-manifest";
import { demoTestFormsSeed } from "./demo-test-forms.seed";
import { testAuthoringRoutes } from "./test-authoring.routes";
import { testEngineRoutes } from "./test-engine.routes";

/** One test engine for SAT, ACT and TOEFL: forms with versions, timed attempts, answers, results (issue 32). */
export const testEngineModule: ModuleManifest = {
  name: "test-engine",
  demoSeeds: [demoTestFormsSeed],
  routes: [testEngineRoutes, testAuthoringRoutes],
};
