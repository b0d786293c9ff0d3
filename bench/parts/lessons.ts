// GET /api/teaching-logs and GET /api/student-attendances on 1,000,000 lesson logs (issue 12 "Must
// show"; DESIGN.md §7: list p95 ≤ 50 ms at 50 concurrent clients on PostgreSQL), as the callers whose
// scopes differ: an admin (everything), a teacher (the classes they teach), a parent (two children).
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

/** The bench's data; `seedLessons` takes smaller sizes to try the SQL. */
export const LESSON_SIZES = {
  teachers: 200,
  students: 8_000,
  groupClasses: 1_800,
  groupSize: 5,
  privateClasses: 1_000,
  logsPerClass: 100,
};
type Sizes = typeof LESSON_SIZES;
const { teachers: TEACHERS, students: STUDENTS, groupClasses: GROUP_CLASSES } = LESSON_SIZES;
const { groupSize: GROUP_SIZE, privateClasses: PRIVATE_CLASSES, logsPerClass: LOGS_PER_CLASS } = LESSON_SIZES;
/** 1,800 × 5 × 100 + 1,000 × 1 × 100. */
export const LESSON_LOG_COUNT = (GROUP_CLASSES * GROUP_SIZE + PRIVATE_CLASSES) * LOGS_PER_CLASS;

/** What was measured before the per-class and per-student reads (scoped-page.ts), and why. */
const EARLIER = [
  "Before (05:23 UTC, load 11.5 / 8.3 / 8.0, same command and data; req/s, p95 ms, DB CPU ms/req): " +
    "teaching-logs admin 139, 737.3, 1.67; one class 103, 773.8, 1.72; teacher 98, 649.0, 6.17; " +
    "student-attendances admin 157, 534.9, 2.72; absent only 114, 698.8, 6.19; teacher 91, 737.5, 11.94; " +
    "parent 347, 202.7, 2.55.",
  "Why the teacher was slow (EXPLAIN (ANALYZE, BUFFERS) of the real statements, scratch database " +
    "edu_lessons_perf, teacher of 14 classes = 0.5 % of the rows spread evenly over two years): the page " +
    "walked the global (started_at desc) index and filtered `session_class_id = any(…)`: student-attendances " +
    "removed 8,408 lesson logs for 50 (8,501 buffers, 39.3 ms at load 13), teaching-logs 9,344 (7,994 buffers, " +
    "9.6 ms). Now `unnest(classes) cross join lateral (… where session_class_id = c order by started_at desc " +
    "limit offset+n)` per class (and per student of a family, union all without overlap): 14 × 50 index " +
    "entries, 528 buffers, 1.1 ms; teaching-logs 43 buffers, 0.6 ms. The count keeps the BitmapOr (0.6 ms; " +
    "the laterals up to 1,001 per class cost 3.2 ms).",
  "Admin, absent only: the walk of lesson_logs_started_idx removed 1,405 rows for 50 and the capped count " +
    "was a sequential scan removing 32,176 (4.8 ms); lesson_logs_status_started_idx (attendance_status, " +
    "started_at desc, id desc) reads 50 and 1,001 entries. The parent's page (three students, 400 rows) was " +
    "already 0.1 ms: the parent's cost is fixed per request (planning ~1.2 ms of the joined page, the scope " +
    "look-ups, sign-in), not the scan.",
  "One statement per list (issue 12 follow-up, 11:25–12:00 UTC, load 10–17 from the other helpers' work): " +
    "the same command before (DB CPU ms/req: teaching-logs admin 1.79, one class 2.03, teacher 3.17; " +
    "student-attendances admin 3.47, absent only 3.42, teacher 4.07, parent 2.97) sent 5 statements per " +
    "teacher request (session, classes taught, capped count, page ids, the page's rows), each parsed and " +
    "planned (the rows statement alone 0.5–0.9 ms of planning), and the rows statement hashed all 2,800 " +
    "session_classes (a sequential scan) to name 50 rows. Now the count, the page and its rows are one " +
    "named prepared statement (`(count) n left join lateral (page) p`, the scope's ids as array " +
    "parameters so the text is the same for every caller; first pages only, deeper pages as plain text) " +
    "and class, student and teacher are `lateral … limit 1` index probes. A teacher's absences " +
    "(`attendance_status=4`) counted by ANDing the whole status index (29,817 entries, 15 ms) into the " +
    "scope's BitmapOr; `attendance_status + 0` in a scope filters the 5,000 rows instead (31 → 4 ms at load 15).",
  "payroll/users/unpaid on these 280,000 teaching logs with every log older than 8 weeks on a statement " +
    "(257,600 payroll_items; 21,842 payable logs unpaid), load 14–15: payroll's current anti-join (seq scan + " +
    "hash anti-join + a payable probe of lesson_logs per unpaid log) 448–665 ms; with teaching_logs.has_payable " +
    "(kept by triggers) and payroll_claimed (set by payroll) the partial index teaching_logs_unpaid_idx answers " +
    "the per-teacher count/min/max as an index-only scan: 7.4 ms (81 buffers); keeping `not exists " +
    "payroll_items` as a guard costs 121–184 ms again.",
];

