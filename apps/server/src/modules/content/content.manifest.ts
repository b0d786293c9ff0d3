import type { ModuleManifest } from "../../module-manifest";
import { contentRoutes } from "./content.routes";

export const contentModule: ModuleManifest = {
  name: "content",
  routes: [contentRoutes],
};
