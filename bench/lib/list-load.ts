// The load loop the list parts share: each scenario probed once (fails early on a non-200), measured
// under load with the CPU probe, and checked against the p95 target on PostgreSQL; then the closing notes.
import type { FastifyInstance } from "fastify";
import { type PartLog, probe } from "./harness";
import { type LoadSettings, measureHttp } from "./http-load";
import type { BenchOptions } from "./options";
import { cpuCeilingNote } from "./report";
import type { CpuProbe } from "./stats";

/** DESIGN.md §7: list and search endpoints p95 ≤ 50 ms at 50 concurrent clients on PostgreSQL. */
export const P95_TARGET_MS = 50;

/** One row of a part's table: a GET path and the caller's headers. */
export type ListScenario = { name: string; path: string; headers: Record<string, string> };

/** A paged list answer as the scenarios' names describe it. */
export type ListAnswer = { total: number; total_capped?: number; data?: unknown[] };

/** "1,000+ matches" (a capped total), with ", 50 rows" when `rows`. */
export function matchesOf(list: ListAnswer, rows = false): string {
  const total = `${list.total.toLocaleString("en-US")}${list.total_capped === 1 ? "+" : ""} matches`;
  return rows ? `${total}, ${list.data?.length ?? 0} rows` : total;
}

/** "1,000+ matches, 50 rows"; an answer without a total (a list answered whole) counts its rows as matches. */
export function matchesAndRows(body: Record<string, unknown>): string {
  const list = body as { total?: number; total_capped?: number; data: unknown[] };
  return matchesOf({ ...list, total: list.total ?? list.data.length }, true);
}

/** Measures scenarios on one database and keeps the PostgreSQL rows that miss the target. */
export class ListLoad {
  readonly misses: string[] = [];

  constructor(
    readonly log: PartLog,
    readonly settings: LoadSettings,
  ) {}

  /** `describe` names what the probe answered ("→ …" after the scenario's name). */
  async run(
    label: string,
    server: { app: FastifyInstance; origin: string; cpu: CpuProbe },
    scenarios: ListScenario[],
    describe: (body: Record<string, unknown>) => string = (body) => matchesOf(body as ListAnswer),
  ): Promise<void> {
    const { app, origin, cpu } = server;
    for (const { name, path, headers } of scenarios) {
      const body = await probe(app, path, headers);
      const result = await this.log.measure(label, `${name} → ${describe(body)}`, () =>
        measureHttp(
          origin,
          path,
          this.settings,
          undefined,
          { headers },
          () => probe(app, path, headers),
          cpu,
        ),
      );
      if (label === "PostgreSQL" && !(result.p95 <= P95_TARGET_MS))
        this.misses.push(
          `${name} (${result.completed ? `p95 ${result.p95.toFixed(1)} ms` : "no request completed"})`,
        );
    }
  }

  /** The CPU ceiling, `earlier` figures (PostgreSQL runs only), rows that timed out, the target's verdict. */
  finish(options: BenchOptions, earlier: string[] = []): void {
    const { log, settings } = this;
    const ceiling = cpuCeilingNote("PostgreSQL", log.rows);
    if (ceiling) log.note(ceiling);
    if (options.databases.includes("postgres")) for (const line of earlier) log.note(line);
    if (log.rows.some((row) => row.result.completed === 0))
      log.note(
        `Rows with 0 req/s: no request completed inside the ${settings.seconds} s window (each waited longer ` +
          "than that behind the others; the server drains the warm-up's backlog before the measured run).",
      );
    if (log.rows.some((row) => row.database === "PostgreSQL"))
      log.note(
        this.misses.length === 0
          ? `PostgreSQL: every scenario meets p95 ≤ ${P95_TARGET_MS} ms at ${settings.connections} connections.`
          : `PostgreSQL: p95 ≤ ${P95_TARGET_MS} ms NOT met by ${this.misses.join(", ")}.`,
      );
  }
}
