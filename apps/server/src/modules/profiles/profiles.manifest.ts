import type { ModuleManifest } from "../../module-manifest";
import { profilesRoutes } from "./profiles.routes";

export const profilesModule: ModuleManifest = {
  name: "profiles",
  routes: [profilesRoutes],
};
