// `npm run bench [-- --only=baseline,users,login,enrollment]`: the API's ceilings, overheads and list,
// search and login figures on PGlite and PostgreSQL (DESIGN.md §7; issues 3 and 5). Each part writes its
// own section of bench/RESULTS.md and keeps the others.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type BenchOptions, PARTS, type Part, readOptions, USAGE } from "./lib/options";
import { type Section, writeSection } from "./lib/report";
import { runAnalysis } from "./parts/analysis";
import { runBaseline } from "./parts/baseline";
import { runBilling } from "./parts/billing";
import { runCounselingSchools } from "./parts/counseling-schools";
import { runEnrollment } from "./parts/enrollment";
import { runLessons } from "./parts/lessons";
import { runLogin } from "./parts/login";
import { runMemory } from "./parts/memory";
import { runPayroll } from "./parts/payroll";
import { runSchools } from "./parts/schools";
import { runSchoolsImport } from "./parts/schools-import";
import { runTestTaking } from "./parts/test-taking";
import { runUsers } from "./parts/users";
import { runVocabulary } from "./parts/vocabulary";

const RUNNERS: Record<Part, (options: BenchOptions, workDir: string) => Promise<Section>> = {
  baseline: runBaseline,
  users: runUsers,
  login: runLogin,
  enrollment: runEnrollment,
  lessons: runLessons,
  payroll: runPayroll,
  billing: runBilling,
  schools: runSchools,
  "schools-import": runSchoolsImport,
  "counseling-schools": runCounselingSchools,
  vocabulary: runVocabulary,
  analysis: runAnalysis,
  "test-taking": runTestTaking,
  memory: runMemory,
};

const options = readOptions(process.argv.slice(2));
if (options === "help") {
  console.log(USAGE);
  process.exit(0);
}

const resultsFile = new URL("./RESULTS.md", import.meta.url).pathname;
const workDir = await fs.mkdtemp(path.join(os.tmpdir(), "edu-bench-"));
try {
  const { settings } = options;
  process.stderr.write(
    `Benchmark: ${options.parts.join(", ")} on ${options.databases.join(", ")}; ${settings.connections} ` +
      `connections, ${settings.warmupSeconds} s warm-up + ${settings.seconds} s each\n`,
  );
  for (const part of options.parts) {
    process.stderr.write(`\n${part}\n`);
    const section = await RUNNERS[part](options, workDir);
    console.log(
      `\n## ${section.title}\n\n${section.table}\n\n${section.notes.map((n) => `- ${n}`).join("\n")}`,
    );
    writeSection(resultsFile, section, PARTS);
  }
  console.log(`\nWritten to ${path.relative(process.cwd(), resultsFile)}`);
} finally {
  await fs.rm(workDir, { recursive: true, force: true });
}
