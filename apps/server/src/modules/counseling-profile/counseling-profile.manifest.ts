import type { ModuleManifest } from "../../module-manifest";
import { counselingProfileRoutes } from "./counseling-profile.routes";
import { demoCounselingSeed } from "./demo-counseling.seed";

/** The application profile (spec 03 §3, §5, §7 "Counseling profile"), by section with per-section versions. */
export const counselingProfileModule: ModuleManifest = {
  name: "counseling-profile",
  demoSeeds: [demoCounselingSeed],
  routes: [counselingProfileRoutes],
};
