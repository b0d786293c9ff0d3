import type { PartOfSpeech, VocabSharing } from "@edu/shared/vocabulary";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sessionClasses } from "../classes/classes.table";
import { uploads } from "../uploads/uploads.table";
import { users } from "../users/users.table";

/**
 * A dictionary word (issue 34): the front of a card is `word`; the back is the rest. English from the
 * dictionary package (WordNet), Chinese glosses and examples written by us. `likes_count` counts
 * vocab_back_likes (kept in the same transaction as each like).
 */
export const vocabs = pgTable(
  "vocabs",
  {
    id: serial("id").primaryKey(),
    word: text("word").notNull(),
    partOfSpeech: text("part_of_speech").$type<PartOfSpeech>().notNull(),
    pronunciation: text("pronunciation"),
    definition: text("definition").notNull(),
    glossZhTw: text("gloss_zh_tw"),
    glossZhCn: text("gloss_zh_cn"),
    examples: jsonb("examples").$type<string[]>().notNull().default([]),
    likesCount: integer("likes_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("vocabs_word_pos_uq").on(sql`lower(${table.word})`, table.partOfSpeech),
    index("vocabs_word_prefix_idx").on(sql`lower(${table.word}) text_pattern_ops`),
  ],
);

/** A word list; its title is unique per owner (the screens address lists by title). */
export const vocabCollects = pgTable(
  "vocab_collects",
  {
    id: serial("id").primaryKey(),
    ownerUserId: integer("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    sharing: text("sharing").$type<VocabSharing>().notNull().default("private"),
    sessionClassId: integer("session_class_id").references(() => sessionClasses.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("vocab_collects_owner_title_uq").on(table.ownerUserId, table.title),
    index("vocab_collects_sharing_idx").on(table.sharing, table.sessionClassId),
    check("vocab_collects_sharing_check", sql`${table.sharing} in ('private', 'class', 'public')`),
  ],
);

export const vocabCollectItems = pgTable(
  "vocab_collect_items",
  {
    collectId: integer("collect_id")
      .notNull()
      .references(() => vocabCollects.id, { onDelete: "cascade" }),
    vocabId: integer("vocab_id")
      .notNull()
      .references(() => vocabs.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.collectId, table.vocabId] }),
    index("vocab_collect_items_order_idx").on(table.collectId, table.position),
    index("vocab_collect_items_vocab_idx").on(table.vocabId),
  ],
);

/**
 * A student's FSRS card for a word (ts-fsrs `Card`; `state` is its State 0–3). `collect_id` is the list
 * the card was started from (the daily new-card limit counts per list); `missed`: ever answered "again".
 */
export const vocabCards = pgTable(
  "vocab_cards",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vocabId: integer("vocab_id")
      .notNull()
      .references(() => vocabs.id, { onDelete: "cascade" }),
    collectId: integer("collect_id").references(() => vocabCollects.id, { onDelete: "set null" }),
    state: smallint("state").notNull(),
    due: timestamp("due", { withTimezone: true }).notNull(),
    stability: doublePrecision("stability").notNull(),
    difficulty: doublePrecision("difficulty").notNull(),
    elapsedDays: integer("elapsed_days").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    learningSteps: integer("learning_steps").notNull(),
    reps: integer("reps").notNull(),
    lapses: integer("lapses").notNull(),
    lastReview: timestamp("last_review", { withTimezone: true }),
    missed: boolean("missed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("vocab_cards_user_vocab_uq").on(table.userId, table.vocabId),
    index("vocab_cards_user_due_idx").on(table.userId, table.due),
    index("vocab_cards_user_collect_idx").on(table.userId, table.collectId, table.createdAt),
    check("vocab_cards_state_check", sql`${table.state} between 0 and 3`),
  ],
);

/** One answer (append-only: written with the card's new state in one transaction, never changed). */
export const vocabReviewLogs = pgTable(
  "vocab_review_logs",
  {
    id: serial("id").primaryKey(),
    cardId: integer("card_id")
      .notNull()
      .references(() => vocabCards.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vocabId: integer("vocab_id")
      .notNull()
      .references(() => vocabs.id, { onDelete: "cascade" }),
    collectId: integer("collect_id").references(() => vocabCollects.id, { onDelete: "set null" }),
    rating: smallint("rating").notNull(),
    state: smallint("state").notNull(),
    due: timestamp("due", { withTimezone: true }).notNull(),
    stability: doublePrecision("stability").notNull(),
    difficulty: doublePrecision("difficulty").notNull(),
    elapsedDays: integer("elapsed_days").notNull(),
    lastElapsedDays: integer("last_elapsed_days").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    learningSteps: integer("learning_steps").notNull(),
    review: timestamp("review", { withTimezone: true }).notNull(),
    durationMs: integer("duration_ms").notNull(),
  },
  (table) => [
    index("vocab_review_logs_card_idx").on(table.cardId, table.review),
    index("vocab_review_logs_user_idx").on(table.userId, table.review),
    check("vocab_review_logs_rating_check", sql`${table.rating} between 1 and 4`),
  ],
);

/** A like on a word's back (its definition side); a liked word is in the student's "my words". */
export const vocabBackLikes = pgTable(
  "vocab_back_likes",
  {
    vocabId: integer("vocab_id")
      .notNull()
      .references(() => vocabs.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.vocabId, table.userId] }),
    index("vocab_back_likes_user_idx").on(table.userId, table.createdAt),
  ],
);

/** A student's memory aid for a word: text and/or one private image or video (an uploads row). */
export const vocabMnemonics = pgTable(
  "vocab_mnemonics",
  {
    id: serial("id").primaryKey(),
    vocabId: integer("vocab_id")
      .notNull()
      .references(() => vocabs.id, { onDelete: "cascade" }),
    authorUserId: integer("author_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull().default(""),
    uploadId: integer("upload_id").references(() => uploads.id, { onDelete: "set null" }),
    likesCount: integer("likes_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("vocab_mnemonics_vocab_likes_idx").on(table.vocabId, table.likesCount.desc(), table.id),
    index("vocab_mnemonics_upload_idx").on(table.uploadId),
  ],
);

export const vocabMnemonicLikes = pgTable(
  "vocab_mnemonic_likes",
  {
    mnemonicId: integer("mnemonic_id")
      .notNull()
      .references(() => vocabMnemonics.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.mnemonicId, table.userId] })],
);
