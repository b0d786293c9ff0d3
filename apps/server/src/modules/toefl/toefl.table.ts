import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { testAttempts } from "../test-engine/test-engine.table";
import { users } from "../users/users.table";

/**
 * A staff override of one section's score of a TOEFL sitting (PUT toefls/update-score), with its reason.
 * The engine's scores and the graded result stay as computed; a transcript shows the override beside
 * them. Every change is audited (old and new values); removing one deletes its row.
 */
export const toeflScoreOverrides = pgTable(
  "toefl_score_overrides",
  {
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => testAttempts.id, { onDelete: "cascade" }),
    sectionKey: text("section_key").notNull(),
    score: integer("score").notNull(),
    reason: text("reason").notNull(),
    setBy: integer("set_by").references(() => users.id, { onDelete: "set null" }),
    setAt: timestamp("set_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.attemptId, table.sectionKey] }),
    check("toefl_score_overrides_score_check", sql`${table.score} between 0 and 30`),
  ],
);

/** One section of a stored best-of transcript: its score and the sitting it came from. */
export type CombinedSection = {
  key: string;
  title: { en: string; "zh-CN"?: string; "zh-TW"?: string };
  score: number | null;
  band: number | null;
  exam_id: number | null;
  submitted_at: string | null;
};

/**
 * A best-of transcript stored from several sittings of one student (POST toefls/transcripts/combine): each
 * section's best score at the time, with its sitting, so the record does not move when a sitting is
 * regraded later.
 */
export const toeflCombinedTranscripts = pgTable(
  "toefl_combined_transcripts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    studentUserId: integer("student_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    examIds: jsonb("exam_ids").$type<number[]>().notNull(),
    sections: jsonb("sections").$type<CombinedSection[]>().notNull(),
    total: integer("total"),
    /** The 2026 1–6 band of the total (halves: 4.5). */
    band: doublePrecision("band"),
    note: text("note").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("toefl_combined_transcripts_student_idx").on(table.studentUserId, table.id)],
);

/**
 * "Grading is done" mails (POST toefls/corrected/{id}): one row per sitting and grading round, so the
 * same round is mailed once whoever presses the button and however often. A round is named by the
 * graded result's time: a regrade after the mail opens a new round.
 */
export const toeflCorrectedMails = pgTable(
  "toefl_corrected_mails",
  {
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => testAttempts.id, { onDelete: "cascade" }),
    round: text("round").notNull(),
    mailId: integer("mail_id"),
    sentBy: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.round] })],
);

export type ToeflScoreOverrideRow = typeof toeflScoreOverrides.$inferSelect;
export type ToeflCombinedRow = typeof toeflCombinedTranscripts.$inferSelect;
