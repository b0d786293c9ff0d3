import type { ModuleManifest } from "../../module-manifest";
import { toeflRoutes } from "./toefl.routes";
import { recordingReadGrant } from "./toefl-recordings";

/**
 * TOEFL sittings, transcripts, grading and the "graded" mail (issue 32; spec 03 §7). It sits above
 * test-engine and test-assignments (a sitting is an engine attempt; grading is test-assignments'), and
 * lends uploads the rule that lets a sitting's graders and family hear its spoken answers.
 */
export const toeflModule: ModuleManifest = {
  name: "toefl",
  routes: [toeflRoutes],
  contributes: { fileReadGrants: [recordingReadGrant] },
};
