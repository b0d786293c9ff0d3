// Starts the real server (apps/server/src/main.ts) on a built web app with a fresh embedded database and
// demo data, as the e2e run does. Used by the browser benches (lighthouse.mjs, landing-downloads.mjs).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const repoRoot = resolve(import.meta.dirname, "../..");

/** @param {{ port: number, webDir: string }} options */
export async function startAppServer({ port, webDir }) {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "edu-bench-web-"));
  const child = spawn(
    join(repoRoot, "node_modules/.bin/node"),
    ["--import", "tsx", "apps/server/src/main.ts"],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDir,
        SEED_DEMO: "true",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((done) => child.once("exit", done));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited with ${child.exitCode}`);
    }
    const ready = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { origin, stop };
    await new Promise((done) => setTimeout(done, 500));
  }
  await stop();
  throw new Error("server did not become ready in 120 s");
}