/** A non-negative pseudo-random integer from a row number and a salt (as in lib/seed.ts). */
const h = (column: string, salt: number) => sql.raw(`(hashint4(${column} * 7 + ${salt}) & 2147483647)`);

type LessonSeed = {
  teachingLogs: number;
  lessonLogs: number;
  teacher: string;
  teacherClasses: number;
  parent: string;
  parentRows: number;
};

/**
 * Teachers, students (each pair of students has a parent), group classes of five placed students
 * and private classes of one, each class with a teacher and 100 weekly logs over two years; lesson
 * logs for every placed student, attendance 80 % present, then late, excused, absent, cancelled,
 * late cancellation and make-up. The signed-in teacher is one of the 200 (about 14 classes); the
 * signed-in parent has two of the students as children.
 */
export async function seedLessons(db: Database, sizes: Sizes = LESSON_SIZES): Promise<LessonSeed> {
  const { teachers: TEACHERS, students: STUDENTS, groupClasses: GROUP_CLASSES } = sizes;
  const { groupSize: GROUP_SIZE, privateClasses: PRIVATE_CLASSES, logsPerClass: LOGS_PER_CLASS } = sizes;
  await db.execute(sql`
    insert into users (username, email, first_name, last_name, finish_bind)
    select 'bl_teacher' || g, 'bl_teacher' || g || '@bench.example', 'Teacher', 'No. ' || g, true
    from generate_series(1, ${TEACHERS}) as g
    union all
    select 'bl_student' || g, 'bl_student' || g || '@bench.example', 'Student', 'No. ' || g, true
    from generate_series(1, ${STUDENTS}) as g
    union all
    select 'bl_parent' || g, 'bl_parent' || g || '@bench.example', 'Parent', 'No. ' || g, true
    from generate_series(1, ${STUDENTS / 2}) as g`);
  await db.execute(sql`
    insert into user_roles (user_id, role)
    select id, case when username like 'bl_teacher%' then 'teacher'
                    when username like 'bl_student%' then 'student' else 'parent' end
    from users where username like 'bl\\_%'`);
  // Usernames compared as citext (the column's type) so both joins probe users_username_unique: as
  // text against citext they were a nested loop of two sequential scans (49M comparisons, minutes).
  await db.execute(sql`
    insert into parent_students (parent_id, student_id)
    select p.id, s.id from generate_series(1, ${STUDENTS / 2}) as g
    join users p on p.username = ('bl_parent' || g)::citext
    join users s on s.username in (('bl_student' || (g * 2 - 1))::citext, ('bl_student' || (g * 2))::citext)`);
  const sessions = await queryRows<{ id: number }>(
    db,
    sql`insert into course_sessions (type, title, short_name, city, fee, currency, start_date, date)
        select 'group', 'Bench lessons ' || g, 'BL' || g, 'Taipei', 1200000, 'TWD', current_date - 730, 'Sat'
        from generate_series(1, 20) as g returning id`,
  );
  const groupSessions = sql.raw(`array[${sessions.map((row) => row.id).join(", ")}]::int[]`);
  // Classes: numbered 1 … 2,800 in their name; group ones in the 20 sessions, private ones in
  // the private kinds' sessions 1 (in person) and 2 (online).
  await db.execute(sql`
    insert into session_classes (course_session_id, name, start_date, timezone)
    select case when g <= ${GROUP_CLASSES} then (${groupSessions})[1 + g % 20] else 1 + g % 2 end,
           'BL class ' || g, current_date - 730, 'Asia/Taipei'
    from generate_series(1, ${GROUP_CLASSES + PRIVATE_CLASSES}) as g`);
  await db.execute(sql`
    insert into session_class_teachers (session_class_id, user_id, role)
    select c.id, t.id, 'teacher'
    from session_classes c
    join users t on t.username = ('bl_teacher' || (1 + substr(c.name, 10)::int % ${TEACHERS}))::citext
    where c.name like 'BL class %'`);
  // Seats: group class n takes students 5(n-1)+1 … 5n (wrapping), private class n one student.
  await db.execute(sql`
    insert into student_class_tickets (student_user_id, course_session_id, is_paid, session_class_id, placed_at)
    select s.id, c.course_session_id, true, c.id, now()
    from (select id, course_session_id, substr(name, 10)::int as n from session_classes
          where name like 'BL class %') as c
    cross join lateral generate_series(1, case when c.n <= ${GROUP_CLASSES} then ${GROUP_SIZE} else 1 end) as seat
    join users s on s.username = ('bl_student' || (1 + ((c.n - 1) * ${GROUP_SIZE} + seat - 1) % ${STUDENTS}))::citext`);
  await db.execute(sql`
    insert into teaching_logs (kind, session_class_id, teacher_user_id, salary, started_at, timezone,
                               duration_minutes, content)
    select case when c.course_session_id <= 10 then 'private' else 'group' end, c.id, t.user_id, 120000,
           now() - (${LOGS_PER_CLASS} - k) * interval '7 days' - (c.id % 48) * interval '1 hour',
           'Asia/Taipei', 120, '<p>Lesson ' || k || '</p>'
    from session_classes c
    join session_class_teachers t on t.session_class_id = c.id
    cross join generate_series(1, ${LOGS_PER_CLASS}) as k
    where c.name like 'BL class %'`);
  await db.execute(sql`
    insert into lesson_logs (teaching_log_id, session_class_id, started_at, student_user_id,
                             student_class_ticket_id, fee, attendance_status)
    select t.id, t.session_class_id, t.started_at, s.student_user_id, s.id, 200000,
           case when r < 80 then 1 when r < 86 then 2 when r < 90 then 3 when r < 93 then 4
                when r < 95 then 5 when r < 96 then 6 when r < 98 then 7 else 8 end
    from teaching_logs t
    join student_class_tickets s on s.session_class_id = t.session_class_id,
    lateral (select ${h("t.id * 13 + s.id", 51)} % 100 as r) as pick`);
  for (const table of [
    "users",
    "user_roles",
    "parent_students",
    "session_classes",
    "session_class_teachers",
    "student_class_tickets",
    "teaching_logs",
    "lesson_logs",
  ])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  const [counts] = await queryRows<{ teaching: number; lessons: number }>(
    db,
    sql`select (select count(*)::int from teaching_logs) as teaching, (select count(*)::int from lesson_logs) as lessons`,
  );
  const [teacherClasses] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from session_class_teachers t join users u on u.id = t.user_id
        where u.username = 'bl_teacher1'`,
  );
  const [parentRows] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from lesson_logs l join parent_students ps on ps.student_id = l.student_user_id
        join users p on p.id = ps.parent_id where p.username = 'bl_parent1'`,
  );
  return {
    teachingLogs: counts?.teaching ?? 0,
    lessonLogs: counts?.lessons ?? 0,
    teacher: "bl_teacher1",
    teacherClasses: teacherClasses?.n ?? 0,
    parent: "bl_parent1",
    parentRows: parentRows?.n ?? 0,
  };
}

