import type { ModuleManifest } from "../../module-manifest";
import { healthRoutes } from "./health.routes";

export const healthModule: ModuleManifest = {
  name: "health",
  routes: [healthRoutes],
};
