import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { cloneDatabase, dropDatabase } from "./helpers/postgres-admin";
import { startServerProcess, waitUntilReady } from "./helpers/server-process";

// `npm start` runs the built API (build.mjs → dist/main.mjs), not src/ under tsx: this builds it into a
// temporary directory and checks what the bundle must keep from the sources (issue 36).
const serverDir = path.resolve(import.meta.dirname, "..");
let outDir: string;
let dataDir: string;

/**
 * Packages only some requests need (issue 36: their RSS at start, bench/RESULTS.md memory section): none is
 * loaded by a start. PGlite is needed by a start on the embedded database only.
 */
const LOADED_AT_FIRST_USE = [
  "@aws-sdk/client-s3",
  "@aws-sdk/s3-request-presigner",
  "pdfkit",
  "nodemailer",
  "stripe",
  "geoip-country",
  "pinyin-pro",
  "opencc-js",
  "htmlparser2",
  "svg-captcha",
  "file-type",
  "openid-client",
  "jose",
];
const PGLITE = "@electric-sql/pglite";

/**
 * Preloaded into a started bundle: appends every package specifier the process resolves (import or require,
 * ours or a package's own) to the file PACKAGES_LOG names, so a test reads what a start really loaded.
 */
const RECORD_PACKAGES = `
import { appendFileSync } from "node:fs";
import { registerHooks } from "node:module";
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (/^[^./]/.test(specifier) && !specifier.startsWith("node:")) appendFileSync(process.env.PACKAGES_LOG, specifier + "\\n");
    return nextResolve(specifier, context);
  },
});`;

/** The packages (names without subpaths) resolved so far by a process started with RECORD_PACKAGES. */
function packagesLoaded(log: string): Set<string> {
  const text = fs.existsSync(log) ? fs.readFileSync(log, "utf8") : "";
  return new Set(
    text
      .split("\n")
      .filter(Boolean)
      .map((specifier) =>
        specifier
          .split("/")
          .slice(0, specifier.startsWith("@") ? 2 : 1)
          .join("/"),
      ),
  );
}

type BuiltServer = {
  url: string;
  loaded: () => Set<string>;
  output: () => string;
  stop: () => Promise<number | null>;
};

/** Starts dist's main.mjs (as `npm start` does, recording its packages) and waits for /api/health's 200. */
async function startBuilt(env: Record<string, string>): Promise<BuiltServer> {
  const log = path.join(dataDir, `packages-${randomBytes(4).toString("hex")}.log`);
  const server = await startServerProcess(
    { DATA_DIR: dataDir, UPLOAD_DIR: path.join(dataDir, "uploads"), PACKAGES_LOG: log, ...env },
    ["--import", path.join(outDir, "record-packages.mjs"), path.join(outDir, "main.mjs")],
  );
  const stop = async () => {
    server.child.kill("SIGTERM");
    return server.exited;
  };
  try {
    await waitUntilReady(server, 85_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: server.url, loaded: () => packagesLoaded(log), output: server.output, stop };
}

/** The lazy packages among those loaded. */
const lazyAmong = (loaded: Set<string>) => LOADED_AT_FIRST_USE.filter((name) => loaded.has(name));

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
  fs.writeFileSync(path.join(outDir, "record-packages.mjs"), RECORD_PACKAGES);
}, 120_000);

afterAll(() => {
  for (const dir of [outDir, dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the built API (build.mjs)", () => {
  it("imports the packages only some requests need (and PGlite) only when used, and keeps its text ASCII", () => {
    const atStart = loadedAtStart();
    for (const lazy of [...LOADED_AT_FIRST_USE, PGLITE])
      expect(atStart, lazy).not.toMatch(new RegExp(`import\\s*[^;]*?from\\s*"${lazy}[/"]`));
    expect(atStart).toContain('import("stripe")');
    // One non-ASCII character would make V8 hold the whole file as two-byte text.
    expect(atStart).not.toMatch(/[\u0080-\uffff]/);
    // @edu/shared is inside; npm packages are not.
    expect(atStart).not.toMatch(/from\s*"@edu\/shared/);
    expect(atStart).toMatch(/from\s*"fastify"/);
  });

  describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("a start on an empty embedded database", () => {
    it("finds its migrations from dist, answers /api/health, loads a package at its first use, stops cleanly", async () => {
      const server = await startBuilt({});
      try {
        const atStart = server.loaded();
        expect(atStart.has(PGLITE), server.output()).toBe(true);
        expect(lazyAmong(atStart)).toEqual([]);
        // A sync caller (createRequire) and an async one (import()) from the bundle, at their first request.
        const geo = await fetch(`${server.url}/api/ip-geo`);
        expect(geo.status).toBe(200);
        expect(await geo.json()).toMatchObject({ ip: "127.0.0.1" });
        const captcha = await fetch(`${server.url}/api/captcha/flat`);
        expect(captcha.status).toBe(200);
        expect(await captcha.json()).toMatchObject({
          img: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
        });
        expect(lazyAmong(server.loaded())).toEqual(["geoip-country", "svg-captcha"]);
      } finally {
        expect(await server.stop(), server.output()).toBe(0);
      }
    }, 120_000);
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)("a start on PostgreSQL (needs TEST_DATABASE_URL)", () => {
    it("loads neither PGlite nor a package only some requests need", async () => {
      const serverUrl = process.env.TEST_DATABASE_URL as string;
      const name = `edu_t_${process.pid}_${randomBytes(4).toString("hex")}`;
      const url = await cloneDatabase(serverUrl, inject("postgresTemplate"), name);
      try {
        const server = await startBuilt({ DATABASE_URL: url });
        try {
          const atStart = server.loaded();
          expect(atStart.has("pg"), server.output()).toBe(true);
          expect(atStart.has(PGLITE)).toBe(false);
          expect(lazyAmong(atStart)).toEqual([]);
        } finally {
          expect(await server.stop(), server.output()).toBe(0);
        }
      } finally {
        await dropDatabase(serverUrl, name);
      }
    }, 120_000);
  });
});
