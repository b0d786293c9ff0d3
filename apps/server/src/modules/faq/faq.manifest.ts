import type { ModuleManifest } from "../../module-manifest";
import { faqRoutes } from "./faq.routes";

export const faqModule: ModuleManifest = {
  name: "faq",
  routes: [faqRoutes],
};
