// The bill list (GET /api/order/unpaid, /api/orders/paid, as an admin and as a parent) and the parents
// with unbilled items (GET /api/order/users/unpaid) on 100,000 bills (issue 13 "Must show"; DESIGN.md §7:
// list p95 ≤ 50 ms at 50 concurrent clients on PostgreSQL). Lessons come from lessons.ts's seed at a size
// scaled to the bills (parents of two children, lesson logs at 2,000 TWD an hour); the bills are spread
// over those parents in every state, each with a line for one child and the lesson logs older than
// 8 weeks billed, so the unbilled set is the recent tail.
// Run it with `npm run bench -- --only=billing --db=postgres` (BENCH_BILLS=2000 for a smoke run).
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
import { seedLessons } from "./lessons";

const BILLED_AFTER_WEEKS = 8;

/** Bills in the bench (env BENCH_BILLS, default 100,000). */
export function billCount(): number {
  const value = Number(process.env.BENCH_BILLS ?? 100_000);
  if (!Number.isInteger(value) || value < 100) throw new Error("BENCH_BILLS must be an integer ≥ 100");
  return value;
}

/** Lesson data scaled to the bills: about 25 bills per student, 20 weekly logs per class. */
const lessonSizes = (bills: number) => {
  const students = Math.max(200, Math.round(bills / 50) * 2);
  return {
    teachers: Math.max(10, Math.round(students / 40)),
    students,
    groupClasses: Math.max(20, Math.round(students / 10)),
    groupSize: 5,
    privateClasses: Math.max(20, Math.round(students / 10)),
    logsPerClass: 20,
  };
};

/**
 * `bills` bills over the seeded parents (bl_parent*), round robin: status 0…5 by a hash (about a third
 * paid), a receivable date over the last year, one line for the parent's first child; then the lesson
 * logs older than BILLED_AFTER_WEEKS weeks are put on their family's newest bill (order_lesson_logs).
 */
export async function seedBills(db: Database, bills: number): Promise<{ bills: number; billedLogs: number }> {
  await db.execute(sql`
    insert into orders (parent_user_id, title, receivable_date, price_currency, total_price, status, sent_at, locale)
    select p.id, 'Bench bill ' || g, current_date - (g % 365), 'TWD', 400000 + (g % 50) * 10000,
           (case when g % 3 = 0 then 4 else (g % 6) end)::smallint,
           case when g % 6 = 0 and g % 3 <> 0 then null else now() - (g % 365) * interval '1 day' end, 'zh-TW'
    from generate_series(1, ${bills}) as g
    join (select id, row_number() over (order by id) as n, count(*) over () as total
            from users where username like 'bl\\_parent%') p on p.n = 1 + g % p.total`);
  await db.execute(sql`
    insert into order_items (order_id, type, user_id, title, price, price_currency, converted_price)
    select o.id, 'manual', (select min(student_id) from parent_students ps where ps.parent_id = o.parent_user_id),
           o.title, o.total_price, 'TWD', o.total_price
    from orders o where o.title like 'Bench bill %'`);
  await db.execute(
    sql`with newest as (
          select distinct on (parent_user_id) o.id, o.parent_user_id from orders o
          where o.title like 'Bench bill %' order by parent_user_id, o.id desc),
        lines as (
          insert into order_items (order_id, type, session_class_id, user_id, title, price, price_currency, converted_price)
          select n.id, 'lesson', l.session_class_id, l.student_user_id, 'Bench lessons', sum(l.fee * 2), 'TWD', sum(l.fee * 2)
          from newest n
          join parent_students ps on ps.parent_id = n.parent_user_id
          join lesson_logs l on l.student_user_id = ps.student_id
          where l.started_at < now() - ${BILLED_AFTER_WEEKS} * interval '7 days' and l.attendance_status = 1
          group by n.id, l.session_class_id, l.student_user_id
          returning id, order_id, session_class_id, user_id)
        insert into order_lesson_logs (order_item_id, lesson_log_id, unit_price, unit, price, price_currency)
        select li.id, l.id, l.fee, 2, l.fee * 2, 'TWD'
        from lines li
        join lesson_logs l on l.session_class_id = li.session_class_id and l.student_user_id = li.user_id
        where l.started_at < now() - ${BILLED_AFTER_WEEKS} * interval '7 days' and l.attendance_status = 1`,
  );
  for (const table of ["orders", "order_items", "order_lesson_logs"])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  const [counts] = await queryRows<{ bills: number; logs: number }>(
    db,
    sql`select (select count(*)::int from orders) as bills, (select count(*)::int from order_lesson_logs) as logs`,
  );
  return { bills: counts?.bills ?? 0, billedLogs: counts?.logs ?? 0 };
}

