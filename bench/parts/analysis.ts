// The analysis pages (issue 33 "Must show"): a class's per-question analysis of one practice for 40 students ×
// 10 practices × 50 questions, the class's forms list, and /analysis/sat for one student with 100 attempts
// (DESIGN.md §7: p95 ≤ 50 ms at 50 concurrent clients on PostgreSQL).
import { scoreAttempt, type TestForm, testFormSchema } from "@edu/shared/test-engine";
import { sql } from "drizzle-orm";
import type { Database } from "../../apps/server/src/db/database";
import { queryRows } from "../../apps/server/src/db/query-rows";
import {
  importTestForm,
  publishTestForm,
  testAnswers,
  testAttempts,
  testItemEvents,
} from "../../apps/server/src/modules/test-engine";
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
import { ListLoad } from "../lib/list-load";
import type { BenchOptions } from "../lib/options";
import { formatTable, type Section } from "../lib/report";

const STUDENTS = 40;
const PRACTICES = 10;
const PER_MODULE = 25; // 50 questions taken: module 1, then the easier or the harder module 2
const ONE_STUDENT_ATTEMPTS = 100;
/** Other classes' students with the same load, so the class's rows are a part of the tables. */
const OTHER_STUDENTS = 160;

/** Figures measured before a change, and why (kept in the section when the part runs again). */
const EARLIER: string[] = [
  "Before (2026-11-28 ~20:20 UTC, load average ~20 from other work on the 2 cores, same command and data; CPU ms " +
    "per request, p95 ms): class × one practice 122.2, 3,799.9; the class's practices 18.1, 928.4; /analysis/sat " +
    "120.2, 2,898.3. Compare CPU per request, not p95, while the machine is this loaded.",
  "Why (EXPLAIN (ANALYZE, BUFFERS) with bench/explain-endpoint.ts on --keep-db): each page sent 3–4 statements " +
    "that each rebuilt the attempts and the event windows (seconds per question); the module's end was joined to " +
    "every event (10,000 index probes for 100 attempts); the windows took three sorted passes over the events; " +
    "each attempt's items were expanded twice for the right/counted numbers. Now (analysis-sql.ts, *.repository.ts): " +
    "one statement per page answering JSON lists from CTEs read once, the module's end read lazily for a module's " +
    "last event only, two window passes (the latest enter and hidden/visible as running maxima), one lateral pass " +
    "for both counts: the student statement 190 → 130 ms and the class one 106 → 66 ms under the same load.",
  "Left: the event windows (a sort and two window passes over 10,000 events for 100 attempts, ~2/3 of the " +
    "student statement) are recomputed on every read although a submitted attempt's events never change; storing " +
    "seconds per question at submit (the engine's table, or a cache table of this module) would make these reads " +
    "index look-ups — a schema change left for the lead to decide.",
];

/** A practice form written for the bench: 25 questions, then 25 easier or 25 harder (≥ 15 right). */
function practiceForm(n: number): TestForm {
  const items = (module: string) =>
    Array.from({ length: PER_MODULE }, (_, i) => ({
      key: `${module}-q${i + 1}`,
      kind: "single_choice" as const,
      stem: `Bench question ${i + 1} of ${module}`,
      choices: ["A", "B", "C", "D"].map((key) => ({ key, text: `Choice ${key}` })),
      answer: ["A", "B", "C", "D"][i % 4] as string,
      domain: `d${(i % 4) + 1}`,
      skills: [`s${(i % 8) + 1}`],
    }));
  return testFormSchema.parse({
    key: `bench-analysis-${n}`,
    test_type: "SAT",
    title: { en: `Bench practice ${n}` },
    taxonomy: {
      domains: [1, 2, 3, 4].map((d) => ({ key: `d${d}`, title: { en: `Domain ${d}` } })),
      skills: [1, 2, 3, 4, 5, 6, 7, 8].map((s) => ({
        key: `s${s}`,
        domain: `d${((s - 1) % 4) + 1}`,
        title: { en: `Skill ${s}` },
      })),
    },
    sections: [
      {
        key: "rw",
        title: { en: "Reading and Writing" },
        modules: [
          { key: "m1", items: items("m1") },
          { key: "m2-easy", items: items("m2e") },
          { key: "m2-hard", items: items("m2h") },
        ],
        routing: [{ after: "m1", branches: [{ min_raw: 15, next: "m2-hard" }], otherwise: "m2-easy" }],
        scoring: {
          scaled_min: 200,
          scaled_max: 800,
          tables: [{ rows: Array.from({ length: 51 }, (_, raw) => ({ raw, scaled: 200 + raw * 12 })) }],
        },
      },
    ],
  });
}

