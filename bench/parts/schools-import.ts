// The Scorecard import's time and peak memory on a 6,000-row file (issue 29 "Must show"; DESIGN.md §7: the
// full file streamed, peak memory ≤ 256 MB above the idle process). Runs bench/schools-import.mjs in a
// process of its own per database, so its memory figures are the import's and not this runner's.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { probePostgres } from "../lib/databases";
import type { BenchOptions, DatabaseKind } from "../lib/options";
import type { Section } from "../lib/report";

const ROWS = 6_000;
/** As wide as the full file (the sample's 82 columns, the rest NA cells the importer skips). */
const COLUMNS = 3_305;
const MEMORY_BUDGET_MB = 256;
const SCRIPT = new URL("../schools-import.mjs", import.meta.url).pathname;

type Run = { label: string; seconds: number; rowsPerSecond: number; beforeMb: number; peakMb: number };

/** Lines such as "first import (all new): 9.81 s (612 rows/s); RSS before 180.2 MB, peak 240.5 MB (+60.3 MB); …". */
const RUN_LINE = /^(.+?): ([\d.]+) s \(([\d,]+) rows\/s\); RSS before ([\d.]+) MB, peak ([\d.]+) MB/;

function readRuns(output: string): { runs: Run[]; heading: string; maxRss: string } {
  const lines = output.split("\n");
  const runs = lines.flatMap((line) => {
    const match = RUN_LINE.exec(line);
    if (!match) return [];
    const [, label, seconds, rate, before, peak] = match as unknown as string[];
    return [
      {
        label: label as string,
        seconds: Number(seconds),
        rowsPerSecond: Number((rate as string).replace(/,/g, "")),
        beforeMb: Number(before),
        peakMb: Number(peak),
      },
    ];
  });
  const heading = lines.find((line) => line.startsWith("Scorecard import:")) ?? "";
  const maxRss = /process peak RSS \(getrusage maxrss\): ([\d.]+ MB)/.exec(output)?.[1] ?? "–";
  if (runs.length === 0) throw new Error(`no figures in the import benchmark's output:\n${output}`);
  return { runs, heading, maxRss };
}

function table(rows: Array<{ database: string; run: Run }>): string {
  const header = ["database", "run", "seconds", "rows/s", "RSS before MB", "peak MB", "above before MB"];
  const lines = rows.map(({ database, run }) => [
    database,
    run.label,
    run.seconds.toFixed(2),
    run.rowsPerSecond.toLocaleString("en-US"),
    run.beforeMb.toFixed(1),
    run.peakMb.toFixed(1),
    (run.peakMb - run.beforeMb).toFixed(1),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)),
  );
  const cell = (text: string, i: number) =>
    i >= 2 ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0);
  const render = (cells: string[]) => `| ${cells.map(cell).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (i >= 2 ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`;
  return [render(header), rule, ...lines.map(render)].join("\n");
}

const LABELS: Record<DatabaseKind, string> = { pglite: "PGlite", postgres: "PostgreSQL" };

export async function runSchoolsImport(options: BenchOptions): Promise<Section> {
  const rows: Array<{ database: string; run: Run }> = [];
  const notes: string[] = [];
  const note = (text: string) => {
    process.stderr.write(`  ${text}\n`);
    notes.push(text);
  };
  for (const kind of options.databases) {
    const label = LABELS[kind];
    const args = ["--expose-gc", SCRIPT, "--rows", String(ROWS), "--columns", String(COLUMNS)];
    if (kind === "postgres") {
      const unreachable = await probePostgres(options.postgresUrl);
      if (unreachable) {
        note(`PostgreSQL rows skipped: no server answered at ${options.postgresUrl} (${unreachable}).`);
        continue;
      }
      args.push("--postgres", options.postgresUrl);
    }
    process.stderr.write(`  ${label.padEnd(10)} importing ${ROWS.toLocaleString("en-US")} rows …\n`);
    try {
      const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1 << 20 });
      const { runs, heading, maxRss } = readRuns(stdout);
      for (const run of runs) rows.push({ database: label, run });
      note(`${label}: ${heading.replace(/^Scorecard import: /, "")}; the process's peak RSS ${maxRss}.`);
      const worst = Math.max(...runs.map((run) => run.peakMb - run.beforeMb));
      note(
        `${label}: peak ${worst.toFixed(1)} MB above the process before the import ` +
          `(budget ≤ ${MEMORY_BUDGET_MB} MB: ${worst <= MEMORY_BUDGET_MB ? "met" : "NOT met"}).`,
      );
    } catch (error) {
      process.stderr.write(`${(error as Error).stack}\n`);
      note(`${label}: failed — ${(error as Error).message.split("\n")[0]}`);
      process.exitCode = 1;
    }
  }
  return {
    id: "schools-import",
    title: `Scorecard import of ${ROWS.toLocaleString("en-US")} rows`,
    setup: [
      "- Command: `npm run bench -- --only=schools-import` (runs `node --expose-gc bench/schools-import.mjs " +
        `--rows ${ROWS} --columns ${COLUMNS} [--postgres URL]\` once per database)`,
      `- File: the sample's rows (../shared/data/schools/scorecard-sample.csv) repeated to ${ROWS.toLocaleString("en-US")} ` +
        `with new UNITIDs and names, ${COLUMNS.toLocaleString("en-US")} columns as the full file has (the ` +
        "sample's 82, the rest NA); imported twice through the importer the CLI and the upload use: all new, " +
        "then the same file again (nothing changes)",
      "- Memory: RSS sampled every 20 ms while importing, against the RSS before (database open and migrated, " +
        "after a GC); with PGlite the database runs inside the process and counts too, with PostgreSQL only " +
        "the importer's side does; PostgreSQL in a scratch database `edu_bench_schools` (dropped after)",
      `- Target (DESIGN.md §7): the full file streamed, peak memory ≤ ${MEMORY_BUDGET_MB} MB above the idle process`,
    ],
    table: table(rows),
    notes,
  };
}
