import type { ModuleManifest } from "../../module-manifest";
import { homeRoutes } from "./home.routes";

export const homeModule: ModuleManifest = {
  name: "home",
  routes: [homeRoutes],
};