/** A small deterministic generator (the same data every run). */
function rng(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

type Seeded = { classId: number; formId: number; student: number; attempts: number; events: number };

/**
 * One class of 40 students (taught by the signed-in teacher) and 160 other students, each having taken the
 * 10 practices once (scores as the engine writes them, 50 answers, an enter and a leave per question);
 * the class's first student has taken them 100 times in all. Rows straight in, in chunks.
 */
async function seedAnalysis(db: Database, teacherId: number): Promise<Seeded> {
  const forms: { id: number; versionId: number; form: TestForm }[] = [];
  for (let n = 1; n <= PRACTICES; n++) {
    const form = practiceForm(n);
    const imported = await importTestForm(db, { id: teacherId, roles: ["super-admin"] }, form);
    await publishTestForm(db, imported.data.id, { is_public: true });
    const [version] = await queryRows<{ id: number }>(
      db,
      sql`select id from test_form_versions where form_id = ${imported.data.id} order by version desc limit 1`,
    );
    forms.push({ id: imported.data.id, versionId: version?.id ?? 0, form });
  }
  const total = STUDENTS + OTHER_STUDENTS;
  const students = await queryRows<{ id: number }>(
    db,
    sql`insert into users (username, email, first_name, last_name, finish_bind)
      select 'ban_student' || g, 'ban_student' || g || '@bench.example', 'Student', 'No. ' || g, true
      from generate_series(1, ${total}) as g returning id`,
  );
  const ids = students.map((row) => row.id).sort((a, b) => a - b);
  await db.execute(sql`insert into user_roles (user_id, role)
    select id, 'student' from users where username like 'ban\\_student%'`);
  const [session] = await queryRows<{ id: number }>(
    db,
    sql`insert into course_sessions (title, is_online) values ('Bench online SAT', true) returning id`,
  );
  const classes = await queryRows<{ id: number }>(
    db,
    sql`insert into session_classes (course_session_id, name)
      select ${session?.id}, 'Bench analysis class ' || c from generate_series(1, ${total / STUDENTS}) as c
      returning id`,
  );
  const classIds = classes.map((row) => row.id).sort((a, b) => a - b);
  const classId = classIds[0] ?? 0;
  await db.execute(sql`insert into session_class_teachers (session_class_id, user_id, role)
    values (${classId}, ${teacherId}, 'teacher')`);
  for (const [index, id] of ids.entries())
    await db.execute(sql`insert into student_class_tickets (student_user_id, course_session_id, session_class_id, is_paid)
      values (${id}, ${session?.id}, ${classIds[Math.floor(index / STUDENTS)]}, true)`);

  const student = ids[0] ?? 0;
  const runs: { userId: number; form: (typeof forms)[number] }[] = [];
  for (const userId of ids) for (const form of forms) runs.push({ userId, form });
  for (let extra = 0; extra < ONE_STUDENT_ATTEMPTS - PRACTICES; extra++)
    runs.push({ userId: student, form: forms[extra % PRACTICES] as (typeof forms)[number] });

  const start = Date.UTC(2026, 9, 1);
  let events = 0;
  const CHUNK = 50;
  for (let from = 0; from < runs.length; from += CHUNK) {
    const chunk = runs.slice(from, from + CHUNK);
    const plans = chunk.map(({ userId, form }, i) => {
      const random = rng(userId * 7919 + form.id * 104729 + from + i);
      const ability = 0.35 + random() * 0.55;
      const responses: Record<string, { kind: "single_choice"; choice: string | null }> = {};
      const module1 = form.form.sections[0]?.modules[0]?.items ?? [];
      const pick = (item: (typeof module1)[number]) => {
        if (item.kind !== "single_choice") return;
        const wrong = item.choices.find((c) => c.key !== item.answer)?.key ?? null;
        responses[item.key] = { kind: "single_choice", choice: random() < ability ? item.answer : wrong };
      };
      module1.forEach(pick);
      const right = module1.filter(
        (item) => item.kind === "single_choice" && responses[item.key]?.choice === item.answer,
      ).length;
      const second = right >= 15 ? "m2-hard" : "m2-easy";
      const module2 = form.form.sections[0]?.modules.find((m) => m.key === second)?.items ?? [];
      module2.forEach(pick);
      const route = ["m1", second];
      const scores = scoreAttempt(form.form, route, { responses });
      const began = new Date(start + (from + i) * 3_600_000);
      let at = began.getTime();
      const timeline = [...module1, ...module2].map((item, n) => {
        const seconds = 5 + Math.floor(random() * 115);
        const entry = {
          item: item.key,
          module: n < PER_MODULE ? "m1" : second,
          enter: at,
          leave: at + seconds * 1000,
        };
        at += seconds * 1000;
        return entry;
      });
      return { userId, form, route, scores, responses, began, ended: new Date(at), timeline };
    });
    const inserted = await db
      .insert(testAttempts)
      .values(
        plans.map((plan) => ({
          userId: plan.userId,
          formVersionId: plan.form.versionId,
          state: "graded" as const,
          startedAt: plan.began,
          submittedAt: plan.ended,
          route: plan.route,
          scores: plan.scores,
        })),
      )
      .returning({ id: testAttempts.id });
    const answerRows = plans.flatMap((plan, i) =>
      plan.timeline.map((step) => ({
        attemptId: inserted[i]?.id ?? 0,
        itemKey: step.item,
        itemVersion: 1,
        moduleKey: step.module,
        response: plan.responses[step.item] ?? { kind: "single_choice" as const, choice: null },
        answeredAt: new Date(step.leave),
      })),
    );
    await db.insert(testAnswers).values(answerRows);
    const eventRows = plans.flatMap((plan, i) =>
      plan.timeline.flatMap((step) => [
        {
          attemptId: inserted[i]?.id ?? 0,
          moduleKey: step.module,
          itemKey: step.item,
          type: "enter" as const,
          at: new Date(step.enter),
        },
        {
          attemptId: inserted[i]?.id ?? 0,
          moduleKey: step.module,
          itemKey: step.item,
          type: "leave" as const,
          at: new Date(step.leave),
        },
      ]),
    );
    await db.insert(testItemEvents).values(eventRows);
    events += eventRows.length;
  }
  for (const table of ["users", "student_class_tickets", "test_attempts", "test_answers", "test_item_events"])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  return { classId, formId: forms[0]?.id ?? 0, student, attempts: runs.length, events };
}

export async function runAnalysis(options: BenchOptions, workDir: string): Promise<Section> {
  const { settings } = options;
  const log = new PartLog();
  const load = new ListLoad(log, settings);

  const benchDatabase = async (label: string, database: BenchDatabase) => {
    const { db } = database.handle;
    const [teacher] = await createSignInUsers(db, "bench_analysis_teacher", 1, "teacher");
    const [row] = await queryRows<{ id: number }>(db, sql`select id from users where username = ${teacher}`);
    process.stderr.write(`  ${label.padEnd(10)} seeding attempts …\n`);
    const { value: seed, seconds } = await timed(() => seedAnalysis(db, row?.id ?? 0));
    log.note(
      `${label}: seeded ${seed.attempts.toLocaleString("en-US")} attempts (50 answers each) and ` +
        `${seed.events.toLocaleString("en-US")} item events in ${seconds.toFixed(1)} s.`,
    );
    const { app, origin } = await startFullApp(database, workDir);
    try {
      const headers = await signIn(app, teacher as string);
      const scenarios = [
        {
          name: "class × one practice, per question",
          path: `/api/analysis/classes/${seed.classId}/forms/${seed.formId}`,
        },
        { name: "class, its practices", path: `/api/analysis/classes/${seed.classId}` },
        {
          name: "/analysis/sat, one student, 100 attempts",
          path: `/api/analysis/student/sat?student_id=${seed.student}`,
        },
      ].map((scenario) => ({ ...scenario, headers }));
      const server = { app, origin, cpu: cpuProbe(database) };
      await load.run(label, server, scenarios, (body) => {
        const data = body.data as Record<string, unknown[]>;
        const parts = ["questions", "students", "forms", "history"].filter((key) => Array.isArray(data[key]));
        return parts.map((key) => `${data[key]?.length} ${key}`).join(", ");
      });
    } finally {
      await app.close();
    }
  };
  await onEachDatabase(options, workDir, "analysis", log, benchDatabase);
  load.finish(options, EARLIER);

  return {
    id: "analysis",
    title: `Analysis: a class of ${STUDENTS} × ${PRACTICES} practices × 50 questions, one student with ${ONE_STUDENT_ATTEMPTS} attempts`,
    setup: [
      "- Command: `npm run bench -- --only=analysis --db=postgres`",
      "- Load: GET /api/analysis/classes/{class}/forms/{practice} (/session-classes/analysis/detail: per question " +
        "accuracy, median time, answer distribution, guesses, stuck, routing, per skill and per student), " +
        "GET /api/analysis/classes/{class} (the class's practices) and GET /api/analysis/student/sat?student_id= " +
        "(/analysis/sat) through the full app with the class teacher's bearer token, autocannon in a worker " +
        `thread, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ${settings.seconds} s ` +
        "measured per row",
      `- Data: ${PRACTICES} SAT-style practices of 25 + 25 questions (module 2 easier or harder by module 1); ` +
        `${STUDENTS} students in the measured class and ${OTHER_STUDENTS} in four other classes, each having ` +
        `taken every practice once (50 answers, an enter and a leave event per question); the class's first ` +
        `student ${ONE_STUDENT_ATTEMPTS} attempts in all; PostgreSQL in a scratch database \`edu_bench_analysis\` ` +
        `(dropped after), app pool of ${options.poolSize}`,
      "- Target (DESIGN.md §7): p95 ≤ 50 ms at 50 concurrent clients on PostgreSQL",
    ],
    table: formatTable(log.rows),
    notes: log.notes,
  };
}
