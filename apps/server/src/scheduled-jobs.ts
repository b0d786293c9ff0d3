import type { FastifyBaseLogger } from "fastify";

export type ScheduledJob = {
  name: string;
  everyMs: number;
  /** Must be safe to run in several processes at once and to repeat (the jobs lock what they send). */
  run: (now: Date) => Promise<unknown>;
};

/**
 * Runs each job at its interval, never two runs of one job at once in this process, and once at
 * start so what fell due while the server was down goes out now. A failed run is logged and retried
 * at the next tick.
 */
export function startScheduledJobs(jobs: readonly ScheduledJob[], log: FastifyBaseLogger) {
  const timers = jobs.map((job) => {
    let running: Promise<void> | undefined;
    const tick = () => {
      if (running) return;
      running = job
        .run(new Date())
        .then(
          () => undefined,
          (error: unknown) => log.warn({ err: error, job: job.name }, "scheduled job failed"),
        )
        .finally(() => {
          running = undefined;
        });
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    setImmediate(tick);
    return { timer, current: () => running };
  });
  return {
    stop: async () => {
      for (const { timer } of timers) clearInterval(timer);
      await Promise.all(timers.map(({ current }) => current()));
    },
  };
}
