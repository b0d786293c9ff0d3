import type { ModuleManifest } from "../../module-manifest";
import { enrollmentContractsRoutes } from "./contracts.routes";
import { demoEnrollmentSeed } from "./demo-enrollment.seed";
import { enrolledSessionsRoutes } from "./enrolled-sessions.routes";
import { enrollmentFormsRoutes } from "./enrollment-forms.routes";
import { quickEnrollRoutes } from "./quick-enroll.routes";

export const enrollmentModule: ModuleManifest = {
  name: "enrollment",
  routes: [enrollmentFormsRoutes, enrolledSessionsRoutes, enrollmentContractsRoutes, quickEnrollRoutes],
  demoSeeds: [demoEnrollmentSeed],
};
