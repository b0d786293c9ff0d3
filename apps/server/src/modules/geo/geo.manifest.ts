import type { ModuleManifest } from "../../module-manifest";
import { geoRoutes } from "./geo.routes";

export const geoModule: ModuleManifest = {
  name: "geo",
  routes: [geoRoutes],
};
