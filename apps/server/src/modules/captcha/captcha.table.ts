import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** One row per captcha shown; the answer is kept only as a hash and the row is deleted on use. */
export const captchaChallenges = pgTable(
  "captcha_challenges",
  {
    key: uuid("key").primaryKey().defaultRandom(),
    answerHash: text("answer_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("captcha_challenges_expires_idx").on(table.expiresAt)],
);
