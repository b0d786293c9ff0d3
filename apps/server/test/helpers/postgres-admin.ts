import pg from "pg";

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function createTemplateDatabase(
  url: string,
  name: string,
  prepare: (url: string) => Promise<void>,
) {
  await adminQuery(url, `drop database if exists ${quote(name)} with (force)`);
  await adminQuery(url, `create database ${quote(name)}`);
  await prepare(withDatabase(url, name));
}

/** A fresh database per test file, cloned from the migrated template (fast, isolated). */
export async function cloneDatabase(url: string, template: string, name: string): Promise<string> {
  await adminQuery(url, `create database ${quote(name)} template ${quote(template)}`);
  return withDatabase(url, name);
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await adminQuery(url, `drop database if exists ${quote(name)} with (force)`);
}
