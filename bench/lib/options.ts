import { parseArgs } from "node:util";
import type { LoadSettings } from "./http-load";

export const PARTS = [
  "baseline",
  "users",
  "login",
  "enrollment",
  "lessons",
  "payroll",
  "billing",
  "schools",
  "schools-import",
  "counseling-schools",
  "vocabulary",
  "analysis",
  "test-taking",
  "memory",
] as const;
export type Part = (typeof PARTS)[number];
export const DATABASES = ["pglite", "postgres"] as const;
export type DatabaseKind = (typeof DATABASES)[number];

export type BenchOptions = {
  parts: Part[];
  databases: DatabaseKind[];
  settings: LoadSettings;
  poolSize: number;
  postgresUrl: string;
  keepDatabases: boolean;
};

const positive = (flag: string | undefined, env: string, fallback: number) => {
  const value = Number(flag ?? process.env[env] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${flag ?? env} must be a positive number`);
  return value;
};

function listOf<T extends string>(text: string | undefined, allowed: readonly T[], what: string): T[] {
  if (!text) return [...allowed];
  const wanted = text
    .split(",")
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  const unknown = wanted.filter((item) => !allowed.includes(item as T));
  if (unknown.length)
    throw new Error(`unknown ${what}: ${unknown.join(", ")} (one of ${allowed.join(", ")})`);
  return allowed.filter((item) => wanted.includes(item));
}

export const USAGE = `npm run bench [-- options]
  --only=${PARTS.join(",")}
                                          parts to run (default: all), each its own section
  --db=pglite,postgres                    databases (default: both; PostgreSQL is skipped when unreachable)
  --seconds=N --warmup=N --connections=N  measured seconds, warm-up seconds and connections per row
                                          (env BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_CONNECTIONS)
  --keep-db                               leave the scratch PostgreSQL databases for EXPLAIN ANALYZE
  env BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_POOL_SIZE (10)`;

export function readOptions(argv: string[]): BenchOptions | "help" {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: "string" },
      db: { type: "string" },
      seconds: { type: "string" },
      warmup: { type: "string" },
      connections: { type: "string" },
      "keep-db": { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) return "help";
  return {
    parts: listOf(values.only, PARTS, "part"),
    databases: listOf(values.db, DATABASES, "database"),
    settings: {
      connections: positive(values.connections, "BENCH_CONNECTIONS", 50),
      warmupSeconds: positive(values.warmup, "BENCH_WARMUP_SECONDS", 1),
      seconds: positive(values.seconds, "BENCH_SECONDS", 5),
    },
    poolSize: positive(undefined, "BENCH_POOL_SIZE", 10), // the server's DATABASE_POOL_SIZE default
    postgresUrl: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    keepDatabases: values["keep-db"] ?? false,
  };
}
