import type { ModuleManifest } from "../../module-manifest";
import { practicesRoutes } from "./practices.routes";

/** Practices: forms teachers assemble from the question bank, shared and run on the test engine (issue 33). */
export const practicesModule: ModuleManifest = {
  name: "practices",
  routes: [practicesRoutes],
};
