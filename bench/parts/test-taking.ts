// 300 students taking one SAT-style form at once (issue 32 "Must show"): every student starts module 1 at the
// same moment (the whole class within one minute), then 300 connections, each a different student, save
// answers to the questions of their own attempt as the taking page does (PUT /api/test-attempt/:id/answer).
import { readFileSync } from "node:fs";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { exportFormJson, importFormJson, type TestForm } from "@edu/shared/test-engine";
import { demoFormUrl } from "@edu/shared/test-engine/demo-forms";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { queryRows } from "../../apps/server/src/db/query-rows";
import { importTestForm, publishTestForm } from "../../apps/server/src/modules/test-engine";
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
import type { BenchOptions } from "../lib/options";
import { cpuCeilingNote, formatTable, type Section } from "../lib/report";
import { type CpuProbe, type Measurement, perRequestCpu, summarize } from "../lib/stats";

const STUDENTS = 300;
/** Questions and minutes of a digital SAT's modules: Reading and Writing 27 in 32, Math 22 in 35. */
const MODULE_SIZE: Record<string, { items: number; seconds: number }> = {
  rw: { items: 27, seconds: 32 * 60 },
  math: { items: 22, seconds: 35 * 60 },
};
/** DESIGN.md §7: "300 students saving answers at once on PostgreSQL, p95 ≤ 100 ms, no error". */
const P95_TARGET_MS = 100;
/** The whole class must be in module 1 within this (issue 32). */
const START_TARGET_SECONDS = 60;
/**
 * The paced row's rate: the 300 instances start together and each sends one save a second, so the saves
 * come in waves of 300 at once (a student answers a question every minute or so: this is ~50 times that).
 * The flat-out row shows the ceiling instead (a closed loop: 300 connections each waiting for its answer,
 * so its latency is 300 ÷ the req/s the server reaches, whatever the server does).
 */
const PACED_PER_SECOND = 1;
/** A request not answered within this counts as failed (the web retries a save, but the student waits). */
const TIMEOUT_SECONDS = 30;

/** Figures measured before a change, and why (kept in the section when the part runs again). */
const EARLIER: string[] = [
  "Before (2026-11-28 ~23:25 UTC, load average 9–15 from other work on the 2 cores, PostgreSQL, the flat-out " +
    "row only): answer saves 141 req/s, p95 2,010.3 ms, 1.101 app + 0.855 DB CPU ms per save. Module starts " +
    "(code not changed since) took 7.81 and 8.73 CPU ms each in that run (300 answered in 14.8 and 25.5 s): " +
    "their difference to the table is the machine's load. Compare CPU per request, not p95.",
  "Why: a save was a transaction of five round trips, each built by Drizzle (BEGIN; the attempt FOR SHARE; " +
    "its current module with the item list; the upsert; COMMIT), holding one of the pool's 10 connections " +
    "through all five. Now (test-attempts.repository.ts saveAnswerIfOpen) one named prepared statement takes " +
    "the same shared lock on the attempt, checks that it is the student's and in progress and that its " +
    "current module is open by the server's clock and holds the item with that kind, and upserts; a save it " +
    "refuses goes to the transaction as before, which says why (404, 403, 409, 422). The session lookup is " +
    "answered by the session cache, so a save is one statement. 1,500 saves one after another on one " +
    "connection (CPU profile, load ~12): app CPU 1.49 → 0.61 ms per save.",
  "Left (module start, not changed here): each start sends 11 statements and parses the form's whole " +
    "document through its zod schema (test-forms.repository.ts latestVersion → withCanonicalDocument: ~23 % of " +
    "the start's app CPU in a profile of 300 starts); versions never change, so a per-process cache of parsed " +
    "documents by version id would save that and the document's transfer.",
];

/**
 * The demo SAT (demo-sat-short, our own questions) at a real SAT's size: each module's questions repeated
 * under new keys up to 27 (Reading and Writing) or 22 (Math), with the real modules' time limits.
 */
export function fullLengthSat(): TestForm {
  const read = importFormJson(readFileSync(demoFormUrl("demo-sat-short"), "utf8"));
  if (!read.ok) throw new Error("demo-sat-short does not parse");
  const form = structuredClone(read.form);
  form.key = "bench-sat-full";
  for (const section of form.sections) {
    const size = MODULE_SIZE[section.key];
    if (!size) throw new Error(`unexpected section ${section.key}`);
    for (const module of section.modules) {
      const base = module.items;
      module.items = Array.from({ length: size.items }, (_, i) => {
        const item = base[i % base.length] as (typeof base)[number];
        return i < base.length ? item : { ...item, key: `${item.key}-r${Math.floor(i / base.length)}` };
      });
      module.time_limit_seconds = size.seconds;
    }
  }
  const checked = importFormJson(exportFormJson(form)); // exportFormJson throws on an invalid form
  if (!checked.ok) throw new Error("the full-length bench form does not parse");
  return checked.form;
}

