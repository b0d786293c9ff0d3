import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../apps/server/src/app";
import { loadConfig } from "../../apps/server/src/config";
import type { Database } from "../../apps/server/src/db/database";
import { queryRows } from "../../apps/server/src/db/query-rows";
import { hashPassword } from "../../apps/server/src/modules/accounts";
import { type BenchDatabase, openPglite, openPostgres, probePostgres } from "./databases";
import type { BenchOptions, DatabaseKind } from "./options";
import type { Row } from "./report";
import type { CpuProbe, Measurement } from "./stats";

/** Rows and notes of one part, as it goes. */
export class PartLog {
  readonly rows: Row[] = [];
  readonly notes: string[] = [];

  async measure(database: string, scenario: string, run: () => Promise<Measurement>): Promise<Measurement> {
    process.stderr.write(`  ${database.padEnd(10)} ${scenario} …\n`);
    const result = await run();
    this.rows.push({ database, scenario, result });
    return result;
  }

  note(text: string): void {
    process.stderr.write(`  ${text}\n`);
    this.notes.push(text);
  }
}

/** Seconds a step takes, for the notes. */
export async function timed<T>(run: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const began = performance.now();
  const value = await run();
  return { value, seconds: (performance.now() - began) / 1000 };
}

const LABELS: Record<DatabaseKind, string> = { pglite: "PGlite", postgres: "PostgreSQL" };

/**
 * Runs `body` on each selected database, fresh and migrated: PGlite in `workDir/<part>-pglite`,
 * PostgreSQL in the scratch database `edu_bench_<part>` (skipped with a note when unreachable).
 */
export async function onEachDatabase(
  options: BenchOptions,
  workDir: string,
  part: string,
  log: PartLog,
  body: (label: string, database: BenchDatabase) => Promise<void>,
  scratchName = `edu_bench_${part}`,
): Promise<void> {
  for (const kind of options.databases) {
    const label = LABELS[kind];
    if (kind === "postgres") {
      const unreachable = await probePostgres(options.postgresUrl);
      if (unreachable) {
        log.note(`PostgreSQL rows skipped: no server answered at ${options.postgresUrl} (${unreachable}).`);
        continue;
      }
    }
    let database: BenchDatabase | undefined;
    try {
      database =
        kind === "pglite"
          ? await openPglite(path.join(workDir, `${part}-pglite`))
          : await openPostgres(options.postgresUrl, options.poolSize, scratchName, options.keepDatabases);
      await body(label, database);
    } catch (error) {
      process.stderr.write(`${(error as Error).stack}\n`);
      log.note(`${label}: failed — ${(error as Error).message}`);
      process.exitCode = 1;
    } finally {
      await database?.dispose();
    }
  }
}

/** The whole app as production builds it, listening on a free port of 127.0.0.1. */
export async function startFullApp(
  database: BenchDatabase,
  workDir: string,
  extend?: (app: FastifyInstance) => void,
): Promise<{ app: FastifyInstance; origin: string }> {
  const config = loadConfig({
    NODE_ENV: "production",
    PUBLIC_URL: "https://bench.example.test",
    LOG_LEVEL: "silent",
    // Production refuses to start without the key that seals stored application-service passwords.
    COUNSELING_SECRET_KEYS: `bench:${randomBytes(32).toString("base64")}`,
    DATA_DIR: workDir,
    WEB_DIST_DIR: path.join(workDir, "no-web-build"),
    ...database.env,
  });
  const app = await buildApp({ config, database: database.handle });
  extend?.(app);
  await app.ready();
  const origin = await app.listen({ host: "127.0.0.1", port: 0 });
  return { app, origin };
}

export const BENCH_PASSWORD = "bench-password-2026";

/** Users with a real argon2id hash of BENCH_PASSWORD and the given role; returns their usernames. */
export async function createSignInUsers(
  db: Database,
  prefix: string,
  count: number,
  role: "super-admin" | "staff" | "teacher" | "student",
): Promise<string[]> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const rows = await queryRows<{ id: number; username: string }>(
    db,
    sql`insert into users (username, email, password_hash, first_name, last_name, finish_bind)
        select ${prefix} || g, ${prefix} || g || '@bench.example', ${passwordHash}, 'Bench', 'User ' || g, true
        from generate_series(1, ${count}) as g
        returning id, username::text as username`,
  );
  await db.execute(
    sql`insert into user_roles (user_id, role)
        select id, ${role} from users where id in (${sql.join(
          rows.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
  );
  return rows.map((row) => row.username);
}

/** Signs in through POST /api/login and returns the bearer header. */
export async function signIn(app: FastifyInstance, username: string): Promise<Record<string, string>> {
  const res = await app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username, password: BENCH_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().access_token as string}` };
}

/** Fails early (before the load run) when a request does not answer 200. */
export async function probe(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
): Promise<Record<string, unknown>> {
  const res = await app.inject({ url, headers });
  if (res.statusCode !== 200)
    throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.json();
}

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ; 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime of a process in ms, or undefined when it is gone (or not on this machine). */
function processCpuMs(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/**
 * CPU used by the app's main thread and by the PostgreSQL backends of the bench database (read from
 * /proc, so only when the server runs on this machine; PGlite runs inside the main thread). A backend
 * that ends between two probes keeps the figure of its last reading.
 */
export function cpuProbe(database: BenchDatabase): CpuProbe {
  const backends = new Map<number, number>();
  return async () => {
    const usage = process.threadCpuUsage();
    const appMs = (usage.user + usage.system) / 1000;
    if (database.handle.kind !== "postgres") return { appMs, dbMs: 0 };
    const rows = await queryRows<{ pid: number }>(
      database.handle.db,
      sql`select pid from pg_stat_activity where datname = current_database()`,
    );
    for (const { pid } of rows) {
      const used = processCpuMs(pid);
      if (used !== undefined) backends.set(pid, used);
    }
    let dbMs = 0;
    for (const used of backends.values()) dbMs += used;
    return { appMs, dbMs };
  };
}
