import type { ModuleManifest } from "../../module-manifest";
import { analysisRoutes } from "./analysis.routes";

/**
 * The analysis pages teachers and counselors read (issue 33). Read-only and on top of everything it reads:
 * the engine's attempts, answers and item events, classes, the counseling profile and school list.
 */
export const analysisModule: ModuleManifest = {
  name: "analysis",
  routes: [analysisRoutes],
};
