import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The first answer to a money-moving request, per caller and Idempotency-Key (DESIGN.md §5), so a
 * retry replays it instead of paying twice. `status_code` is null while the first request runs.
 * Kept 24 hours (maintenance.ts).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** `user:<id>` or `anon:<address>`: one caller's key never answers another caller. */
    caller: text("caller").notNull(),
    key: text("key").notNull(),
    /** sha256 of method, route, parameters and body: the same key with another request is 409. */
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code"),
    contentType: text("content_type"),
    responseBody: text("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.caller, table.key] })],
);
