import type { ModuleManifest } from "../../module-manifest";
import { accountsRoutes } from "./accounts.routes";
import { bindingRoutes } from "./binding.routes";
import { demoAccountsSeed } from "./demo-accounts.seed";

export const accountsModule: ModuleManifest = {
  name: "accounts",
  routes: [accountsRoutes, bindingRoutes],
  demoSeeds: [demoAccountsSeed],
};
