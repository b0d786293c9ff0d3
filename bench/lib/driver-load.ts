import type { LoadSettings } from "./http-load";
import { type CpuProbe, type Measurement, perRequestCpu, summarize } from "./stats";

/** Keeps `connections` queries in flight until the deadline; latencies of those that succeed. */
async function loop(query: () => Promise<unknown>, connections: number, seconds: number) {
  const latencies: number[] = [];
  let failed = 0;
  const began = performance.now();
  const deadline = began + seconds * 1000;
  const lane = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      try {
        await query();
        latencies.push(performance.now() - start);
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, lane));
  return { latencies, failed, elapsedMs: performance.now() - began };
}

/** The same query straight through the driver, at the same concurrency, measured like the HTTP runs. */
export async function measureDriver(
  query: () => Promise<unknown>,
  settings: LoadSettings,
  cpu?: CpuProbe,
): Promise<Measurement> {
  await loop(query, settings.connections, settings.warmupSeconds);
  const before = await cpu?.();
  const { latencies, failed, elapsedMs } = await loop(query, settings.connections, settings.seconds);
  const after = await cpu?.();
  const measured = summarize(latencies, failed, elapsedMs);
  return { ...measured, ...perRequestCpu(before, after, measured.completed + measured.failed) };
}
