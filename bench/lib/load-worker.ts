// Runs autocannon in its own thread so the load generator does not share the server's event loop.
import { parentPort, workerData } from "node:worker_threads";
import autocannon from "autocannon";

export type LoadJob = {
  origin: string;
  /** A path, or a template with `{id}` replaced by a random id in 1..idMax for each request. */
  path: string;
  idMax?: number;
  connections: number;
  seconds: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** Request bodies (JSON text); each request takes one at random. */
  bodies?: string[];
};

export type LoadOutcome = { latencies: number[]; failed: number; elapsedMs: number; statuses: string[] };

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T;

function runOnce(job: LoadJob): Promise<LoadOutcome> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let failed = 0;
  const idMax = job.idMax ?? 1;
  const bodies = job.bodies ?? [];
  const setupRequest = (request: Record<string, unknown>) => ({
    ...request,
    path: job.path.replace("{id}", String(1 + Math.floor(Math.random() * idMax))),
    ...(bodies.length > 0 ? { body: pick(bodies) } : {}),
  });
  const headers = {
    ...(bodies.length > 0 ? { "content-type": "application/json" } : {}),
    ...job.headers,
  };
  return new Promise((resolve, reject) => {
    const began = performance.now();
    const instance = autocannon(
      {
        url: job.origin,
        connections: job.connections,
        duration: job.seconds,
        method: job.method ?? "GET",
        headers,
        requests: [{ setupRequest }],
      },
      (error: Error | null, result: { errors: number; timeouts: number }) => {
        if (error) return reject(error);
        failed += result.errors + result.timeouts;
        const seen = [...statuses].map(([status, count]) => `${status}×${count}`);
        resolve({ latencies, failed, elapsedMs: performance.now() - began, statuses: seen });
      },
    );
    instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else {
        failed += 1;
        statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
      }
    });
  });
}

const { warmup, measure, pauseAfterWarmup } = workerData as {
  warmup: LoadJob;
  measure: LoadJob;
  pauseAfterWarmup?: boolean;
};
await runOnce(warmup);
// The parent may drain what the warm-up left in the server, and notes the CPU time used so far.
parentPort?.postMessage({ warmedUp: true, pause: pauseAfterWarmup === true });
await new Promise((resolve) => parentPort?.once("message", resolve));
parentPort?.postMessage(await runOnce(measure));
