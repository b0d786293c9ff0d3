import type { Currency } from "@edu/shared";
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sessionClasses } from "../classes/classes.table";
import { users } from "../users/users.table";

/**
 * A teacher invited to a class. `encrypted_id` is what the mailed reply link carries (random,
 * 32 bytes, base64url; never the sequential id) and works until `expires_at`.
 */
export const teacherInvitations = pgTable(
  "teacher_invitations",
  {
    id: serial("id").primaryKey(),
    encryptedId: text("encrypted_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    sessionClassId: integer("session_class_id")
      .notNull()
      .references(() => sessionClasses.id, { onDelete: "cascade" }),
    teacherUserId: integer("teacher_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    salary: bigint("salary", { mode: "number" }).notNull().default(0),
    currency: text("currency").$type<Currency>().notNull().default("TWD"),
    onlineSalary: bigint("online_salary", { mode: "number" }),
    onlineCurrency: text("online_currency").$type<Currency>(),
    notes: text("notes").notNull().default(""),
    /** 0 no reply, 1 accepted, 2 rejected. */
    repliedStatus: smallint("replied_status").notNull().default(0),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    needGreetMeeting: boolean("need_greet_meeting").notNull().default(false),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("teacher_invitations_encrypted_uq").on(table.encryptedId),
    uniqueIndex("teacher_invitations_class_teacher_uq").on(table.sessionClassId, table.teacherUserId),
    index("teacher_invitations_teacher_idx").on(table.teacherUserId, table.id),
  ],
);
