import type { ModuleManifest } from "../../module-manifest";
import { counselingReportRoutes } from "./counseling-reports.routes";
import { demoCounselingReportsSeed } from "./demo-counseling-reports.seed";

/** Monthly counseling reports to parents, written from the lower counseling modules' month (issue 31). */
export const counselingReportsModule: ModuleManifest = {
  name: "counseling-reports",
  routes: [counselingReportRoutes],
  demoSeeds: [demoCounselingReportsSeed],
};
