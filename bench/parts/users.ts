// GET /api/users/search on 100k users through the full app, signed in as an admin (issue 3 "Must show";
// DESIGN.md §7: list and search p95 ≤ 50 ms at 50 concurrent clients on PostgreSQL).
import type { BenchDatabase } from "../lib/databases";
import {
  createSignInUsers,
  onEachDatabase,
  PartLog,
  probe,
  signIn,
  startFullApp,
  timed,
} from "../lib/harness";
import { measureHttp } from "../lib/http-load";
import type { BenchOptions } from "../lib/options";
import { formatTable, type Section } from "../lib/report";
import { seedUsers } from "../lib/seed";

export const USER_COUNT = 100_000;
const P95_TARGET_MS = 50;

function variants(tagIds: number[]): Array<{ name: string; query: string }> {
  const [common, , , , middle] = tagIds;
  return [
    { name: "no filter", query: "" },
    { name: "q=chen (common surname)", query: "q=chen" },
    { name: "q=liam (4-letter fragment)", query: "q=liam" },
    { name: "role=teacher", query: "role=teacher" },
    { name: "2 tags, tag_mode=any", query: `tag_ids=${common},${middle}&tag_mode=any` },
    { name: "2 tags, tag_mode=all", query: `tag_ids=${common},${middle}&tag_mode=all` },
  ];
}

export async function runUsers(options: BenchOptions, workDir: string): Promise<Section> {
  const { settings } = options;
  const log = new PartLog();
  const misses: string[] = [];

  const benchDatabase = async (label: string, database: BenchDatabase) => {
    const { db } = database.handle;
    const [admin] = await createSignInUsers(db, "bench_admin", 1, "admin");
    process.stderr.write(`  ${label.padEnd(10)} seeding ${USER_COUNT.toLocaleString("en-US")} users …\n`);
    const { value: seed, seconds } = await timed(() => seedUsers(db, USER_COUNT));
    const roles = Object.entries(seed.roles)
      .map(([role, n]) => `${role} ${n.toLocaleString("en-US")}`)
      .join(", ");
    log.note(
      `${label}: seeded ${seed.users.toLocaleString("en-US")} users, ${seed.userTags.toLocaleString("en-US")} ` +
        `user_tags over ${seed.tagIds.length} tags, roles ${roles} in ${seconds.toFixed(1)} s (generate_series, ` +
        "indexes maintained during the insert, then vacuum analyze).",
    );
    const { app, origin } = await startFullApp(database, workDir);
    try {
      const headers = await signIn(app, admin as string);
      for (const variant of variants(seed.tagIds)) {
        const path = `/api/users/search${variant.query ? `?${variant.query}` : ""}`;
        const body = (await probe(app, path, headers)) as { users: { total: number; data: unknown[] } };
        const scenario = `${variant.name} → ${body.users.total.toLocaleString("en-US")} matches`;
        const result = await log.measure(label, scenario, () =>
          measureHttp(origin, path, settings, undefined, { headers }, () => probe(app, path, headers)),
        );
        if (label === "PostgreSQL" && !(result.p95 <= P95_TARGET_MS))
          misses.push(
            `${variant.name} (${result.completed ? `p95 ${result.p95.toFixed(1)} ms` : "no request completed"})`,
          );
      }
    } finally {
      await app.close();
    }
  };
  await onEachDatabase(options, workDir, "users", log, benchDatabase);
  if (log.rows.some((row) => row.result.completed === 0))
    log.note(
      `Rows with 0 req/s: no request completed inside the ${settings.seconds} s window (each waited longer ` +
        "than that behind the others; the server drains the warm-up's backlog before the measured run).",
    );
  if (options.databases.includes("postgres") && log.rows.some((row) => row.database === "PostgreSQL"))
    log.note(
      misses.length === 0
        ? `PostgreSQL: every variant meets p95 ≤ ${P95_TARGET_MS} ms at ${settings.connections} connections.`
        : `PostgreSQL: p95 ≤ ${P95_TARGET_MS} ms NOT met by ${misses.join(", ")}.`,
    );

  return {
    id: "users",
    title: `users/search on ${USER_COUNT.toLocaleString("en-US")} users`,
    setup: [
      "- Command: `npm run bench -- --only=users`",
      `- Load: GET /api/users/search (page 1, page_size 50, order by id) through the full app with an ` +
        `admin's bearer token (signed in once via POST /api/login), autocannon in a worker thread, ` +
        `${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ${settings.seconds} s ` +
        "measured per row, no Accept-Encoding (responses uncompressed)",
      `- Data: ${USER_COUNT.toLocaleString("en-US")} users (weighted Taiwanese and Western names, 95 % with ` +
        "email, 4 % inactive), one role each (55 % student, 25 % parent, 12 % teacher, 8 % staff; a tenth of " +
        "parents also student), about two of 20 tags each, skewed to the first tags; the tag rows filter on " +
        `the most common tag and the fifth; PostgreSQL in a scratch database \`edu_bench_users\` (dropped after), ` +
        `app pool of ${options.poolSize}; PGlite in a temp directory`,
      `- Target (DESIGN.md §7): p95 ≤ ${P95_TARGET_MS} ms at 50 concurrent clients on PostgreSQL`,
    ],
    table: formatTable(log.rows),
    notes: log.notes,
  };
}
