import type { ModuleManifest } from "../../module-manifest";
import { counselingEssayRoutes } from "./counseling-essays.routes";
import { demoCounselingEssaysSeed } from "./demo-counseling-essays.seed";

/** A student's essays: prompts per school or common, content, versions and comments (issue 31). */
export const counselingEssaysModule: ModuleManifest = {
  name: "counseling-essays",
  demoSeeds: [demoCounselingEssaysSeed],
  routes: [counselingEssayRoutes],
};