/** The seeded teacher and parent sign in with the bench password (users made without one). */
async function givePassword(db: Database, usernames: string[]): Promise<void> {
  const [source] = await createSignInUsers(db, "bench_password_source", 1, "student");
  await db.execute(sql`
    update users set password_hash = (select password_hash from users where username = ${source})
    where username in (${sql.join(
      usernames.map((name) => sql`${name}`),
      sql`, `,
    )})`);
}

export async function runLessons(options: BenchOptions, workDir: string): Promise<Section> {
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
    await givePassword(db, [seed.teacher, seed.parent]);
    log.note(
      `${label}: seeded ${seed.lessonLogs.toLocaleString("en-US")} lesson logs in ` +
        `${seed.teachingLogs.toLocaleString("en-US")} teaching logs in ${seconds.toFixed(1)} s; the teacher ` +
        `teaches ${seed.teacherClasses} classes, the parent's two children have ${seed.parentRows} lesson logs.`,
    );
    const { app, origin } = await startFullApp(database, workDir);
    try {
      const callers = {
        admin: await signIn(app, admin as string),
        teacher: await signIn(app, seed.teacher),
        parent: await signIn(app, seed.parent),
      };
      const [someClass] = await queryRows<{ id: number }>(
        db,
        sql`select id from session_classes where name = 'BL class 7'`,
      );
      const scenarios: Array<{ name: string; caller: keyof typeof callers; path: string }> = [
        { name: "teaching-logs, admin", caller: "admin", path: "/api/teaching-logs" },
        {
          name: "teaching-logs, admin, one class",
          caller: "admin",
          path: `/api/teaching-logs?class_id=${someClass?.id}`,
        },
        { name: "teaching-logs, teacher", caller: "teacher", path: "/api/teaching-logs" },
        { name: "student-attendances, admin", caller: "admin", path: "/api/student-attendances" },
        {
          name: "student-attendances, admin, absent only",
          caller: "admin",
          path: "/api/student-attendances?attendance_status=4",
        },
        { name: "student-attendances, teacher", caller: "teacher", path: "/api/student-attendances" },
        {
          name: "student-attendances, teacher, absent only",
          caller: "teacher",
          path: "/api/student-attendances?attendance_status=4",
        },
        { name: "student-attendances, parent", caller: "parent", path: "/api/student-attendances" },
      ];
      const rows = scenarios.map(({ name, caller, path }) => ({ name, path, headers: callers[caller] }));
      await load.run(label, { app, origin, cpu: cpuProbe(database) }, rows, matchesAndRows);
    } finally {
      await app.close();
    }
  };
  await onEachDatabase(options, workDir, "lessons", log, benchDatabase);
  load.finish(options, EARLIER);

  return {
    id: "lessons",
    title: `Lesson logs and attendance on ${LESSON_LOG_COUNT.toLocaleString("en-US")} lesson logs`,
    setup: [
      "- Command: `npm run bench -- --only=lessons` (add `--db=postgres` to skip PGlite's long seeding)",
      "- Load: GET /api/teaching-logs and GET /api/student-attendances (50 a page, latest first) through the " +
        "full app with bearer tokens of an admin, a teacher and a parent, autocannon in a worker thread, " +
        `${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ${settings.seconds} s ` +
        "measured per row, no Accept-Encoding (responses uncompressed)",
      `- Data: ${TEACHERS} teachers, ${STUDENTS.toLocaleString("en-US")} students, ` +
        `${(STUDENTS / 2).toLocaleString("en-US")} parents of two; ${GROUP_CLASSES.toLocaleString("en-US")} ` +
        `group classes of ${GROUP_SIZE} and ${PRIVATE_CLASSES.toLocaleString("en-US")} private lessons of one, ` +
        `${LOGS_PER_CLASS} weekly logs each over two years; attendance 80 % present, 6 % late, 4 % excused, ` +
        "3 % absent, 2 % cancelled by the school, 1 % by the teacher, 2 % late cancellation, 2 % make-up; " +
        "PostgreSQL in a scratch database `edu_bench_lessons` (dropped after), app pool of " +
        `${options.poolSize}; PGlite in a temp directory`,
      `- Target (DESIGN.md §7): p95 ≤ ${P95_TARGET_MS} ms at 50 concurrent clients on PostgreSQL`,
    ],
    table: formatTable(log.rows),
    notes: log.notes,
  };
}
