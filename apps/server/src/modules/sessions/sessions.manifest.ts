import type { ModuleManifest } from "../../module-manifest";

export const sessionsModule: ModuleManifest = {
  name: "sessions",
};
