import type { ModuleManifest } from "../../module-manifest";
import { contactRoutes } from "./contact.routes";

export const contactModule: ModuleManifest = {
  name: "contact",
  routes: [contactRoutes],
};
