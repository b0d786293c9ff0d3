/** One measured scenario: throughput and latency percentiles over the measured window. */
export type Measurement = {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  completed: number;
  failed: number;
  /** CPU milliseconds per request over the measured window: the app's main thread, the database's backends. */
  appCpuMs?: number;
  dbCpuMs?: number;
};

/** CPU used so far (ms): the app's main thread, and the database server's processes serving it. */
export type CpuProbe = () => Promise<{ appMs: number; dbMs: number }>;

/**
 * CPU per request between two probes. Unlike req/s and latency, this hardly moves with other work on
 * the machine, so it says what an endpoint costs when the load average is high.
 */
export function perRequestCpu(
  before: { appMs: number; dbMs: number } | undefined,
  after: { appMs: number; dbMs: number } | undefined,
  requests: number,
): Pick<Measurement, "appCpuMs" | "dbCpuMs"> {
  if (!before || !after || requests === 0) return {};
  return {
    appCpuMs: (after.appMs - before.appMs) / requests,
    dbCpuMs: (after.dbMs - before.dbMs) / requests,
  };
}

/** Nearest-rank percentile of an ascending array (ms). */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** Summarises latencies (ms) of successful operations completed in `elapsedMs`. */
export function summarize(latencies: number[], failed: number, elapsedMs: number): Measurement {
  const sorted = Float64Array.from(latencies).sort();
  return {
    requestsPerSecond: latencies.length / (elapsedMs / 1000),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    completed: latencies.length,
    failed,
  };
}
