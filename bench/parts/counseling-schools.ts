// GET counseling-schools (a student's list, a counseling class's rows), its cards and the counselors'
// applications list (/applications) for a counselor with 200 students × 15 schools (issue 31 "Must show";
// DESIGN.md §7: list p95 ≤ 50 ms at 50 concurrent clients on PostgreSQL).
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
import { type ListAnswer, ListLoad, matchesOf, P95_TARGET_MS } from "../lib/list-load";
import type { BenchOptions } from "../lib/options";
import { formatTable, type Section } from "../lib/report";
import { seedSchools } from "../lib/seed-schools";
import { SCHOOL_COUNT } from "./schools";

/** The signed-in counselor and four others, each with 200 students in ten counseling classes. */
const COUNSELORS = 5;
const CLASSES_PER_COUNSELOR = 10;
const STUDENTS_PER_COUNSELOR = 200;
const SCHOOLS_PER_STUDENT = 15;
const STUDENTS = COUNSELORS * STUDENTS_PER_COUNSELOR;
const STUDENTS_PER_CLASS = STUDENTS_PER_COUNSELOR / CLASSES_PER_COUNSELOR;
/** Counselors read the product in Traditional Chinese: each school's name is looked up in it. */
const READER_LANGUAGE = "zh-TW";
const CYCLE = "2026-27";

/** Figures measured before a change, and why (kept in the section when the part runs again). */
const EARLIER = [
  "Before (2026-11-28 16:32 UTC, load 1.9, same command and data; req/s, p95 ms, DB CPU ms/req): one student " +
    "183, 335.9, 6.20; one class 145, 433.8, 9.97; applications 36, 1,396.4, 53.22; deadline within 45 days 42, " +
    "1,328.5, 48.23; cards 449, 138.6, 2.29. The run above had load 13–18 from other work on the machine: compare " +
    "CPU per request, not req/s or p95.",
  "Why (EXPLAIN (ANALYZE, BUFFERS) on the database kept with --keep-db; backend CPU per statement with " +
    "bench/statement-cpu.ts): every read was sent unnamed, parsed and planned per request, and planning it (the " +
    "deadline look-up, the access rule's sub-selects) cost ~3 ms, more than reading one student's 15 rows (one " +
    "student's list 3.8 → 0.8 ms as a named statement, the cards 1.4 → 0.4, the class page 7.5 → 3.0); the " +
    "applications list counted its 1,001 rows through the users and schools joins and the deadline look-up " +
    "(7.5 of 33 ms). Now (collected-read.repository.ts): one named prepared statement per shape, the first " +
    "pages' limit and offset and the plan → fact-key constants as literals, the count over counseling_schools " +
    "alone unless the filter reads the deadline.",
  "Left over the target: the applications list orders the counselor's 2,400 applying rows by next deadline, and " +
    "a school's deadline is computed per row from school_facts (an index probe and a sort of the figures, then " +
    "MM-DD → date: ~14 of the 33 ms; 25–35 ms of backend CPU per request), so a page of 20 cannot start from an " +
    "index; with the deadline filter the count computes it again. p95 ≤ 50 ms at 50 clients on 2 cores needs " +
    "~1–2 ms per request: store the school's deadline on the row (written with the row, refreshed when staff " +
    "change a deadline figure) and index it — a schema change. Every one-student request also runs " +
    "counseling-profile's access check unnamed (~1 ms of planning).",
];

type CounselingSeed = { rows: number; applying: number; student: number; classId: number };

/**
 * Students (`bcs_student1` …), one counseling course session with ten classes per counselor (class c
 * taught by counselor ⌈c / 10⌉, twenty students each) and 15 schools per student from the schools with a
 * regular-decision deadline: 3 dream, 4 reach, 4 fit, 3 safety, 1 uncategorized; 12 applying (one ED I,
 * four EA I, the rest RD), a quarter already submitted, an internal deadline on the first eight, a few
 * results in. Straight in SQL, as the other parts seed.
 */
