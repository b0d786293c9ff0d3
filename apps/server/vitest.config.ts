import { defineProject } from "vitest/config";

// One worker serves many files: packages load once per worker, the project's modules afresh per file
// (test/fresh-modules.ts). Measured on 12 files, 399 tests: ~30 % less CPU; a full run (100 files, 1,150
// tests) passed the same as with isolation. TEST_SHARED_WORKERS=0 isolates every file again.
const sharedWorkers = process.env.TEST_SHARED_WORKERS !== "0";

export default defineProject({
  test: {
    name: process.env.TEST_DATABASE_URL ? "server (postgres)" : "server (pglite)",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/global-setup.ts"],
    ...(sharedWorkers && { isolate: false, setupFiles: ["test/fresh-modules.ts"] }),
    // Each file gets its own database from the migrated template; two cores, so two at a time.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
