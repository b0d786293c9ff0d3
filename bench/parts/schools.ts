// GET /api/schools/search on 6,000 schools through the full app, signed in as a counselor (issue 29 "Must
// show"; DESIGN.md §7: list and search p95 ≤ 50 ms at 50 concurrent clients on PostgreSQL).
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
import { ListLoad, P95_TARGET_MS } from "../lib/list-load";
import type { BenchOptions } from "../lib/options";
import { formatTable, type Section } from "../lib/report";
import { RARE_NAME, seedSchools } from "../lib/seed-schools";

export const SCHOOL_COUNT = 6_000;
/** Not `edu_bench_schools`: that one is the import benchmark's (bench/schools-import.mjs). */
const SCRATCH_DATABASE = "edu_bench_school_search";
/** Counselors read the product in Traditional Chinese: each card's name is looked up in it. */
const READER_LANGUAGE = "zh-TW";

const VARIANTS: Array<{ name: string; query: Record<string, string> }> = [
  { name: "no keyword (ranking sort)", query: {} },
  { name: "keyword=university (matches most)", query: { keyword: "university" } },
  { name: `keyword=${RARE_NAME.toLowerCase()} (rare name)`, query: { keyword: RARE_NAME.toLowerCase() } },
  { name: "keyword=加州大學 (Chinese alias)", query: { keyword: "加州大學" } },
  { name: "keyword=ucla (initials)", query: { keyword: "ucla" } },
  {
    name: "state=CA, admission rate ≤ 0.5, SAT 1300",
    query: { state: "CA", admission_rate_max: "0.5", sat: "1300" },
  },
];

export async function runSchools(options: BenchOptions, workDir: string): Promise<Section> {
  const { settings } = options;
  const log = new PartLog();
  const load = new ListLoad(log, settings);

  const benchDatabase = async (label: string, database: BenchDatabase) => {
    const { db } = database.handle;
    const [counselor] = await createSignInUsers(db, "bench_staff", 1, "staff");
    process.stderr.write(`  ${label.padEnd(10)} seeding ${SCHOOL_COUNT.toLocaleString("en-US")} schools …\n`);
    const { value: seed, seconds } = await timed(() => seedSchools(db, SCHOOL_COUNT));
    log.note(
      `${label}: seeded ${seed.schools.toLocaleString("en-US")} schools, ${seed.aliases.toLocaleString("en-US")} ` +
        `aliases (${seed.chineseNamed.toLocaleString("en-US")} schools with Chinese names), ` +
        `${seed.facts.toLocaleString("en-US")} figures in ${seconds.toFixed(1)} s (batched inserts, indexes ` +
        "maintained during the insert, then vacuum analyze).",
    );
    const { app, origin } = await startFullApp(database, workDir);
    try {
      const headers = { ...(await signIn(app, counselor as string)), "accept-language": READER_LANGUAGE };
      const scenarios = VARIANTS.map(({ name, query }) => {
        const search = new URLSearchParams(query).toString();
        return { name, path: `/api/schools/search${search ? `?${search}` : ""}`, headers };
      });
      await load.run(label, { app, origin, cpu: cpuProbe(database) }, scenarios);
    } finally {
      await app.close();
    }
  };
  await onEachDatabase(options, workDir, "schools", log, benchDatabase, SCRATCH_DATABASE);
  load.finish(options);

  return {
    id: "schools",
    title: `schools/search on ${SCHOOL_COUNT.toLocaleString("en-US")} schools`,
    setup: [
      "- Command: `npm run bench -- --only=schools`",
      "- Load: GET /api/schools/search (page 1, the default page size) through the full app with a staff " +
        `member's bearer token (signed in once via POST /api/login) and Accept-Language ${READER_LANGUAGE}, ` +
        `autocannon in a worker thread, ${settings.connections} connections, ${settings.warmupSeconds} s ` +
        `warm-up then ${settings.seconds} s measured per row, no Accept-Encoding (responses uncompressed)`,
      `- Data: ${SCHOOL_COUNT.toLocaleString("en-US")} schools named as the College Scorecard names them ` +
        '("University of X-City", "X State University", "X Community College", chains\' campuses ' +
        '"Brand-City"; 9 University of California campuses, 3 schools of the made-up name ' +
        `${RARE_NAME}), one to three aliases each (short and former names, abbreviations; both Chinese scripts ` +
        "for schools in cities with a usual Chinese name), about 22 figures each (the Scorecard's 2022-23 " +
        "figures, 2021-22 for half, SAT/ACT for the tested ones, staff deadlines and platforms, a national " +
        "ranking for the 400 most selective universities), values tied to one selectivity per school " +
        "(bench/lib/seed-schools.ts); PostgreSQL in a scratch database " +
        `\`${SCRATCH_DATABASE}\` (dropped after), app pool of ${options.poolSize}; PGlite in a temp directory`,
      `- Target (DESIGN.md §7): p95 ≤ ${P95_TARGET_MS} ms at 50 concurrent clients on PostgreSQL`,
    ],
    table: formatTable(log.rows),
    notes: log.notes,
  };
}
