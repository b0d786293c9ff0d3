import type { ModuleManifest } from "../../module-manifest";
import { shortLinksRoutes } from "./short-links.routes";

export const shortLinksModule: ModuleManifest = {
  name: "short-links",
  routes: [shortLinksRoutes],
};
