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
};

export type LoadOutcome = { latencies: number[]; failed: number; elapsedMs: number };

function runOnce(job: LoadJob): Promise<LoadOutcome> {
  const latencies: number[] = [];
  let failed = 0;
  const idMax = job.idMax ?? 1;
  const setupRequest = (request: Record<string, unknown>) => ({
    ...request,
    path: job.path.replace("{id}", String(1 + Math.floor(Math.random() * idMax))),
  });
  return new Promise((resolve, reject) => {
    const began = performance.now();
    const instance = autocannon(
      { url: job.origin, connections: job.connections, duration: job.seconds, requests: [{ setupRequest }] },
      (error: Error | null, result: { errors: number; timeouts: number }) => {
        if (error) return reject(error);
        failed += result.errors + result.timeouts;
        resolve({ latencies, failed, elapsedMs: performance.now() - began });
      },
    );
    instance.on("response", (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else failed += 1;
    });
  });
}

const { warmup, measure } = workerData as { warmup: LoadJob; measure: LoadJob };
await runOnce(warmup);
parentPort?.postMessage(await runOnce(measure));
