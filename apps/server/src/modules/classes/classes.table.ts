import type { FieldTranslations, SessionClassTeacherRole, SessionClassTextField } from "@edu/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { courseSessions } from "../courses/courses.table";
import { users } from "../users/users.table";

/** A class of a course session: teachers, schedule, room, online link. */
export const sessionClasses = pgTable(
  "session_classes",
  {
    id: serial("id").primaryKey(),
    courseSessionId: integer("course_session_id")
      .notNull()
      .references(() => courseSessions.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    startDate: date("start_date"),
    endDate: date("end_date"),
    schedule: text("schedule").notNull().default(""),
    timeFrom: time("time_from"),
    timeTo: time("time_to"),
    timezone: text("timezone").notNull().default("Asia/Taipei"),
    isOnline: boolean("is_online").notNull().default(false),
    room: text("room").notNull().default(""),
    address: text("address").notNull().default(""),
    onlineLink: text("online_link").notNull().default(""),
    capacity: integer("capacity"),
    notes: text("notes").notNull().default(""),
    /** name, schedule, address and notes per language; the columns above are the fallback. */
    translations: jsonb("translations")
      .$type<FieldTranslations<SessionClassTextField>>()
      .notNull()
      .default({}),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("session_classes_session_idx").on(table.courseSessionId),
    index("session_classes_end_idx").on(table.endDate, table.id),
  ],
);

/** Teachers and teaching assistants of a class. */
export const sessionClassTeachers = pgTable(
  "session_class_teachers",
  {
    sessionClassId: integer("session_class_id")
      .notNull()
      .references(() => sessionClasses.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<SessionClassTeacherRole>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionClassId, table.userId] }),
    index("session_class_teachers_user_idx").on(table.userId),
  ],
);

/**
 * A student's ticket for a course session (paid or not); placement puts it into a class with the
 * spec's placement fields. The enrollment module creates tickets for paid enrollments through
 * `createClassTicket` (one per enrolled session: `enrolled_session_id` is unique).
 */
export const studentClassTickets = pgTable(
  "student_class_tickets",
  {
    id: serial("id").primaryKey(),
    studentUserId: integer("student_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseSessionId: integer("course_session_id")
      .notNull()
      .references(() => courseSessions.id, { onDelete: "restrict" }),
    /** The enrolled course session it came from (enrollment module), if any. */
    enrolledSessionId: integer("enrolled_session_id"),
    isPaid: boolean("is_paid").notNull().default(false),
    note: text("note").notNull().default(""),
    sessionClassId: integer("session_class_id").references(() => sessionClasses.id, { onDelete: "set null" }),
    placementDate: date("placement_date"),
    placementTime: time("placement_time"),
    address: text("address").notNull().default(""),
    classroom: text("classroom").notNull().default(""),
    studyRoom: text("study_room").notNull().default(""),
    scoreRange: text("score_range").notNull().default(""),
    taUserId: integer("ta_user_id").references(() => users.id, { onDelete: "set null" }),
    placedAt: timestamp("placed_at", { withTimezone: true }),
    placedBy: integer("placed_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("student_class_tickets_student_idx").on(table.studentUserId),
    index("student_class_tickets_session_idx").on(table.courseSessionId, table.isPaid),
    index("student_class_tickets_class_idx").on(table.sessionClassId),
    uniqueIndex("student_class_tickets_enrolled_uq")
      .on(table.enrolledSessionId)
      .where(sql`${table.enrolledSessionId} is not null`),
    // A student is in a class once.
    uniqueIndex("student_class_tickets_student_class_uq")
      .on(table.studentUserId, table.sessionClassId)
      .where(sql`${table.sessionClassId} is not null`),
  ],
);
