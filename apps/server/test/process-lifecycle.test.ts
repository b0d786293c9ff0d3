import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client";
import { queryRows } from "../src/db/query-rows";
import { type ServerProcess, startServerProcess, waitUntilReady } from "./helpers/server-process";

// Real processes on a real embedded data directory: what a person running `npm start` relies on.
const started: ServerProcess[] = [];
const dirs: string[] = [];

// One data directory migrated by a real start and a clean stop; each test starts on a copy of it. Each
// start on an empty directory runs every migration (about 20 s on a loaded machine), once is enough.
let migratedTemplate: string | undefined;

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "edu-proc-"));
  dirs.push(dir);
  if (migratedTemplate) fs.cpSync(migratedTemplate, dir, { recursive: true });
  return dir;
}

async function migrateTemplate(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "edu-proc-template-"));
  const server = await startServerProcess({ DATA_DIR: dir });
  await waitUntilReady(server, 85_000);
  server.child.kill("SIGTERM");
  if ((await server.exited) !== 0)
    throw new Error(`template server did not stop cleanly:\n${server.output()}`);
  migratedTemplate = dir;
}

async function start(env: Record<string, string>) {
  const server = await startServerProcess(env);
  started.push(server);
  return server;
}

afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  }
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "server process on an embedded data directory (embedded-only: skipped in the PostgreSQL run)",
  () => {
    beforeAll(migrateTemplate, 90_000);
    afterAll(() => {
      if (migratedTemplate) fs.rmSync(migratedTemplate, { recursive: true, force: true });
    });

    it("refuses a second process on the same DATA_DIR with a clear message", async () => {
      const dataDir = tempDataDir();
      const first = await start({ DATA_DIR: dataDir });
      await waitUntilReady(first);
      const second = await start({ DATA_DIR: dataDir });
      const code = await second.exited;
      expect(code).toBe(1);
      expect(second.output()).toContain(`already in use by process ${first.child.pid}`);
      // The first one is unharmed.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    }, 90_000);

    it("shuts down on SIGTERM: closes the database, releases the lock, exits 0", async () => {
      const dataDir = tempDataDir();
      const server = await start({ DATA_DIR: dataDir });
      await waitUntilReady(server);
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);
    }, 90_000);

    it("loses nothing committed when killed mid-write, and restarts on the same data", async () => {
      const dataDir = tempDataDir();
      const server = await start({ DATA_DIR: dataDir });
      await waitUntilReady(server);

      // Each captcha is one committed row; keep writing and kill -9 while requests are in flight.
      const acknowledged: string[] = [];
      const writers = Array.from({ length: 4 }, async () => {
        for (let i = 0; i < 12; i++) {
          try {
            const res = await fetch(`${server.url}/api/captcha/flat`);
            if (res.ok) acknowledged.push(((await res.json()) as { key: string }).key);
          } catch {
            return; // the server is gone
          }
        }
      });
      while (acknowledged.length < 10) await new Promise((r) => setTimeout(r, 5));
      server.child.kill("SIGKILL");
      await Promise.all(writers);
      await server.exited;
      expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(true); // left behind by the crash

      // The stale lock is taken over; every acknowledged write is there.
      const handle = await openDatabase({ kind: "pglite", dataDir });
      const rows = await queryRows<{ key: string }>(handle.db, sql`select key from captcha_challenges`);
      await handle.close();
      const stored = new Set(rows.map((row) => row.key));
      expect(acknowledged.length).toBeGreaterThanOrEqual(10);
      for (const key of acknowledged) expect(stored.has(key), key).toBe(true);

      const restarted = await start({ DATA_DIR: dataDir });
      await waitUntilReady(restarted);
      const health = (await (await fetch(`${restarted.url}/api/health`)).json()) as {
        database: { reachable: boolean };
      };
      expect(health.database.reachable).toBe(true);
    }, 120_000);
  },
);