/** What one connection sends: its student's path and bearer token, a body picked at random per request. */
type StudentLoad = { path: string; headers: Record<string, string>; bodies: string[] };
type LoadJob = {
  origin: string;
  method: "POST" | "PUT";
  students: StudentLoad[];
  /** Seconds of load, or undefined: each student sends one request (all at once). */
  seconds?: number;
  /** Requests per second of each student (paced); undefined: the next as soon as the last is answered. */
  perSecond?: number;
  timeoutSeconds: number;
};
type LoadOutcome = { latencies: number[]; failed: number; elapsedMs: number; statuses: string[] };

/**
 * The load worker (bench/lib/load-worker.ts sends one set of headers for every connection; here each
 * connection is its own student): one autocannon instance of one connection per student, all at once.
 * Plain JavaScript evaluated in a worker thread, so the load generator does not share the server's loop.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
function run(autocannon, job) {
  const latencies = [];
  const statuses = new Map();
  let failed = 0;
  const began = performance.now();
  const one = (student) => new Promise((resolve, reject) => {
    const pick = () => student.bodies[Math.floor(Math.random() * student.bodies.length)];
    const instance = autocannon(
      {
        url: job.origin + student.path,
        connections: 1,
        ...(job.seconds === undefined ? { amount: 1 } : { duration: job.seconds }),
        ...(job.perSecond === undefined ? {} : { connectionRate: job.perSecond }),
        timeout: job.timeoutSeconds,
        method: job.method,
        headers: { "content-type": "application/json", ...student.headers },
        requests: [{ setupRequest: (request) => ({ ...request, body: pick() }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        failed += result.errors + result.timeouts;
        resolve();
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else {
        failed += 1;
        statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
      }
    });
  });
  return Promise.all(job.students.map(one)).then(() => ({
    latencies,
    failed,
    elapsedMs: performance.now() - began,
    statuses: [...statuses].map(([status, count]) => status + "×" + count),
  }));
}
(async () => {
  const { default: autocannon } = await import(workerData.autocannon);
  if (workerData.warmup) await run(autocannon, workerData.warmup);
  parentPort.postMessage({ warmedUp: true });
  await new Promise((resolve) => parentPort.once("message", resolve));
  parentPort.postMessage(await run(autocannon, workerData.measure));
})();
`;

/** Runs `warmup` (if any), then `drain` and the first CPU reading, then the measured job. */
async function measureStudents(
  measure: LoadJob,
  cpu: CpuProbe,
  warmup?: LoadJob,
  drain?: () => Promise<unknown>,
): Promise<Measurement & { elapsedMs: number }> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { autocannon: import.meta.resolve("autocannon"), warmup, measure },
  });
  let before: Awaited<ReturnType<CpuProbe>> | undefined;
  try {
    const outcome = await new Promise<LoadOutcome>((resolve, reject) => {
      worker.on("message", (message: LoadOutcome | { warmedUp: true }) => {
        if (!("warmedUp" in message)) return resolve(message);
        Promise.resolve(drain?.())
          .then(async () => {
            before = await cpu();
          })
          .then(() => worker.postMessage("go"), reject);
      });
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`load worker exited with code ${code}`)));
    });
    const after = await cpu();
    if (outcome.statuses.length > 0)
      process.stderr.write(`    non-2xx answers: ${outcome.statuses.join(", ")}\n`);
    const measured = summarize(outcome.latencies, outcome.failed, outcome.elapsedMs);
    return {
      ...measured,
      ...perRequestCpu(before, after, measured.completed + measured.failed),
      elapsedMs: outcome.elapsedMs,
    };
  } finally {
    await worker.terminate();
  }
}

type Student = { username: string; userId: number; headers: Record<string, string> };

async function seedForm(database: BenchDatabase): Promise<{ formId: number; form: TestForm }> {
  const { db } = database.handle;
  const [author] = await createSignInUsers(db, "bench_tt_author", 1, "super-admin");
  const [row] = await queryRows<{ id: number }>(db, sql`select id from users where username = ${author}`);
  const form = fullLengthSat();
  const imported = await importTestForm(db, { id: Number(row?.id), roles: ["super-admin"] }, form);
  await publishTestForm(db, imported.data.id, { is_public: true });
  return { formId: imported.data.id, form };
}

