import type { ModuleManifest } from "../../module-manifest";
import { familyLinksRoutes } from "./family-links.routes";

export const familyLinksModule: ModuleManifest = {
  name: "family-links",
  routes: [familyLinksRoutes],
};
