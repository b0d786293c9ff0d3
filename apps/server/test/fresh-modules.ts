import { afterAll, vi } from "vitest";

/**
 * Used when the server project shares workers across files (the default; TEST_SHARED_WORKERS=0 turns it off, vitest.config.ts):
 * packages from node_modules (Fastify, Drizzle, PGlite, zod) load once per worker, while the project's
 * own modules are evaluated afresh for every file (this setup file runs first in each), so module state
 * and `vi.mock` (test/permissions) never carry from one file to the next.
 */
vi.resetModules();

afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
