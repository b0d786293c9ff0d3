import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/helpers/test-app";
import type { Database, DatabaseHandle } from "../db/database";
import { queryRows } from "../db/query-rows";
import { runSystemTodosOnce } from "../modules/todos";
import { enqueueJob, type JobHandlers, jobRetryDelayMs, MAX_JOB_ATTEMPTS, runJobOutboxOnce } from "./index";

let handle: DatabaseHandle;
const db = (): Database => handle.db;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle?.close());

type JobRow = { id: number; status: string; attempts: number; last_error: string | null; run_after: string };
const jobsOf = (kind: string) =>
  queryRows<JobRow>(
    db(),
    sql`select id, status, attempts, last_error, run_after::text as run_after from job_outbox where kind = ${kind} order by id`,
  );
/** A row a handler writes: it must exist if and only if the job's run committed. */
const marks = async (prefix: string) =>
  (
    await queryRows<{ name: string }>(
      db(),
      sql`select name from installation_secrets where name like ${`${prefix}%`} order by name`,
    )
  ).map((row) => row.name);
const SECOND = 1000;
/**
 * A moment ahead: run_after is the database's clock in microseconds, `new Date()` JavaScript's in
 * milliseconds, so a job enqueued within the same millisecond would not yet be due (seen on PostgreSQL).
 */
const dueNow = () => new Date(Date.now() + SECOND);

describe("the job outbox", () => {
  it("queues a job only with its transaction, once per dedupe key, and runs a due job once", async () => {
    await db().transaction(async (tx) => {
      await enqueueJob(tx, { kind: "test.once", payload: { n: 1 }, dedupeKey: "test.once:1" });
      await enqueueJob(tx, { kind: "test.once", payload: { n: 2 }, dedupeKey: "test.once:1" });
    });
    await db()
      .transaction(async (tx) => {
        await enqueueJob(tx, { kind: "test.once", payload: { n: 3 } });
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    const seen: unknown[] = [];
    const handlers: JobHandlers = {
      "test.once": async (_tx, payload) => {
        seen.push(payload);
      },
    };
    expect(await runJobOutboxOnce(db(), dueNow(), handlers)).toEqual({ done: 1, retry: 0, failed: 0 });
    expect(seen).toEqual([{ n: 1 }]);
    expect(await runJobOutboxOnce(db(), new Date(), handlers)).toEqual({ done: 0, retry: 0, failed: 0 });
    expect((await jobsOf("test.once")).map((job) => [job.status, job.attempts])).toEqual([["done", 1]]);
  });

  it("retries a handler that throws after a back-off, keeps its error, undoes what it wrote, then is done", async () => {
    const now = new Date(Date.now() + 60 * SECOND);
    await enqueueJob(db(), { kind: "test.flaky", payload: {}, dedupeKey: "test.flaky:1" });
    let calls = 0;
    const handlers: JobHandlers = {
      "test.flaky": async (tx) => {
        calls += 1;
        await queryRows(
          tx,
          sql`insert into installation_secrets (name, value) values (${`flaky-${calls}`}, 'x')`,
        );
        if (calls === 1) throw new Error("bill busy");
      },
    };
    expect(await runJobOutboxOnce(db(), now, handlers)).toEqual({ done: 0, retry: 1, failed: 0 });
    const [failed] = await jobsOf("test.flaky");
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed?.last_error).toContain("bill busy");
    expect(new Date(failed?.run_after ?? 0).getTime()).toBe(now.getTime() + jobRetryDelayMs(1));
    expect(await marks("flaky-")).toEqual([]);

    // Not due again before its back-off.
    expect(await runJobOutboxOnce(db(), new Date(now.getTime() + 10 * SECOND), handlers)).toEqual({
      done: 0,
      retry: 0,
      failed: 0,
    });
    expect(calls).toBe(1);
    const later = new Date(now.getTime() + jobRetryDelayMs(1) + SECOND);
    expect(await runJobOutboxOnce(db(), later, handlers)).toEqual({ done: 1, retry: 0, failed: 0 });
    expect((await jobsOf("test.flaky"))[0]).toMatchObject({ status: "done", attempts: 2, last_error: null });
    expect(await marks("flaky-")).toEqual(["flaky-2"]);
    expect([1, 2, 3, 8, 20].map(jobRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });

  it(`gives up after ${MAX_JOB_ATTEMPTS} attempts: failed, error kept, a system to-do the sweep leaves open`, async () => {
    await enqueueJob(db(), { kind: "test.broken", payload: {}, dedupeKey: "test.broken:1" });
    await queryRows(
      db(),
      sql`update job_outbox set attempts = ${MAX_JOB_ATTEMPTS - 1} where kind = 'test.broken'`,
    );
    const handlers: JobHandlers = {
      "test.broken": async () => {
        throw new Error("the bill was deleted");
      },
    };
    expect(await runJobOutboxOnce(db(), dueNow(), handlers)).toEqual({ done: 0, retry: 0, failed: 1 });
    const [job] = await jobsOf("test.broken");
    expect(job).toMatchObject({ status: "failed", attempts: MAX_JOB_ATTEMPTS });
    expect(job?.last_error).toContain("the bill was deleted");
    // Failed for good: never run again.
    expect(await runJobOutboxOnce(db(), new Date(Date.now() + 10 * 3_600_000), handlers)).toEqual({
      done: 0,
      retry: 0,
      failed: 0,
    });
    const todo = async () =>
      queryRows<{ status: number; title: string }>(
        db(),
        sql`select status, title from todos where source_key = ${`event:job:${job?.id}`}`,
      );
    expect(await todo()).toEqual([{ status: 0, title: expect.stringContaining("the bill was deleted") }]);
    await runSystemTodosOnce(db());
    expect((await todo())[0]?.status).toBe(0);
  });

  it("two runners at once never run one job twice", async () => {
    const count = 40;
    for (let n = 0; n < count; n++) {
      await enqueueJob(db(), { kind: "test.race", payload: { n }, dedupeKey: `test.race:${n}` });
    }
    const runs = new Map<number, number>();
    const handlers: JobHandlers = {
      "test.race": async (tx, payload) => {
        const n = Number(payload.n);
        runs.set(n, (runs.get(n) ?? 0) + 1);
        // Work inside the job's transaction, so the runners overlap while a job is held.
        await queryRows(tx, sql`insert into installation_secrets (name, value) values (${`race-${n}`}, 'x')`);
      },
    };
    const now = dueNow();
    const passes = await Promise.all([
      runJobOutboxOnce(db(), now, handlers),
      runJobOutboxOnce(db(), now, handlers),
      runJobOutboxOnce(db(), now, handlers),
    ]);
    expect(passes.reduce((sum, pass) => sum + pass.done, 0)).toBe(count);
    expect(passes.every((pass) => pass.retry === 0 && pass.failed === 0)).toBe(true);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
    expect(runs.size).toBe(count);
    expect((await jobsOf("test.race")).every((job) => job.status === "done" && job.attempts === 1)).toBe(
      true,
    );
    expect(await marks("race-")).toHaveLength(count);
  });
});
