import type { ModuleManifest } from "../../module-manifest";
import { demoMailCenterSeed } from "./demo-mail-center.seed";
import { mailCenterRoutes } from "./mail-center.routes";

export const mailCenterModule: ModuleManifest = {
  name: "mail-center",
  routes: [mailCenterRoutes],
  demoSeeds: [demoMailCenterSeed],
};
