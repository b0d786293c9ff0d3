import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./helpers/server-process";

// `npm start` runs the built API (build.mjs → dist/main.mjs), not src/ under tsx: this builds it into a
// temporary directory and checks what the bundle must keep from the sources (issue 36).
const serverDir = path.resolve(import.meta.dirname, "..");
let outDir: string;
let dataDir: string;

/** The built files a start loads: main.mjs and the chunks it imports statically, transitively. */
function loadedAtStart(): string {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, "utf8");
    for (const [, chunk] of text.matchAll(/(?:^|[;}])\s*import\s*(?:[^"'();]*?from\s*)?"(\.\/[^"]+)"/g))
      visit(path.resolve(path.dirname(file), chunk as string));
  };
  visit(path.join(outDir, "main.mjs"));
  return [...seen].map((file) => fs.readFileSync(file, "utf8")).join("\n");
}

beforeAll(() => {
  // Inside the workspace: the bundle finds its npm packages in node_modules from where it lies.
  fs.mkdirSync(path.join(serverDir, ".tmp"), { recursive: true });
  outDir = fs.mkdtempSync(path.join(serverDir, ".tmp", "built-"));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "edu-built-data-"));
  const built = spawnSync(process.execPath, ["build.mjs", `--out-dir=${outDir}`], {
    cwd: serverDir,
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`build.mjs failed:\n${built.stdout}${built.stderr}`);
}, 120_000);

afterAll(() => {
  for (const dir of [outDir, dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the built API (build.mjs)", () => {
  it("loads S3, pdfkit, nodemailer and Stripe only when used, and keeps its text ASCII", () => {
    const atStart = loadedAtStart();
    for (const lazy of [
      "@aws-sdk/client-s3",
      "@aws-sdk/s3-request-presigner",
      "pdfkit",
      "nodemailer",
      "stripe",
    ])
      expect(atStart, lazy).not.toMatch(new RegExp(`import\\s*[^;]*?from\\s*"${lazy}"`));
    expect(atStart).toContain('import("stripe")');
    // One non-ASCII character would make V8 hold the whole file as two-byte text.
    expect(atStart).not.toMatch(/[\u0080-\uffff]/);
    // @edu/shared is inside; npm packages are not.
    expect(atStart).not.toMatch(/from\s*"@edu\/shared/);
    expect(atStart).toMatch(/from\s*"fastify"/);
  });

  describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("a start on an empty embedded database", () => {
    it("finds its migrations from dist, answers /api/health and stops cleanly", async () => {
      const port = await freePort();
      const child = spawn(process.execPath, [path.join(outDir, "main.mjs")], {
        cwd: serverDir,
        env: {
          ...process.env,
          LOG_LEVEL: "warn",
          SEED_DEMO: "false",
          HOST: "127.0.0.1",
          PORT: String(port),
          DATA_DIR: dataDir,
          UPLOAD_DIR: path.join(dataDir, "uploads"),
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
      try {
        const deadline = Date.now() + 85_000;
        let health: Response | undefined;
        while (!health && Date.now() < deadline && child.exitCode === null) {
          health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
          if (!health) await new Promise((done) => setTimeout(done, 100));
        }
        expect(health?.status, output).toBe(200);
      } finally {
        child.kill("SIGTERM");
      }
      expect(await exited, output).toBe(0);
    }, 120_000);
  });
});
