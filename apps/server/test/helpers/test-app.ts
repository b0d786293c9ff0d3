import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../../src/app";
import { type Config, loadConfig } from "../../src/config";
import { openDatabase } from "../../src/db/client";
import type { DatabaseHandle } from "../../src/db/database";
import { cloneDatabase, dropDatabase } from "./postgres-admin";

/** A fresh, migrated database for one test file: PGlite in memory, or a clone on PostgreSQL. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `edu_t_${process.pid}_${randomBytes(4).toString("hex")}`;
    const url = await cloneDatabase(serverUrl, inject("postgresTemplate"), name);
    const handle = await openDatabase({ kind: "postgres", url, poolSize: 5 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await dropDatabase(serverUrl, name);
      },
    };
  }
  const tarball = await fs.readFile(inject("pgliteTemplatePath"));
  return openDatabase({ kind: "pglite-memory", loadDataDir: new Blob([tarball]) });
}

export type TestContext = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close: () => Promise<void>;
};

/** The whole app on a fresh database; `configure` may add test-only routes before it is ready. */
export async function createTestApp(
  env: Record<string, string> = {},
  configure?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestContext> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), "edu-app-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: tmp,
    WEB_DIST_DIR: path.join(tmp, "no-web-build"),
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database });
  await configure?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await fs.rm(tmp, { recursive: true, force: true });
    },
  };
}
