import type { ModuleManifest } from "../../module-manifest";
import { captchaRoutes } from "./captcha.routes";

export const captchaModule: ModuleManifest = {
  name: "captcha",
  routes: [captchaRoutes],
};