/** 300 students with a password, each signed in through POST /api/login (its own session). */
async function signInStudents(database: BenchDatabase, app: FastifyInstance): Promise<Student[]> {
  const { db } = database.handle;
  const usernames = await createSignInUsers(db, "bench_tt_student", STUDENTS, "student");
  const rows = await queryRows<{ id: number; username: string }>(
    db,
    sql`select id, username::text as username from users where username like 'bench\\_tt\\_student%'`,
  );
  const ids = new Map(rows.map((row) => [row.username, Number(row.id)]));
  const students: Student[] = [];
  for (const username of usernames)
    students.push({ username, userId: ids.get(username) as number, headers: await signIn(app, username) });
  return students;
}

/** Each student's latest attempt (the one being taken). */
async function latestAttempts(database: BenchDatabase): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; user_id: number }>(
    database.handle.db,
    sql`select distinct on (user_id) id, user_id from test_attempts order by user_id, id desc`,
  );
  return new Map(rows.map((row) => [Number(row.user_id), Number(row.id)]));
}

/** Every answer a student may give in module 1: each question × each choice, as the web's PUT body. */
function moduleOneBodies(form: TestForm): string[] {
  const items = form.sections[0]?.modules[0]?.items ?? [];
  return items.flatMap((item) =>
    item.kind === "single_choice"
      ? item.choices.map((choice) =>
          JSON.stringify({ item_key: item.key, response: { kind: "single_choice", choice: choice.key } }),
        )
      : [],
  );
}

