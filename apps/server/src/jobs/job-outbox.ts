import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database, DbOrTx, Transaction } from "../db/database";
import { queryRows } from "../db/query-rows";
import { openEventTodo } from "../modules/todos";
import { jobOutbox } from "./job-outbox.table";

/** Runs one job inside its transaction: what it writes commits with the job marked done, or not at all. */
export type JobHandler = (tx: Transaction, payload: Record<string, unknown>) => Promise<void>;
/** Handlers by job kind (jobs/job-handlers.ts lists the product's). */
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** After this many failed runs a job is marked failed, logged and given to a person (a system to-do). */
export const MAX_JOB_ATTEMPTS = 10;
/** Jobs run per pass at most (each in its own transaction). */
const PASS_LIMIT = 50;

/** 30 s, 1 min, 2, 4, … capped at 1 h (about 4 hours from the first failure to the last attempt). */
export function jobRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Queues follow-up work in the caller's transaction: it runs if and only if that transaction commits.
 * A second job with the same dedupeKey is not queued (the first one stands).
 */
export async function enqueueJob(
  tx: DbOrTx,
  job: { kind: string; payload: Record<string, unknown>; dedupeKey?: string; runAfter?: Date },
): Promise<void> {
  await tx
    .insert(jobOutbox)
    .values({
      kind: job.kind,
      payload: job.payload,
      dedupeKey: job.dedupeKey ?? null,
      ...(job.runAfter && { runAfter: job.runAfter }),
    })
    .onConflictDoNothing({ target: jobOutbox.dedupeKey });
}

type ClaimedJob = { id: number; kind: string; payload: Record<string, unknown>; attempts: number };

const errorText = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);

/**
 * Claims the next due job (FOR UPDATE SKIP LOCKED: another runner skips it while this transaction
 * holds it), runs its handler in a savepoint and records the result in the same transaction.
 */
async function runNextJob(
  db: Database,
  now: Date,
  handlers: JobHandlers,
  log: FastifyBaseLogger | undefined,
): Promise<"none" | "done" | "retry" | "failed"> {
  return db.transaction(async (tx) => {
    const [job] = await queryRows<ClaimedJob>(
      tx,
      sql`select id, kind, payload, attempts from job_outbox
          where status = 'pending' and run_after <= ${now.toISOString()}::timestamptz
          order by run_after, id limit 1
          for update skip locked`,
    );
    if (!job) return "none";
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await tx.transaction((savepoint) => handler(savepoint, job.payload ?? {}));
    } catch (error) {
      const attempts = job.attempts + 1;
      const gaveUp = attempts >= MAX_JOB_ATTEMPTS;
      const lastError = errorText(error);
      const runAfter = new Date(now.getTime() + jobRetryDelayMs(attempts));
      await queryRows(
        tx,
        sql`update job_outbox set attempts = ${attempts}, last_error = ${lastError},
              status = ${gaveUp ? "failed" : "pending"}, run_after = ${runAfter.toISOString()}::timestamptz
            where id = ${job.id}`,
      );
      if (!gaveUp) {
        log?.warn({ err: error, jobId: job.id, kind: job.kind, attempts }, "job failed; retried later");
        return "retry";
      }
      log?.error({ err: error, jobId: job.id, kind: job.kind, attempts }, "job failed for good");
      await openEventTodo(
        tx,
        {
          key: `job:${job.id}`,
          url: "",
          titles: {
            en: `Follow-up work failed ${attempts} times (${job.kind}, job #${job.id}): ${lastError}`,
            "zh-TW": `後續作業已失敗 ${attempts} 次（${job.kind}，工作 #${job.id}）：${lastError}`,
            "zh-CN": `后续作业已失败 ${attempts} 次（${job.kind}，作业 #${job.id}）：${lastError}`,
          },
        },
        now,
      );
      return "failed";
    }
    await queryRows(
      tx,
      sql`update job_outbox set status = 'done', attempts = ${job.attempts + 1}, done_at = ${now.toISOString()}::timestamptz,
            last_error = null
          where id = ${job.id}`,
    );
    return "done";
  });
}

export type JobOutboxPass = { done: number; retry: number; failed: number };

/**
 * One pass of the job outbox (a ScheduledJob in main.ts): runs the jobs due at `now`, one transaction
 * each, until none is due or the pass limit is reached. A failed job is tried again after a back-off
 * (its error kept in last_error); after MAX_JOB_ATTEMPTS it is marked failed, logged as an error and
 * opens a system to-do. Safe in several processes at once: a claimed job is skipped by the others.
 */
export async function runJobOutboxOnce(
  db: Database,
  now: Date,
  handlers: JobHandlers,
  options: { log?: FastifyBaseLogger } = {},
): Promise<JobOutboxPass> {
  const pass: JobOutboxPass = { done: 0, retry: 0, failed: 0 };
  for (let i = 0; i < PASS_LIMIT; i++) {
    const result = await runNextJob(db, now, handlers, options.log);
    if (result === "none") break;
    pass[result] += 1;
  }
  return pass;
}
