/** One measured scenario: throughput and latency percentiles over the measured window. */
export type Measurement = {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  completed: number;
  failed: number;
};

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
