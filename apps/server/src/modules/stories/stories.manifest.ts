import type { ModuleManifest } from "../../module-manifest";
import { storiesRoutes } from "./stories.routes";

export const storiesModule: ModuleManifest = {
  name: "stories",
  routes: [storiesRoutes],
};
