import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Which demo seed steps ran, so that seeding is idempotent across restarts. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
});
