import type { Config } from "./config";
import type { Database } from "./db/database";
import type { CaptchaVerifier } from "./modules/captcha";

/** What every domain module's routes plugin receives: `app.register(xRoutes, { deps })`. */
export type ModuleDeps = {
  db: Database;
  config: Config;
  verifyCaptcha: CaptchaVerifier;
};
