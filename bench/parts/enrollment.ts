// GET /api/enrolled-course-sessions (admin list: unread first, newest first, 50 a page) on 100k
// enrollments (issue 5 "Must show"; DESIGN.md §7: list p95 ≤ 50 ms at 50 concurrent clients on PostgreSQL).
import { sql } from "drizzle-orm";
import type { Database } from "../../apps/server/src/db/database";
import { queryRows } from "../../apps/server/src/db/query-rows";
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
import { ListLoad, matchesAndRows, P95_TARGET_MS } from "../lib/list-load";
import type { BenchOptions } from "../lib/options";
import { formatTable, type Section } from "../lib/report";
import { seedEnrollments } from "../lib/seed";

export const ENROLLMENT_COUNT = 100_000;
const COURSE_SESSIONS = 8;
const DEEP_PAGE = 1000;

/** Issue 10 item 8, before the change (count up to 10,000 per page, offset paging only), PostgreSQL. */
const BEFORE = [
  "Before issue 10 item 8 (count up to 10,000 per page), 04:01 UTC, load 1.9 → 7.8: default 441 req/s " +
    "(p95 177.3 ms), status & payment 442 (160.9), course_session_id & status 539 (123.5), q=chen 89 " +
    "(652.9), deep page=1000 100 (543.0). CPU per request (app / DB ms), 04:11 UTC, load 12–16: default " +
    "1.22 / 2.16, status & payment 0.99 / 2.62, course_session_id & status 1.09 / 2.45, q=chen " +
    "1.64 / 18.33, deep page 1.71 / 18.92.",
];

function variants(sessionIds: number[], deepAfterId: number): Array<{ name: string; query: string }> {
  return [
    { name: "default (unread first, page 1)", query: "" },
    { name: "status=normal & payment_status=unpaid", query: "status=normal&payment_status=unpaid" },
    { name: "course_session_id & status=normal", query: `course_session_id=${sessionIds[2]}&status=normal` },
    { name: "q=chen", query: "q=chen" },
    { name: `deep page by offset (page=${DEEP_PAGE})`, query: `page=${DEEP_PAGE}` },
    {
      name: `deep page by key (page=${DEEP_PAGE}, after_id)`,
      query: `page=${DEEP_PAGE}&after_id=${deepAfterId}`,
    },
  ];
}

/** The id of the last row of page DEEP_PAGE - 1 in the list's default order (for the keyset row). */
async function lastIdBefore(db: Database, page: number, pageSize: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from enrolled_course_sessions where status <> 'delete'
        order by is_read, created_at desc, id desc offset ${(page - 1) * pageSize - 1} limit 1`,
  );
  if (!row) throw new Error("no row before the deep page");
  return row.id;
}

export async function runEnrollment(options: BenchOptions, workDir: string): Promise<Section> {
  const { settings } = options;
  const log = new PartLog();
  const load = new ListLoad(log, settings);

  const benchDatabase = async (label: string, database: BenchDatabase) => {
    const { db } = database.handle;
    const [admin] = await createSignInUsers(db, "bench_admin", 1, "super-admin");
    process.stderr.write(
      `  ${label.padEnd(10)} seeding ${ENROLLMENT_COUNT.toLocaleString("en-US")} enrollments …\n`,
    );
    const { value: seed, seconds } = await timed(() =>
      seedEnrollments(db, ENROLLMENT_COUNT, COURSE_SESSIONS),
    );
    log.note(
      `${label}: seeded ${seed.enrollments.toLocaleString("en-US")} enrollments over ` +
        `${seed.courseSessionIds.length} course sessions (${seed.unread.toLocaleString("en-US")} unread) ` +
        `in ${seconds.toFixed(1)} s.`,
    );
    const { app, origin } = await startFullApp(database, workDir);
    try {
      const headers = await signIn(app, admin as string);
      const deepAfterId = await lastIdBefore(db, DEEP_PAGE, 50);
      const rows = variants(seed.courseSessionIds, deepAfterId).map((variant) => ({
        name: variant.name,
        path: `/api/enrolled-course-sessions${variant.query ? `?${variant.query}` : ""}`,
        headers,
      }));
      await load.run(label, { app, origin, cpu: cpuProbe(database) }, rows, matchesAndRows);
    } finally {
      await app.close();
    }
  };
  await onEachDatabase(options, workDir, "enrollment", log, benchDatabase);
  load.finish(options, BEFORE);

  return {
    id: "enrollment",
    title: `Admin enrollment list on ${ENROLLMENT_COUNT.toLocaleString("en-US")} enrollments`,
    setup: [
      "- Command: `npm run bench -- --only=enrollment`",
      "- Load: GET /api/enrolled-course-sessions (50 a page, unread first then newest) through the full app " +
        "with an admin's bearer token, autocannon in a worker thread, " +
        `${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ${settings.seconds} s ` +
        "measured per row, no Accept-Encoding (responses uncompressed)",
      `- Data: ${ENROLLMENT_COUNT.toLocaleString("en-US")} enrollments over ${COURSE_SESSIONS} course sessions ` +
        "and two years; status 60 % normal, 15 % archive, 15 % cancel, 10 % delete; payment 25 % unknown, " +
        "30 % unpaid, 40 % paid, 5 % cancelled; 8 % unread; weighted Taiwanese and Western names; " +
        "PostgreSQL in a scratch database `edu_bench_enrollment` (dropped after), app pool of " +
        `${options.poolSize}; PGlite in a temp directory`,
      `- Target (DESIGN.md §7): p95 ≤ ${P95_TARGET_MS} ms at 50 concurrent clients on PostgreSQL`,
    ],
    table: formatTable(log.rows),
    notes: log.notes,
  };
}
