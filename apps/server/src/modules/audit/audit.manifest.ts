import type { ModuleManifest } from "../../module-manifest";

export const auditModule: ModuleManifest = {
  name: "audit",
};
