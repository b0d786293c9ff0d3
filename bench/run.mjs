// `npm run bench`: runs bench/run.ts under tsx with the same Node (the project's Node 24).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const script = fileURLToPath(new URL("./run.ts", import.meta.url));
const result = spawnSync(process.execPath, ["--import", "tsx", script, ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);
