import type { ModuleManifest } from "../../module-manifest";
import { uploadsRoutes } from "./uploads.routes";

export const uploadsModule: ModuleManifest = {
  name: "uploads",
  routes: [uploadsRoutes],
};
