// `npm start`: build the web app when its build is missing or older than its sources, then run the
// server (embedded database in ./data unless DATABASE_URL is set; demo data unless SEED_DEMO=false).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "apps/web/build/client/index.html");
const sources = ["apps/web/src", "packages/shared/src"].map((dir) => path.join(root, dir));

function newestSourceTime() {
  let newest = 0;
  for (const dir of sources) {
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
      const stat = fs.statSync(path.join(dir, file));
      if (stat.isFile() && stat.mtimeMs > newest) newest = stat.mtimeMs;
    }
  }
  return newest;
}

const stale = !fs.existsSync(builtIndex) || fs.statSync(builtIndex).mtimeMs < newestSourceTime();
if (stale) {
  console.log("Building the web app…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawnSync("npm", ["run", "start:server"], { cwd: root, stdio: "inherit" });
process.exit(server.status ?? 0);