async function seedCounselingSchools(db: Database, counselorPrefix: string): Promise<CounselingSeed> {
  await db.execute(sql`
    insert into users (username, email, first_name, last_name, finish_bind)
    select 'bcs_student' || g, 'bcs_student' || g || '@bench.example', 'Student', 'No. ' || g, true
    from generate_series(1, ${STUDENTS}) as g`);
  await db.execute(sql`
    insert into user_roles (user_id, role) select id, 'student' from users where username like 'bcs\\_student%'`);
  const [session] = await queryRows<{ id: number }>(
    db,
    sql`insert into course_sessions (type, title) values ('counseling', 'Bench counseling ' || ${CYCLE})
        returning id`,
  );
  const classes = COUNSELORS * CLASSES_PER_COUNSELOR;
  await db.execute(sql`
    insert into session_classes (course_session_id, name)
    select ${session?.id}, 'BCS class ' || c from generate_series(1, ${classes}) as c`);
  // Usernames compared as citext (the column's type) so the joins probe users_username_unique.
  await db.execute(sql`
    insert into session_class_teachers (session_class_id, user_id, role)
    select c.id, u.id, 'teacher' from session_classes c
    join users u on u.username = (${counselorPrefix} || ((substr(c.name, 11)::int - 1) / ${CLASSES_PER_COUNSELOR} + 1))::citext
    where c.name like 'BCS class %'`);
  await db.execute(sql`
    insert into student_class_tickets (student_user_id, course_session_id, session_class_id, is_paid)
    select u.id, c.course_session_id, c.id, true from generate_series(1, ${STUDENTS}) as g
    join users u on u.username = ('bcs_student' || g)::citext
    join session_classes c on c.name = 'BCS class ' || ((g - 1) / ${STUDENTS_PER_CLASS} + 1)`);
  // School j of student g: the ((g × 37 + j × 401) mod m)-th of the m schools with a regular deadline.
  await db.execute(sql`
    with pool as (
      select s.id, row_number() over (order by s.id) - 1 as n, count(*) over () as m from schools s
      where exists (select 1 from school_facts f where f.school_id = s.id and f.key = 'deadline_regular')
    ), pick as (
      select t.student_user_id, t.session_class_id, g, j from generate_series(1, ${STUDENTS}) as g
      join users u on u.username = ('bcs_student' || g)::citext
      join student_class_tickets t on t.student_user_id = u.id
      cross join generate_series(1, ${SCHOOLS_PER_STUDENT}) as j
    )
    insert into counseling_schools (student_user_id, session_class_id, school_id, cycle, category, is_applying,
      decision_plan, application_portal, application_status, admissions_result, internal_deadline, type)
    select k.student_user_id, k.session_class_id, p.id, ${CYCLE},
      (array['dream','dream','dream','reach','reach','reach','reach','fit','fit','fit','fit',
             'safety','safety','safety','uncategorized'])[k.j],
      k.j <= 12,
      case when k.j = 1 then 'ed1' when k.j <= 5 then 'ea1' when k.j <= 12 then 'rd' end,
      case when k.j <= 12 then case when k.j % 6 = 0 then 'school_site' else 'common_app' end end,
      case when k.j > 12 then null when (k.g + k.j) % 4 = 0 then 'submitted'
           when (k.g + k.j) % 4 = 1 then 'in_progress' else 'not_started' end,
      case when k.j = 1 and k.g % 7 = 0 then 'admitted' when k.j = 1 and k.g % 7 = 1 then 'deferred' end,
      case when k.j <= 8 then date '2026-12-01' + (k.j * 3 + k.g % 10) end,
      'DEFAULT'
    from pick k join pool p on p.n = (k.g * 37 + k.j * 401) % p.m
    on conflict (student_user_id, school_id) do nothing`);
  for (const table of [
    "users",
    "user_roles",
    "session_class_teachers",
    "student_class_tickets",
    "counseling_schools",
  ])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  const [row] = await queryRows<CounselingSeed>(
    db,
    sql`select (select count(*)::int from counseling_schools) as rows,
          (select count(*)::int from counseling_schools where is_applying) as applying,
          (select id from users where username = 'bcs_student100') as student,
          (select id from session_classes where name = 'BCS class 5') as "classId"`,
  );
  if (!row?.student || !row.classId) throw new Error("counseling seed: no student or class");
  return row;
}

