import { existsSync } from "node:fs";
import path from "node:path";

const REPO = path.resolve(import.meta.dirname, "../../../..");

/**
 * The workplace's real public data (`../shared/data` beside the repository: College Scorecard rows), read in
 * place and never copied into the repository. A clone elsewhere on the same machine (CI's clean clone) finds it
 * through SHARED_DATA_DIR or the workplace's own folder.
 */
export function sharedDataFile(relative: string): string {
  const roots = [process.env.SHARED_DATA_DIR, path.resolve(REPO, "../shared/data"), "/work/shared/data"];
  for (const root of roots) {
    if (root && existsSync(path.join(root, relative))) return path.join(root, relative);
  }
  throw new Error(
    `${relative} not found under ${roots.filter(Boolean).join(", ")}: set SHARED_DATA_DIR to the shared data folder`,
  );
}
