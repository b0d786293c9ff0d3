// GET /api/enrolled-course-sessions (admin list: unread first, newest first, 50 a page) on 100k
// enrollments (issue 5 "Must show"; DESIGN.md §7: list p95 ≤ 50 ms at 50 concurrent clients on PostgreSQL).
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
import { seedEnrollments } from "../lib/seed";

export const ENROLLMENT_COUNT = 100_000;
const COURSE_SESSIONS = 8;
const DEEP_PAGE = 1000;
const P95_TARGET_MS = 50;

function variants(sessionIds: number[]): Array<{ name: string; query: string }> {
  return [
    { name: "default (unread first, page 1)", query: "" },
    { name: "status=normal & payment_status=unpaid", query: "status=normal&payment_status=unpaid" },
    { name: "course_session_id & status=normal", query: `course_session_id=${sessionIds[2]}&status=normal` },
    { name: "q=chen", query: "q=chen" },
    { name: `deep page (page=${DEEP_PAGE})`, query: `page=${DEEP_PAGE}` },
  ];
}

export async function runEnrollment(options: BenchOptions, workDir: string): Promise<Section> {
  const { settings } = options;
  const log = new PartLog();
  const misses: string[] = [];

  const benchDatabase = async (label: string, database: BenchDatabase) => {
    const { db } = database.handle;
    const [admin] = await createSignInUsers(db, "bench_admin", 1, "admin");
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
      for (const variant of variants(seed.courseSessionIds)) {
        const path = `/api/enrolled-course-sessions${variant.query ? `?${variant.query}` : ""}`;
        const body = (await probe(app, path, headers)) as { total: number; data: unknown[] };
        const scenario = `${variant.name} → ${body.total.toLocaleString("en-US")} matches, ${body.data.length} rows`;
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
  await onEachDatabase(options, workDir, "enrollment", log, benchDatabase);
  if (log.rows.some((row) => row.result.completed === 0))
    log.note(
      `Rows with 0 req/s: no request completed inside the ${settings.seconds} s window (each waited longer ` +
        "than that behind the others; the server drains the warm-up's backlog before the measured run).",
    );
  if (log.rows.some((row) => row.database === "PostgreSQL"))
    log.note(
      misses.length === 0
        ? `PostgreSQL: every variant meets p95 ≤ ${P95_TARGET_MS} ms at ${settings.connections} connections.`
        : `PostgreSQL: p95 ≤ ${P95_TARGET_MS} ms NOT met by ${misses.join(", ")}.`,
    );

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
