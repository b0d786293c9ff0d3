import { Worker } from "node:worker_threads";
import type { LoadJob, LoadOutcome } from "./load-worker";
import { type CpuProbe, type Measurement, perRequestCpu, summarize } from "./stats";

export type LoadSettings = { connections: number; warmupSeconds: number; seconds: number };

/** What a request carries besides its path: method, headers, JSON bodies picked at random. */
export type RequestShape = Pick<LoadJob, "method" | "headers" | "bodies">;

/**
 * Drives HTTP load at `origin + path` from a worker thread: a warm-up run, then the measured run. With
 * `drain`, the measured run waits until it resolves (e.g. one more request, which queues behind whatever
 * the warm-up left in the server), so a slow endpoint's backlog does not spill into the measured window.
 */
export async function measureHttp(
  origin: string,
  path: string,
  settings: LoadSettings,
  idMax?: number,
  shape: RequestShape = {},
  drain?: () => Promise<unknown>,
  cpu?: CpuProbe,
): Promise<Measurement> {
  const base = { origin, path, idMax, connections: settings.connections, ...shape };
  const worker = new Worker(new URL("./load-worker.ts", import.meta.url), {
    workerData: {
      warmup: { ...base, seconds: settings.warmupSeconds } satisfies LoadJob,
      measure: { ...base, seconds: settings.seconds } satisfies LoadJob,
      pauseAfterWarmup: drain !== undefined,
    },
  });
  let cpuBefore: Awaited<ReturnType<CpuProbe>> | undefined;
  const outcome = await new Promise<LoadOutcome>((resolve, reject) => {
    worker.on("message", (message: LoadOutcome | { warmedUp: true }) => {
      if (!("warmedUp" in message)) return resolve(message);
      Promise.resolve(drain?.())
        .then(async () => {
          cpuBefore = await cpu?.();
        })
        .then(
          () => worker.postMessage("go"),
          (error: Error) => reject(error),
        );
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`load worker exited with code ${code}`)));
  });
  const cpuAfter = await cpu?.();
  await worker.terminate();
  if (outcome.statuses.length > 0)
    process.stderr.write(`    non-2xx answers: ${outcome.statuses.join(", ")}\n`);
  const measured = summarize(outcome.latencies, outcome.failed, outcome.elapsedMs);
  return { ...measured, ...perRequestCpu(cpuBefore, cpuAfter, measured.completed + measured.failed) };
}
