import type { ModuleManifest } from "../../module-manifest";
import { fullPracticesRoutes } from "./full-practices.routes";
import { practicesRoutes } from "./practices.routes";
import { demoPracticesSeed } from "./practices.seed";

/** Practices: forms teachers assemble from the question bank, shared and run on the test engine (issue 33). */
export const practicesModule: ModuleManifest = {
  name: "practices",
  routes: [practicesRoutes, fullPracticesRoutes],
  demoSeeds: [demoPracticesSeed],
};
