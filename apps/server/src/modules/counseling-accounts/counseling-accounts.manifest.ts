import type { ModuleManifest } from "../../module-manifest";
import { counselingAccountRoutes } from "./counseling-accounts.routes";
import { demoAccountsSeed } from "./demo-accounts.seed";

/** A student's logins for external application services, and the calls made with them (spec 03 §3, §4, §7). */
export const counselingAccountsModule: ModuleManifest = {
  name: "counseling-accounts",
  demoSeeds: [demoAccountsSeed],
  routes: [counselingAccountRoutes],
};