/** A seeded parent signs in with the bench password (users made without one). */
async function givePassword(db: Database, username: string): Promise<void> {
  const [source] = await createSignInUsers(db, "bench_bill_password", 1, "student");
  await db.execute(sql`
    update users set password_hash = (select password_hash from users where username = ${source})
    where username = ${username}`);
}

export async function runBilling(options: BenchOptions, workDir: string): Promise<Section> {
  const { settings } = options;
  const log = new PartLog();
  const load = new ListLoad(log, settings);
  const bills = billCount();
  const sizes = lessonSizes(bills);

  const benchDatabase = async (label: string, database: BenchDatabase) => {
    const { db } = database.handle;
    const [admin] = await createSignInUsers(db, "bench_admin", 1, "super-admin");
    process.stderr.write(`  ${label.padEnd(10)} seeding ${bills.toLocaleString("en-US")} bills …\n`);
    const { value: lessons, seconds } = await timed(() => seedLessons(db, sizes));
    const { value: seeded, seconds: billSeconds } = await timed(() => seedBills(db, bills));
    await givePassword(db, lessons.parent);
    log.note(
      `${label}: seeded ${lessons.lessonLogs.toLocaleString("en-US")} lesson logs of ` +
        `${sizes.students.toLocaleString("en-US")} students in ${seconds.toFixed(1)} s; ` +
        `${seeded.bills.toLocaleString("en-US")} bills over ${(sizes.students / 2).toLocaleString("en-US")} parents ` +
        `holding ${seeded.billedLogs.toLocaleString("en-US")} lesson logs in ${billSeconds.toFixed(1)} s.`,
    );
    const { app, origin } = await startFullApp(database, workDir);
    try {
      const callers = {
        admin: await signIn(app, admin as string),
        parent: await signIn(app, lessons.parent),
      };
      const scenarios = [
        { name: "order/unpaid (bill list)", caller: "admin", path: "/api/order/unpaid" },
        { name: "order/unpaid, keyword", caller: "admin", path: "/api/order/unpaid?q=No.%2017" },
        // A keyword of one bill: the page cannot stop early on the recent index, it reads the matches.
        {
          name: "order/unpaid, one bill's title",
          caller: "admin",
          path: "/api/order/unpaid?q=Bench%20bill%2099997",
        },
        { name: "order/unpaid, status", caller: "admin", path: "/api/order/unpaid?status=1" },
        { name: "orders/paid", caller: "admin", path: "/api/orders/paid" },
        { name: "order/unpaid, parent's own", caller: "parent", path: "/api/order/unpaid" },
        { name: "order/users/unpaid", caller: "admin", path: "/api/order/users/unpaid" },
        { name: "order/users/unpaid, keyword", caller: "admin", path: "/api/order/users/unpaid?q=No.%2017" },
      ] as const;
      const server = { app, origin, cpu: cpuProbe(database) };
      const rows = scenarios.map(({ name, caller, path }) => ({ name, path, headers: callers[caller] }));
      await load.run(label, server, rows, matchesAndRows);
    } finally {
      await app.close();
    }
  };
  await onEachDatabase(options, workDir, "billing", log, benchDatabase);
  load.finish(options);
  return {
    id: "billing",
    title: `Billing: bill lists and parents with unbilled items on ${bills.toLocaleString("en-US")} bills`,
    setup: [
      "- Command: `npm run bench -- --only=billing --db=postgres` (env BENCH_BILLS, default 100,000)",
      "- Load: GET /api/order/unpaid (plain, keyword, status), /api/orders/paid and /api/order/users/unpaid " +
        `as an admin, /api/order/unpaid as a parent; ${settings.connections} connections, ` +
        `${settings.warmupSeconds} s warm-up then ${settings.seconds} s measured per row`,
      `- Data: lessons.ts's seed scaled to ${sizes.students.toLocaleString("en-US")} students (parents of two); ` +
        `bills round robin over the parents in every state; lesson logs older than ${BILLED_AFTER_WEEKS} weeks billed`,
      `- Target (DESIGN.md §7): p95 ≤ ${P95_TARGET_MS} ms at 50 concurrent clients on PostgreSQL`,
    ],
    table: formatTable(log.rows),
    notes: log.notes,
  };
}
