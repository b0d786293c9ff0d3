import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Secrets made once per installation (random, never a constant in the code), shared by every process
 * on the database: e.g. the payment sandbox's webhook secret when PAYMENT_SANDBOX_SECRET is unset.
 */
export const installationSecrets = pgTable("installation_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
