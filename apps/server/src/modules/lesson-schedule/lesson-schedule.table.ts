import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sessionClasses } from "../classes/classes.table";
import { users } from "../users/users.table";

/**
 * A class's dated lesson schedule: each row one planned lesson (a start instant, its wall-clock zone and
 * length). Lesson logs stay the record of what happened; a log of the class within 12 hours of the
 * start is this lesson's log. `notify_at` (18:00 of the day before, in the lesson's zone) is when the
 * "lesson tomorrow" notice falls due; `notified_at` marks it sent, in the transaction that queued it.
 */
export const plannedLessons = pgTable(
  "planned_lessons",
  {
    id: serial("id").primaryKey(),
    sessionClassId: integer("session_class_id")
      .notNull()
      .references(() => sessionClasses.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    timezone: text("timezone").notNull(),
    note: text("note").notNull().default(""),
    /** Lessons added together as one weekly series share it. */
    seriesId: text("series_id"),
    notifyAt: timestamp("notify_at", { withTimezone: true }).notNull(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("planned_lessons_class_start_uq").on(table.sessionClassId, table.startsAt),
    index("planned_lessons_starts_idx").on(table.startsAt),
    // The notice job reads lessons still ahead and not yet announced (starts_at > now).
    index("planned_lessons_unnotified_idx").on(table.startsAt).where(sql`${table.notifiedAt} is null`),
  ],
);
