import { Worker } from "node:worker_threads";
import type { LoadJob, LoadOutcome } from "./load-worker";
import { type Measurement, summarize } from "./stats";

export type LoadSettings = { connections: number; warmupSeconds: number; seconds: number };

/** Drives HTTP load at `origin + path` from a worker thread: a warm-up run, then the measured run. */
export async function measureHttp(
  origin: string,
  path: string,
  settings: LoadSettings,
  idMax?: number,
): Promise<Measurement> {
  const base = { origin, path, idMax, connections: settings.connections };
  const worker = new Worker(new URL("./load-worker.ts", import.meta.url), {
    workerData: {
      warmup: { ...base, seconds: settings.warmupSeconds } satisfies LoadJob,
      measure: { ...base, seconds: settings.seconds } satisfies LoadJob,
    },
  });
  const outcome = await new Promise<LoadOutcome>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`load worker exited with code ${code}`)));
  });
  await worker.terminate();
  return summarize(outcome.latencies, outcome.failed, outcome.elapsedMs);
}
