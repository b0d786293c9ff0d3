// Manual tool: sends one GET through the full app on a database left by `npm run bench -- --keep-db`,
// lists every statement the request sent (round trips) and prints EXPLAIN (ANALYZE, BUFFERS) of each:
//   EXPLAIN_DB=edu_bench_users EXPLAIN_PATH='/api/users/search?q=chen' npx tsx bench/explain-endpoint.ts
// With EXPLAIN_DUMP=<file>, also writes the statements as JSON ({ label, text, values }).
// Signs in as bench_admin1 (made by the users and enrollment parts).
import fs from "node:fs";
import os from "node:os";
import type pg from "pg";
import { openDatabase } from "../apps/server/src/db/client";
import { signIn, startFullApp } from "./lib/harness";

const server = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const url = new URL(server);
url.pathname = `/${process.env.EXPLAIN_DB ?? "edu_bench_users"}`;
const paths = (process.env.EXPLAIN_PATH ?? "/api/users/search").split(" ");
const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 2 });
const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
const database = { handle, env: { DATABASE_URL: url.toString() }, dispose: () => handle.close() };
const { app } = await startFullApp(database, os.tmpdir());
try {
  const headers = await signIn(app, process.env.EXPLAIN_USER ?? "bench_admin1");
  const seen: Array<{ text: string; values: unknown[] }> = [];
  const dump: Array<{ label: string; text: string; values: unknown[] }> = [];
  const query = pool.query.bind(pool);
  (pool as unknown as { query: unknown }).query = (config: unknown, values?: unknown) => {
    const text = typeof config === "string" ? config : (config as { text: string }).text;
    const params = values ?? (config as { values?: unknown[] }).values ?? [];
    seen.push({ text, values: params as unknown[] });
    return (query as (c: unknown, v?: unknown) => unknown)(config, values);
  };
  for (const path of paths) {
    seen.length = 0;
    await app.inject({ url: path, headers }); // warm
    seen.length = 0;
    const res = await app.inject({ url: path, headers });
    const statements = [...seen];
    (pool as unknown as { query: unknown }).query = query;
    console.log(
      `\n=== ${path}: ${res.statusCode}, ${res.body.length} bytes, ${statements.length} statement(s)`,
    );
    for (const [i, { text, values }] of statements.entries()) {
      dump.push({ label: `${path.replace(/^\/api\//, "")}#${i}`, text, values });
      console.log(`--- ${text.replace(/\s+/g, " ").slice(0, 400)}\n    params ${JSON.stringify(values)}`);
      if (process.env.EXPLAIN_SKIP_PLAN) continue;
      const plan = await pool.query(`explain (analyze, buffers) ${text}`, values);
      for (const row of plan.rows) console.log(`    ${row["QUERY PLAN"]}`);
    }
    (pool as unknown as { query: unknown }).query = (config: unknown, values?: unknown) => {
      const text = typeof config === "string" ? config : (config as { text: string }).text;
      const params = values ?? (config as { values?: unknown[] }).values ?? [];
      seen.push({ text, values: params as unknown[] });
      return (query as (c: unknown, v?: unknown) => unknown)(config, values);
    };
  }
  if (process.env.EXPLAIN_DUMP) fs.writeFileSync(process.env.EXPLAIN_DUMP, JSON.stringify(dump));
} finally {
  await app.close();
  await database.dispose();
}
