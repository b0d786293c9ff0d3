import type { Currency } from "@edu/shared";
import { bigint, date, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { uploads } from "../uploads/uploads.table";
import { users } from "../users/users.table";

export const TEACHER_CONTRACT_STATUSES = ["draft", "active", "ended"] as const;
export type TeacherContractStatus = (typeof TEACHER_CONTRACT_STATUSES)[number];

/** Spec: fields not shown — a teacher's engagement terms: period, hourly rate, document. */
export const teacherContracts = pgTable(
  "teacher_contracts",
  {
    id: serial("id").primaryKey(),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    startDate: date("start_date").notNull(),
    endDate: date("end_date"),
    hourlyRate: bigint("hourly_rate", { mode: "number" }).notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    status: text("status").$type<TeacherContractStatus>().notNull().default("draft"),
    notes: text("notes").notNull().default(""),
    documentUploadId: integer("document_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("teacher_contracts_teacher_idx").on(table.teacherId, table.startDate)],
);
