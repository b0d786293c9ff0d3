// GET /api/users/search on 100k users through the full app, signed in as an admin (issue 3 "Must show";
// DESIGN.md §7: list and search p95 ≤ 50 ms at 50 concurrent clients on PostgreSQL).
import type { BenchDatabase } from "../lib/databases";
import {
  cpuProbe,
  createSignInUsers,
  onEachDatabase,
  PartLog,
  signIn,
  startFullApp,
  timed,
} from "../lib/harness";
import { type ListAnswer, ListLoad, matchesOf, P95_TARGET_MS } from "../lib/list-load";
import type { BenchOptions } from "../lib/options";
import { formatTable, type Section } from "../lib/report";
import { seedUsers } from "../lib/seed";

export const USER_COUNT = 100_000;

/**
 * Issue 10 item 8, before the change (matches counted up to 10,000 on every page, tags joined by hash,
 * every column read, statements parsed and planned per request), PostgreSQL, this machine, 2026-11-23.
 */
const BEFORE = [
  "Before issue 10 item 8 (count up to 10,000 per page), 04:01 UTC, load 1.9 → 7.8: no filter 507 req/s " +
    "(p95 130.9 ms), q=chen 132 (415.0), q=liam 151 (362.2), role=teacher 165 (349.4), 2 tags any 180 " +
    "(346.7), 2 tags all 216 (274.6). CPU per request (app / DB ms), 04:11 UTC, load 12–16: no filter " +
    "1.23 / 2.41, q=chen 1.43 / 13.69, q=liam 1.39 / 12.19, role=teacher 1.20 / 7.75, 2 tags any " +
    "1.27 / 7.80, 2 tags all 1.31 / 8.27.",
  "Before the lower-case search text, first-page literals and tag ids (issue 10 item 8, second pass), " +
    "11:26 UTC, load 0.2 → 7.8: CPU per request (app / DB ms) no filter 1.17 / 1.52 (299 req/s), q=chen " +
    "1.79 / 9.78 (102), q=liam 1.43 / 5.00 (131), role=teacher 1.31 / 2.66 (222), 2 tags any 1.50 / 3.00 " +
    "(232), 2 tags all 1.42 / 6.08 (160), deep offset 1.32 / 11.54 (118), deep key 0.96 / 1.32 (489). " +
    "The list statement alone (backend CPU read from /proc as bench/statement-cpu.ts does, named, best of " +
    "5 rounds × 100 runs on one connection, 11:42 UTC, load 14): " +
    "no filter 1.0 → 0.8 ms, q=chen 4.6 → 3.0, role=teacher 2.0 → 1.4.",
];

function variants(tagIds: number[]): Array<{ name: string; query: string }> {
  const [common, , , , middle] = tagIds;
  return [
    { name: "no filter", query: "" },
    { name: "q=chen (common surname)", query: "q=chen" },
    { name: "q=liam (4-letter fragment)", query: "q=liam" },
    { name: "role=teacher", query: "role=teacher" },
    { name: "2 tags, tag_mode=any", query: `tag_ids=${common},${middle}&tag_mode=any` },
    { name: "2 tags, tag_mode=all", query: `tag_ids=${common},${middle}&tag_mode=all` },
    { name: "deep page by offset (page=1000)", query: "page=1000" },
    { name: "deep page by key (page=1000, after_id)", query: `page=1000&after_id=${49_950 + 1}` },
  ];
}

export async function runUsers(options: BenchOptions, workDir: string): Promise<Section> {
  const { settings } = options;
  const log = new PartLog();
  const load = new ListLoad(log, settings);

  const benchDatabase = async (label: string, database: BenchDatabase) => {
    const { db } = database.handle;
    const [admin] = await createSignInUsers(db, "bench_admin", 1, "super-admin");
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
      const scenarios = variants(seed.tagIds).map(({ name, query }) => ({
        name,
        path: `/api/users/search${query ? `?${query}` : ""}`,
        headers,
      }));
      await load.run(label, { app, origin, cpu: cpuProbe(database) }, scenarios, (body) =>
        matchesOf((body as { users: ListAnswer }).users),
      );
    } finally {
      await app.close();
    }
  };
  await onEachDatabase(options, workDir, "users", log, benchDatabase);
  load.finish(options, BEFORE);

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
