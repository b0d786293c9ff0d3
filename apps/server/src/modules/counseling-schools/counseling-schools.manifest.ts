import type { ModuleManifest } from "../../module-manifest";
import { counselingSchoolRoutes } from "./counseling-schools.routes";
import { demoCounselingSchoolsSeed } from "./demo-counseling-schools.seed";

/** A student's collected schools, their cards and the counselors' applications list (spec 03 §3, §4, §7, §9). */
export const counselingSchoolsModule: ModuleManifest = {
  name: "counseling-schools",
  demoSeeds: [demoCounselingSchoolsSeed],
  routes: [counselingSchoolRoutes],
};
