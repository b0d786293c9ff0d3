import type { ModuleManifest } from "../../module-manifest";
import { receivablesRoutes } from "./receivables.routes";

export const receivablesModule: ModuleManifest = {
  name: "receivables",
  routes: [receivablesRoutes],
};
