import { date, index, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { orders } from "./orders.table";

/**
 * One overdue reminder per bill and reminder day (days after receivable_date): the unique row is what
 * makes a missed day caught up once and never twice, whichever run or process gets there first.
 */
export const billReminders = pgTable(
  "bill_reminders",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Days after the bill's receivable_date this reminder is for (a configured day). */
    reminderDay: integer("reminder_day").notNull(),
    /** The day the run that sent it saw (UTC date). */
    runOn: date("run_on").notNull(),
    outboxId: integer("outbox_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("bill_reminders_order_day_uq").on(table.orderId, table.reminderDay),
    index("bill_reminders_sent_idx").on(table.sentAt),
  ],
);