export async function runTestTaking(options: BenchOptions, workDir: string): Promise<Section> {
  const { settings } = options;
  const log = new PartLog();
  const misses: string[] = [];

  const benchDatabase = async (label: string, database: BenchDatabase) => {
    const { db } = database.handle;
    const loads: string[] = [];
    const measure = async (scenario: string, run: () => Promise<Measurement>) => {
      const result = await log.measure(label, scenario, run);
      loads.push(os.loadavg()[0]?.toFixed(1) ?? "?");
      return result;
    };
    const { formId, form } = await seedForm(database);
    const { app, origin } = await startFullApp(database, workDir);
    try {
      const { value: students, seconds } = await timed(() => signInStudents(database, app));
      log.note(`${label}: ${STUDENTS} students signed in (POST /api/login each) in ${seconds.toFixed(1)} s.`);
      const cpu = cpuProbe(database);
      const start: LoadJob = {
        origin,
        method: "POST",
        students: students.map(({ headers }) => ({
          path: "/api/test-attempts",
          headers,
          bodies: [JSON.stringify({ form_id: formId })],
        })),
        timeoutSeconds: 120,
      };
      for (const round of ["first start after boot", "again (warm)"]) {
        let wall = Number.NaN;
        const result = await measure(`module 1 start, ${STUDENTS} students at once, ${round}`, async () => {
          const measured = await measureStudents(start, cpu);
          wall = measured.elapsedMs / 1000;
          return measured;
        });
        log.note(
          `${label}: ${STUDENTS} module starts (${round}) all answered in ${wall.toFixed(1)} s ` +
            `(p95 ${result.p95.toFixed(0)} ms, ${result.failed} failed; target: all within ` +
            `${START_TARGET_SECONDS} s — ${wall <= START_TARGET_SECONDS && result.failed === 0 ? "met" : "NOT met"}).`,
        );
      }

      const attempts = await latestAttempts(database);
      const bodies = moduleOneBodies(form);
      const questions = form.sections[0]?.modules[0]?.items.length ?? 0;
      const saves: LoadJob = {
        origin,
        method: "PUT",
        students: students.map(({ userId, headers }) => ({
          path: `/api/test-attempt/${attempts.get(userId)}/answer`,
          headers,
          bodies,
        })),
        seconds: settings.seconds,
        timeoutSeconds: TIMEOUT_SECONDS,
      };
      const first = students[0] as Student;
      const drain = async () => {
        const res = await app.inject({
          method: "PUT",
          url: `/api/test-attempt/${attempts.get(first.userId)}/answer`,
          headers: { ...first.headers, "content-type": "application/json" },
          payload: bodies[0],
        });
        if (res.statusCode !== 200) throw new Error(`answer save answered ${res.statusCode}: ${res.body}`);
      };
      await drain(); // fails early on a refused save
      const paced = { ...saves, perSecond: PACED_PER_SECOND };
      const rows = [
        { name: `answer saves, ${STUDENTS} students at once, a wave a second`, job: paced, target: true },
        {
          name: `answer saves, ${STUDENTS} connections flat out (a student each)`,
          job: saves,
          target: false,
        },
      ];
      for (const { name, job, target } of rows) {
        const result = await measure(name, () =>
          measureStudents(job, cpu, { ...job, seconds: settings.warmupSeconds }, drain),
        );
        if (target && label === "PostgreSQL" && !(result.p95 <= P95_TARGET_MS && result.failed === 0))
          misses.push(`${name} (p95 ${result.p95.toFixed(1)} ms, ${result.failed} failed)`);
      }
      const [saved] = await queryRows<{ answers: number; attempts: number }>(
        db,
        sql`select count(*)::int as answers, count(distinct attempt_id)::int as attempts from test_answers`,
      );
      log.note(
        `${label}: after the run, ${Number(saved?.answers).toLocaleString("en-US")} answers stored (one per ` +
          `question answered, of ${(STUDENTS * questions).toLocaleString("en-US")}) in ` +
          `${saved?.attempts} attempts; load average (1 min) after each of its rows, in the table's order: ${loads.join(", ")}.`,
      );
    } finally {
      await app.close();
    }
  };
  await onEachDatabase(options, workDir, "test-taking", log, benchDatabase, "edu_bench_test_taking");

  const ceiling = cpuCeilingNote("PostgreSQL", log.rows);
  if (ceiling) log.note(ceiling);
  const wave = log.rows.find((row) => row.database === "PostgreSQL" && row.scenario.includes("a wave"));
  if (wave?.result.appCpuMs !== undefined) {
    const perSave = wave.result.appCpuMs + (wave.result.dbCpuMs ?? 0);
    const cores = os.availableParallelism();
    log.note(
      `PostgreSQL: a wave of ${STUDENTS} saves at once costs ${STUDENTS} × ${perSave.toFixed(2)} ms = ` +
        `${(STUDENTS * perSave).toFixed(0)} ms of CPU (app + database), so its last answer comes ≥ ` +
        `${((STUDENTS * perSave) / cores).toFixed(0)} ms after the wave even on ${cores} idle cores (the load ` +
        "generator's own work not counted); a p95 ≤ 100 ms for simultaneous saves needs ≤ " +
        `${((P95_TARGET_MS * cores) / STUDENTS).toFixed(2)} ms of CPU per save. Every 5 s the waves' sessions ` +
        "leave the session cache together (5 s there), so one wave in five also looks them up.",
    );
  }
  if (options.databases.includes("postgres")) for (const line of EARLIER) log.note(line);
  if (log.rows.some((row) => row.database === "PostgreSQL"))
    log.note(
      misses.length === 0
        ? `PostgreSQL: answer saves at ${STUDENTS} students once a second meet p95 ≤ ${P95_TARGET_MS} ms with no failure.`
        : `PostgreSQL: p95 ≤ ${P95_TARGET_MS} ms with no failure NOT met by ${misses.join(", ")}.`,
    );

  return {
    id: "test-taking",
    title: `Test taking: ${STUDENTS} students start a module and save answers at once`,
    setup: [
      "- Command: `npm run bench -- --only=test-taking`",
      `- Load: ${STUDENTS} students, each with its own session (POST /api/login); module start: each sends ` +
        "POST /api/test-attempts { form_id } once, all at the same moment (one connection each; the rows' " +
        "req/s is 300 ÷ the wall time until the last answer); answer saves: PUT /api/test-attempt/{own " +
        "attempt}/answer with the body the taking page sends ({ item_key, response: { kind: " +
        '"single_choice", choice } }, a random question of module 1 and a random choice per request), ' +
        `${STUDENTS} connections (one per student, keep-alive), each student ${PACED_PER_SECOND} save a ` +
        "second, then flat out (the next save as soon as the last is answered), " +
        `${settings.warmupSeconds} s warm-up then ` +
        `${settings.seconds} s measured; autocannon in a worker thread (one instance per student); a request ` +
        `unanswered after ${TIMEOUT_SECONDS} s (start: 120 s) counts as failed`,
      "- Data: one published SAT-style form (the demo SAT's own questions repeated under new keys to a real " +
        "SAT's size: Reading and Writing modules of 27 questions in 32 min, Math 22 in 35 min, adaptive " +
        "module 2); PostgreSQL in a scratch database `edu_bench_test_taking` (dropped after), app pool of " +
        `${options.poolSize}; PGlite in a temp directory`,
      `- Targets: the ${STUDENTS} module starts all answered within ${START_TARGET_SECONDS} s (issue 32); ` +
        `${STUDENTS} students saving answers at once p95 ≤ ${P95_TARGET_MS} ms, no error, on PostgreSQL ` +
        "(DESIGN.md §7; the wave rows)",
    ],
    table: formatTable(log.rows),
    notes: log.notes,
  };
}
