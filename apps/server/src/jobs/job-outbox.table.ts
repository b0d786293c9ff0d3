import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const JOB_STATUSES = ["pending", "done", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Transactional outbox for follow-up work (settle a bill after a deposit, send a receipt…): written in
 * the same transaction as the change that needs it, claimed by a worker with FOR UPDATE SKIP LOCKED,
 * retried with back-off until done. `dedupe_key` makes enqueueing the same work twice a no-op.
 */
export const jobOutbox = pgTable(
  "job_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    dedupeKey: text("dedupe_key"),
    status: text("status").$type<JobStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("job_outbox_dedupe_uq").on(table.dedupeKey),
    index("job_outbox_due_idx").on(table.runAfter).where(sql`${table.status} = 'pending'`),
  ],
);
