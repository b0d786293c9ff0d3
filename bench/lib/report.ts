import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import type { Measurement } from "./stats";

export type Row = { database: string; scenario: string; result: Measurement };

function cpuModel(): string {
  try {
    const line = fs.readFileSync("/proc/cpuinfo", "utf8").match(/^model name\s*:\s*(.+)$/m);
    return line?.[1]?.trim() ?? os.cpus()[0]?.model ?? "unknown";
  } catch {
    return os.cpus()[0]?.model ?? "unknown";
  }
}

function cores(): string {
  try {
    return execSync("nproc", { encoding: "utf8" }).trim();
  } catch {
    return String(os.availableParallelism());
  }
}

export function describeMachine(): string[] {
  return [
    `- Machine: ${cores()} cores (nproc), ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB memory, ${cpuModel()}`,
    `- OS: ${os.type()} ${os.release()} (${os.arch()})`,
    `- Node: ${process.version}`,
    `- Load average (1/5/15 min) when the report was written: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(" / ")} (other work on the machine skews the figures)`,
  ];
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : "–");

const cpuMs = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) ? value.toFixed(3) : "–";

export function formatTable(rows: Row[]): string {
  // CPU columns only when some row measured them (the parts that pass a CPU probe).
  const withCpu = rows.some(({ result }) => result.appCpuMs !== undefined);
  const header = ["database", "scenario", "req/s", "p50 ms", "p95 ms", "p99 ms", "failed"];
  if (withCpu) header.push("app CPU ms/req", "DB CPU ms/req");
  const lines = rows.map(({ database, scenario, result }) => [
    database,
    scenario,
    Math.round(result.requestsPerSecond).toLocaleString("en-US"),
    ms(result.p50),
    ms(result.p95),
    ms(result.p99),
    String(result.failed),
    ...(withCpu ? [cpuMs(result.appCpuMs), cpuMs(result.dbCpuMs)] : []),
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)),
  );
  const right = (i: number) => i >= 2;
  const cell = (text: string, i: number) =>
    right(i) ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0);
  const render = (cells: string[]) => `| ${cells.map(cell).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (right(i) ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`;
  return [render(header), rule, ...lines.map(render)].join("\n");
}

/** One part's report: its own date, machine and load average, since parts may run at different times. */
export type Section = { id: string; title: string; setup: string[]; table: string; notes: string[] };

const HEADER = [
  "# Benchmark results",
  "",
  "Written by `npm run bench` (bench/run.ts). Each section holds the last run of its part on this " +
    "machine; `npm run bench -- --only=<part>` rewrites only that section and keeps the others.",
  "",
].join("\n");

const begin = (id: string) => `<!-- bench:${id} -->`;
const end = (id: string) => `<!-- /bench:${id} -->`;

/** The sections already in the file; a file from before sections existed becomes the baseline one. */
function readSections(file: string): Map<string, string> {
  const sections = new Map<string, string>();
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return sections;
  }
  const marked = /<!-- bench:([a-z-]+) -->\n([\s\S]*?)\n<!-- \/bench:\1 -->/g;
  for (const match of text.matchAll(marked)) sections.set(match[1] as string, match[2] as string);
  if (sections.size === 0 && text.startsWith("# Benchmark results")) {
    const body = text.replace(/^# Benchmark results\n\n(Written by[^\n]*\n\n)?/, "").trim();
    if (body) sections.set("baseline", `## Baseline: full stack vs bare Fastify vs driver\n\n${body}`);
  }
  return sections;
}

/**
 * Writes (or replaces) one section of the results file in place: everything outside its markers (other
 * sections, hand-written notes between them) stays as it is; a new section goes after the last section
 * that comes before it in `order`.
 */
export function writeSection(file: string, section: Section, order: readonly string[]): void {
  const body = [
    `## ${section.title}`,
    "",
    `- Date: ${new Date().toISOString()}`,
    ...describeMachine(),
    ...section.setup,
    "",
    section.table,
    "",
    ...section.notes.map((note) => `- ${note}`),
  ].join("\n");
  const block = `${begin(section.id)}\n${body}\n${end(section.id)}`;
  let text = "";
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    text = "";
  }
  if (!text.startsWith("# Benchmark results")) {
    const old = [...readSections(file)].map(([id, b]) => `${begin(id)}\n${b}\n${end(id)}`).join("\n\n");
    text = `${HEADER}\n${old}${old ? "\n" : ""}`;
  }
  const start = text.indexOf(begin(section.id));
  const stop = text.indexOf(end(section.id));
  if (start >= 0 && stop > start) {
    text = `${text.slice(0, start)}${block}${text.slice(stop + end(section.id).length)}`;
  } else {
    const earlier = order
      .slice(0, Math.max(0, order.indexOf(section.id)))
      .filter((id) => text.includes(end(id)));
    const after = earlier.at(-1);
    const at = after ? text.indexOf(end(after)) + end(after).length : text.length;
    text = `${text.slice(0, at).trimEnd()}\n\n${block}\n${text.slice(at).replace(/^\n+/, "\n")}`;
  }
  fs.writeFileSync(file, text.endsWith("\n") ? text : `${text}\n`);
}

/**
 * What the measured CPU per request allows: with every core of the machine serving one endpoint and
 * nothing else (no load generator, no other work), at most cores × 1,000 / (app + DB CPU ms) req/s.
 */
export function cpuCeilingNote(label: string, rows: Row[]): string | undefined {
  const parts = rows
    .filter((row) => row.database === label && row.result.appCpuMs !== undefined)
    .map(({ scenario, result }) => {
      const total = (result.appCpuMs ?? 0) + (result.dbCpuMs ?? 0);
      const name = scenario.split(" → ")[0];
      return `${name} ${total.toFixed(2)} ms → ≤ ${Math.floor((os.availableParallelism() * 1000) / total).toLocaleString("en-US")}`;
    });
  if (parts.length === 0) return undefined;
  return (
    `${label}: CPU per request (app main thread + database backends) and the req/s it allows on ` +
    `${os.availableParallelism()} cores with nothing else running (load generator included): ${parts.join("; ")}.`
  );
}
