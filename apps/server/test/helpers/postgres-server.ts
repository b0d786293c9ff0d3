import pg from "pg";
import { dropDatabase } from "./postgres-admin";

/** Whether a PostgreSQL server answers at `url` (within a few seconds). */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A new database with nothing in it (not the migrated template); its URL. */
export async function emptyDatabase(serverUrl: string, name: string): Promise<string> {
  await dropDatabase(serverUrl, name);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
