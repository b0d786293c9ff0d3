import { defineProject } from "vitest/config";

export default defineProject({
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    name: "web",
    root: import.meta.dirname,
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    // One worker (and one DOM) serves many files: React, Mantine and tiptap load once per worker instead of
    // once per file (measured: a third of the CPU time). fresh-modules.ts re-evaluates the app's own
    // modules for each file, so files stay independent; setup.ts cleans the DOM and storage after each test.
    isolate: false,
    // The same pool size as the server project: vitest runs both projects as one group (it refuses two sizes).
    maxWorkers: 2,
    setupFiles: ["src/test/fresh-modules.ts", "src/test/setup.ts"],
    // Packages with a module-level store: inlined, so each file gets a fresh one (fresh-modules.ts).
    server: { deps: { inline: ["@mantine/notifications"] } },
    css: false,
    restoreMocks: true,
  },
});
