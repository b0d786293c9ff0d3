import type { ModuleManifest } from "../../module-manifest";
import { demoPayrollSeed } from "./demo-payroll.seed";
import { payrollRoutes } from "./payroll.routes";

export const payrollModule: ModuleManifest = {
  name: "payroll",
  routes: [payrollRoutes],
  demoSeeds: [demoPayrollSeed],
};
