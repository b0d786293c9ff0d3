import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startScheduledJobs } from "./scheduled-jobs";

const log = { warn: vi.fn() } as never;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A fake clock: the intervals and the runs' own waits move only when the test moves time, so "no run after
// stop" is shown over a known stretch of time instead of a real pause.
describe("startScheduledJobs", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs a job at start and at its interval, never two runs at once, and stop waits for the run", async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const jobs = startScheduledJobs(
      [
        {
          name: "slow",
          everyMs: 10,
          run: async () => {
            running += 1;
            most = Math.max(most, running);
            await sleep(35);
            runs += 1;
            running -= 1;
          },
        },
      ],
      log,
    );
    await vi.advanceTimersByTimeAsync(120);
    const stopped = jobs.stop();
    // The run in progress finishes its 35 ms; stop resolves only after it.
    await vi.advanceTimersByTimeAsync(35);
    await stopped;
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
    expect(running).toBe(0);
    const after = runs;
    await vi.advanceTimersByTimeAsync(50);
    expect(runs).toBe(after);
  });

  it("logs a failed run and tries again at the next tick", async () => {
    const warn = vi.fn();
    let calls = 0;
    const jobs = startScheduledJobs(
      [
        {
          name: "flaky",
          everyMs: 10,
          run: async () => {
            calls += 1;
            if (calls === 1) throw new Error("database busy");
          },
        },
      ],
      { warn } as never,
    );
    await vi.advanceTimersByTimeAsync(60);
    await jobs.stop();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ job: "flaky" }), "scheduled job failed");
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});
