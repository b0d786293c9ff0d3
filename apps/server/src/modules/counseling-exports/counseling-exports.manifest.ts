import type { ModuleManifest } from "../../module-manifest";
import { counselingExportsRoutes } from "./counseling-exports.routes";

/** The application profile's exports for Common App, Coalition and UC (spec 03 §5): built on demand, no tables. */
export const counselingExportsModule: ModuleManifest = {
  name: "counseling-exports",
  routes: [counselingExportsRoutes],
};
