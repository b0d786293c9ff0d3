import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { sessionClasses } from "../classes/classes.table";
import { users } from "../users/users.table";

/** A meet-and-greet before a private lesson starts; `started_at` null while the time is undecided. */
export const greetMeetings = pgTable(
  "greet_meetings",
  {
    id: serial("id").primaryKey(),
    sessionClassId: integer("session_class_id")
      .notNull()
      .references(() => sessionClasses.id, { onDelete: "cascade" }),
    teacherUserIds: jsonb("teacher_user_ids").$type<number[]>().notNull().default([]),
    timezone: text("timezone").notNull().default("Asia/Taipei"),
    isSameAddress: boolean("is_same_address").notNull().default(true),
    address: text("address").notNull().default(""),
    startedAt: timestamp("started_at", { withTimezone: true }),
    durationMinutes: integer("duration_minutes").notNull().default(30),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("greet_meetings_class_idx").on(table.sessionClassId, table.startedAt)],
);
