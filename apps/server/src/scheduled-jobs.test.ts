import { describe, expect, it, vi } from "vitest";
import { startScheduledJobs } from "./scheduled-jobs";

const log = { warn: vi.fn() } as never;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("startScheduledJobs", () => {
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
    await sleep(120);
    await jobs.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
    expect(running).toBe(0);
    const after = runs;
    await sleep(50);
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
    await sleep(60);
    await jobs.stop();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ job: "flaky" }), "scheduled job failed");
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});
