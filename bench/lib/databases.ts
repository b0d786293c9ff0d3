import pg from "pg";
import { openDatabase } from "../../apps/server/src/db/client";
import type { DatabaseHandle } from "../../apps/server/src/db/database";
import { migrateDatabase } from "../../apps/server/src/db/migrate";

export const BENCH_DATABASE = "edu_bench";

export type BenchDatabase = {
  handle: DatabaseHandle;
  env: Record<string, string>;
  dispose: () => Promise<void>;
};

/** PGlite on a fresh data directory (the caller's temporary one), migrated. */
export async function openPglite(dataDir: string): Promise<BenchDatabase> {
  const handle = await openDatabase({ kind: "pglite", dataDir });
  const dispose = () => handle.close();
  await migrateDatabase(handle).catch(async (error) => {
    await dispose();
    throw error;
  });
  return { handle, env: {}, dispose };
}

async function admin(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Null when no server answers at `serverUrl`. */
export async function probePostgres(serverUrl: string): Promise<string | null> {
  try {
    await admin(serverUrl, "select 1");
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  }
}

/**
 * A scratch database on the server, migrated; dropped again by `dispose` unless `keep` (then it stays
 * for EXPLAIN ANALYZE by hand and is dropped by the next run).
 */
export async function openPostgres(
  serverUrl: string,
  poolSize: number,
  name = BENCH_DATABASE,
  keep = false,
): Promise<BenchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad scratch database name ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = () => admin(serverUrl, `drop database if exists ${name} with (force)`);
  await drop();
  await admin(serverUrl, `create database ${name}`);
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize });
  const dispose = async () => {
    try {
      await handle.close();
    } finally {
      if (!keep) await drop();
    }
  };
  await migrateDatabase(handle).catch(async (error) => {
    await dispose();
    throw error;
  });
  return { handle, env: { DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: String(poolSize) }, dispose };
}