export async function runCounselingSchools(options: BenchOptions, workDir: string): Promise<Section> {
  const { settings } = options;
  const log = new PartLog();
  const load = new ListLoad(log, settings);

  const benchDatabase = async (label: string, database: BenchDatabase) => {
    const { db } = database.handle;
    const [counselor] = await createSignInUsers(db, "bench_counselor", COUNSELORS, "teacher");
    process.stderr.write(`  ${label.padEnd(10)} seeding ${SCHOOL_COUNT.toLocaleString("en-US")} schools …\n`);
    const { seconds: schoolSeconds } = await timed(() => seedSchools(db, SCHOOL_COUNT));
    process.stderr.write(
      `  ${label.padEnd(10)} seeding ${STUDENTS.toLocaleString("en-US")} school lists …\n`,
    );
    const { value: seed, seconds } = await timed(() => seedCounselingSchools(db, "bench_counselor"));
    log.note(
      `${label}: seeded ${SCHOOL_COUNT.toLocaleString("en-US")} schools in ${schoolSeconds.toFixed(1)} s, then ` +
        `${seed.rows.toLocaleString("en-US")} collected schools (${seed.applying.toLocaleString("en-US")} ` +
        `applying) of ${STUDENTS.toLocaleString("en-US")} students in ${seconds.toFixed(1)} s.`,
    );
    const { app, origin } = await startFullApp(database, workDir);
    try {
      const headers = { ...(await signIn(app, counselor as string)), "accept-language": READER_LANGUAGE };
      // The pages' own queries: a list page reads one page of 100, the applications page 20 a page.
      const list = "/api/counseling-schools?page=1&page_size=";
      const scenarios = [
        { name: "counseling-schools, one student", path: `${list}100&student_user_id=${seed.student}` },
        { name: "counseling-schools, one class", path: `${list}20&session_class_id=${seed.classId}` },
        { name: "counseling-applications", path: "/api/counseling-applications?page=1&page_size=20" },
        {
          name: "counseling-applications, deadline within 45 days",
          path: "/api/counseling-applications?page=1&page_size=20&deadline_within_days=45",
        },
      ].map((scenario) => ({ ...scenario, headers }));
      const server = { app, origin, cpu: cpuProbe(database) };
      await load.run(label, server, scenarios, (body) => matchesOf(body as ListAnswer, true));
      const cards = `/api/counseling-schools/cards?student_user_id=${seed.student}`;
      await load.run(
        label,
        server,
        [{ name: "counseling-schools/cards, one student", path: cards, headers }],
        (body) => `${body.shown} of ${body.total} schools shown`,
      );
    } finally {
      await app.close();
    }
  };
  await onEachDatabase(options, workDir, "counseling_schools", log, benchDatabase);
  load.finish(options, EARLIER);

  return {
    id: "counseling-schools",
    title: `Counseling school lists: a counselor with ${STUDENTS_PER_COUNSELOR} students × ${SCHOOLS_PER_STUDENT} schools`,
    setup: [
      "- Command: `npm run bench -- --only=counseling-schools --db=postgres`",
      "- Load: GET /api/counseling-schools (one student's list, page of 100; one counseling class's rows, " +
        "page of 20), GET /api/counseling-schools/cards and GET /api/counseling-applications (the /applications " +
        "list, 20 a page, soonest deadline first; and due within 45 days) through the full app with the " +
        `counselor's bearer token and Accept-Language ${READER_LANGUAGE}, autocannon in a worker thread, ` +
        `${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ${settings.seconds} s ` +
        "measured per row, no Accept-Encoding (responses uncompressed)",
      `- Data: schools.ts's ${SCHOOL_COUNT.toLocaleString("en-US")} schools (bench/lib/seed-schools.ts); ` +
        `${COUNSELORS} counselors with ${STUDENTS_PER_COUNSELOR} students each in ${CLASSES_PER_COUNSELOR} ` +
        `counseling classes of ${STUDENTS_PER_CLASS}; ${SCHOOLS_PER_STUDENT} schools per student (3 dream, ` +
        "4 reach, 4 fit, 3 safety, 1 uncategorized; 12 applying: one ED I, four EA I, seven RD; internal " +
        `deadlines on eight), cycle ${CYCLE}; the signed-in counselor is the first; PostgreSQL in a scratch ` +
        `database \`edu_bench_counseling_schools\` (dropped after), app pool of ${options.poolSize}; PGlite ` +
        "in a temp directory",
      `- Target (DESIGN.md §7): p95 ≤ ${P95_TARGET_MS} ms at 50 concurrent clients on PostgreSQL`,
    ],
    table: formatTable(log.rows),
    notes: log.notes,
  };
}
