import type { ModuleManifest } from "../../module-manifest";
import { feedbackRoutes } from "./feedback.routes";

export const feedbackModule: ModuleManifest = {
  name: "feedback",
  routes: [feedbackRoutes],
};
