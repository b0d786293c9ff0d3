// GET /api/payroll/users/unpaid (teachers with payable teaching logs on no statement) and GET
// /api/payroll/unpaid/{teacher} on 1,000,000 lesson logs (issue 14 "Must show"; DESIGN.md §7: list
// p95 ≤ 50 ms at 50 concurrent clients on PostgreSQL). The lesson data is lessons.ts's seed; on top,
// every teaching log older than 8 weeks is on a statement (one statement per teacher and month), so
// the unpaid set is the recent tail a school really has.
// Run it with `npm run bench -- --only=payroll --db=postgres`.
import { sql } from "drizzle-orm";
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
import { LESSON_LOG_COUNT, seedLessons } from "./lessons";

const UNPAID_WEEKS = 8;

/** Statements for everything older than UNPAID_WEEKS: one per teacher and month, lines per log. */
export async function seedStatements(
  db: BenchDatabase["handle"]["db"],
): Promise<{ statements: number; items: number }> {
  await db.execute(sql`
    insert into payrolls (teacher_user_id, title, period_start, period_end, currency, total, payment_method)
    select t.teacher_user_id, 'Bench ' || to_char(m, 'YYYY-MM'), m::date, (m + interval '1 month - 1 day')::date,
           'TWD', 0, 'bank_transfer'
      from (select distinct teacher_user_id, date_trunc('month', started_at) as m from teaching_logs
             where started_at < now() - ${UNPAID_WEEKS} * interval '7 days') t`);
  await db.execute(sql`
    insert into payroll_items (payroll_id, kind, teaching_log_id, reason, class_id, started_at, duration_minutes,
                               salary_unit, is_online, rate, payable_students, amount, currency)
    select p.id, 'teaching', t.id, 'bench', t.session_class_id, t.started_at, t.duration_minutes, 3, false,
           t.salary, 1, t.salary * t.duration_minutes / 60, 'TWD'
      from teaching_logs t
      join payrolls p on p.teacher_user_id = t.teacher_user_id
                     and p.period_start = date_trunc('month', t.started_at)::date
     where t.started_at < now() - ${UNPAID_WEEKS} * interval '7 days'`);
  await db.execute(sql`
    update payrolls p set total = s.total
      from (select payroll_id, sum(amount) as total from payroll_items group by payroll_id) s
     where s.payroll_id = p.id`);
  for (const table of ["payrolls", "payroll_items"]) await db.execute(sql.raw(`vacuum analyze ${table}`));
  const [counts] = await queryRows<{ statements: number; items: number }>(
    db,
    sql`select (select count(*)::int from payrolls) as statements, (select count(*)::int from payroll_items) as items`,
  );
  return { statements: counts?.statements ?? 0, items: counts?.items ?? 0 };
}

export async function runPayroll(options: BenchOptions, workDir: string): Promise<Section> {
  const { settings } = options;
  const log = new PartLog();
  const load = new ListLoad(log, settings);

  const benchDatabase = async (label: string, database: BenchDatabase) => {
    const { db } = database.handle;
    const [admin] = await createSignInUsers(db, "bench_admin", 1, "super-admin");
    process.stderr.write(
      `  ${label.padEnd(10)} seeding ${LESSON_LOG_COUNT.toLocaleString("en-US")} lesson logs …\n`,
    );
    const { value: seed, seconds } = await timed(() => seedLessons(db));
    const { value: paid, seconds: paidSeconds } = await timed(() => seedStatements(db));
    log.note(
      `${label}: seeded ${seed.lessonLogs.toLocaleString("en-US")} lesson logs in ` +
        `${seed.teachingLogs.toLocaleString("en-US")} teaching logs in ${seconds.toFixed(1)} s; ` +
        `${paid.statements.toLocaleString("en-US")} statements holding ${paid.items.toLocaleString("en-US")} ` +
        `teaching logs in ${paidSeconds.toFixed(1)} s.`,
    );
    const { app, origin } = await startFullApp(database, workDir);
    try {
      const headers = await signIn(app, admin as string);
      const [teacher] = await queryRows<{ id: number }>(
        db,
        sql`select id from users where username = ${seed.teacher}`,
      );
      const scenarios = [
        { name: "payroll/users/unpaid", path: "/api/payroll/users/unpaid" },
        { name: "payroll/users/unpaid, keyword", path: "/api/payroll/users/unpaid?keyword=No.%2017" },
        { name: "payroll/unpaid/{teacher}", path: `/api/payroll/unpaid/${teacher?.id}` },
        { name: "payroll/unpaid (statements)", path: "/api/payroll/unpaid" },
      ];
      const server = { app, origin, cpu: cpuProbe(database) };
      const rows = scenarios.map(({ name, path }) => ({ name, path, headers }));
      await load.run(label, server, rows, matchesAndRows);
    } finally {
      await app.close();
    }
  };
  await onEachDatabase(options, workDir, "payroll", log, benchDatabase);
  load.finish(options);
  return {
    id: "payroll",
    title: `Payroll: teachers with unpaid teaching on ${LESSON_LOG_COUNT.toLocaleString("en-US")} lesson logs`,
    setup: [
      "- Command: `npm run bench -- --only=payroll --db=postgres`",
      "- Load: GET /api/payroll/users/unpaid, …?keyword=, /api/payroll/unpaid/{teacher} and /api/payroll/unpaid " +
        `as an admin, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ` +
        `${settings.seconds} s measured per row`,
      `- Data: the lessons part's seed; every teaching log older than ${UNPAID_WEEKS} weeks on a statement ` +
        "(one per teacher and month)",
      `- Target (DESIGN.md §7): p95 ≤ ${P95_TARGET_MS} ms at 50 concurrent clients on PostgreSQL`,
    ],
    table: formatTable(log.rows),
    notes: log.notes,
  };
}
