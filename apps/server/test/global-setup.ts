import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client";
import { migrateDatabase } from "../src/db/migrate";
import { createTemplateDatabase, dropDatabase } from "./helpers/postgres-admin";

declare module "vitest" {
  interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run: PGlite is dumped to a tar file each test file loads; on PostgreSQL a
 * template database is made that each file clones (DESIGN.md §6).
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    const name = `edu_tpl_${process.pid}`;
    await createTemplateDatabase(databaseUrl, name, async (url) => {
      const handle = await openDatabase({ kind: "postgres", url, poolSize: 1 });
      try {
        await migrateDatabase(handle);
      } finally {
        await handle.close();
      }
    });
    project.provide("postgresTemplate", name);
    project.provide("pgliteTemplatePath", "");
    return async () => dropDatabase(databaseUrl, name);
  }
  const handle = await openDatabase({ kind: "pglite-memory" });
  await migrateDatabase(handle);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "edu-test-"));
  // Stored as a plain tar: every test file loads it, and skipping the gunzip saves ~0.2 s of CPU per file
  // (PGlite reads either form).
  const file = path.join(dir, "template.tar");
  if (!handle.dumpDataDir) throw new Error("PGlite handle cannot dump");
  const blob = await handle.dumpDataDir();
  await fs.writeFile(file, gunzipSync(Buffer.from(await blob.arrayBuffer())));
  await handle.close();
  project.provide("pgliteTemplatePath", file);
  project.provide("postgresTemplate", "");
  return async () => fs.rm(dir, { recursive: true, force: true });
}
