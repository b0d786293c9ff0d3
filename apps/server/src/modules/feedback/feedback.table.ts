import type { FeedbackStatus, FeedbackType } from "@edu/shared";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { uploads } from "../uploads/uploads.table";
import { users } from "../users/users.table";

/** What people report from the feedback dialog (spec 02 §3 feedback issue), triaged by admins. */
export const feedbackIssues = pgTable(
  "feedback_issues",
  {
    id: serial("id").primaryKey(),
    type: text("type").$type<FeedbackType>().notNull(),
    description: text("description").notNull().default(""),
    /** The page it was sent from, as the browser gave it. */
    url: text("url").notNull().default(""),
    pageTitle: text("page_title").notNull().default(""),
    fileUploadId: integer("file_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    /** Null for a visitor (the wire's created_by 0); taken from the session, never from the body. */
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    locale: text("locale").notNull().default("en"),
    status: text("status").$type<FeedbackStatus>().notNull().default("open"),
    doneBy: integer("done_by").references(() => users.id, { onDelete: "set null" }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("feedback_issues_status_idx").on(table.status, table.createdAt.desc(), table.id.desc()),
    // A screenshot belongs to one report.
    uniqueIndex("feedback_issues_file_uq").on(table.fileUploadId),
  ],
);
