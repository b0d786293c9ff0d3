import type { ModuleManifest } from "../../module-manifest";
import { demoSchoolsSeed } from "./demo-schools.seed";
import { schoolEditRoutes } from "./school-edit.routes";
import { schoolImportRoutes } from "./school-import.routes";
import { schoolReadRoutes } from "./school-read.routes";

/** Schools, their aliases, figures, links, comparison tables and the Scorecard import (spec 03 §2, §3, §7). */
export const schoolsModule: ModuleManifest = {
  name: "schools",
  demoSeeds: [demoSchoolsSeed],
  routes: [schoolReadRoutes, schoolEditRoutes, schoolImportRoutes],
};
