import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const repoRoot = resolve(import.meta.dirname, "..");
// A fresh embedded database for every run.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "edu-e2e-"));

export default defineConfig({
  testDir: "./tests",
  forbidOnly: true,
  // Files run in parallel on two workers (one per core), the tests of a file one after another. This is
  // safe because no spec changes demo data another spec reads: journeys that change something act on
  // fixtures they create (tests/helpers.ts, "Fixtures").
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Sized for a loaded 2-core machine (other work running beside the suite): a page load with its axe
  // check can take several seconds there (hydration alone over 10 s at a load of 20: waitForApp allows
  // 30 s), so 60 s per test and 10 s per expectation. A journey of several pages says so itself with
  // test.slow() (three times: 180 s). A hang still fails within the budget rather than waiting forever.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    locale: "en-US",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    headless: true,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // What `npm start` runs in production: the built server (rebuilt when a source is newer).
    command:
      "node_modules/.bin/node apps/server/build.mjs --if-stale && " +
      "node_modules/.bin/node --max-semi-space-size=16 apps/server/dist/main.mjs",
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      CAPTCHA_DISABLED: "true",
      LOG_LEVEL: "warn",
    },
  },
});
