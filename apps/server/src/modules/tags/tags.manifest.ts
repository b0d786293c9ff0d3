import type { ModuleManifest } from "../../module-manifest";
import { tagsRoutes } from "./tags.routes";

export const tagsModule: ModuleManifest = {
  name: "tags",
  routes: [tagsRoutes],
};
