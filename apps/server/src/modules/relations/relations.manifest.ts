import type { ModuleManifest } from "../../module-manifest";
import { relationsRoutes } from "./relations.routes";

export const relationsModule: ModuleManifest = {
  name: "relations",
  routes: [relationsRoutes],
};
