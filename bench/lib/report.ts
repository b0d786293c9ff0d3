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

export function formatTable(rows: Row[]): string {
  const header = ["database", "scenario", "req/s", "p50 ms", "p95 ms", "p99 ms", "failed"];
  const lines = rows.map(({ database, scenario, result }) => [
    database,
    scenario,
    Math.round(result.requestsPerSecond).toLocaleString("en-US"),
    ms(result.p50),
    ms(result.p95),
    ms(result.p99),
    String(result.failed),
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

export function writeResults(
  file: string,
  sections: { setup: string[]; table: string; notes: string[] },
): void {
  const text = [
    "# Benchmark results",
    "",
    "Written by `npm run bench` (bench/run.ts); the numbers are from the last run on this machine.",
    "",
    `- Date: ${new Date().toISOString()}`,
    ...describeMachine(),
    ...sections.setup,
    "",
    sections.table,
    "",
    ...sections.notes.map((note) => `- ${note}`),
    "",
  ].join("\n");
  fs.writeFileSync(file, text);
}
