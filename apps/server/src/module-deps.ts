import type { Config } from "./config";
import type { Database } from "./db/database";
import type { CaptchaVerifier } from "./modules/captcha";
import type { TeacherStudentCheck } from "./modules/profiles";
import type { FileReadGrant } from "./modules/uploads";

/** What every domain module's routes plugin receives: `app.register(xRoutes, { deps })`. */
export type ModuleDeps = {
  db: Database;
  config: Config;
  verifyCaptcha: CaptchaVerifier;
  /**
   * Rules one module lends another that cannot import it (the import would close a cycle), wired
   * in app.ts. Whether a teacher teaches a student (classes) decides who reads a profile (profiles).
   */
  isTeacherOfStudent: TeacherStudentCheck;
  /** Who else may read a private file (uploads), e.g. a teacher their own contract's document. */
  fileReadGrants: readonly FileReadGrant[];
};
