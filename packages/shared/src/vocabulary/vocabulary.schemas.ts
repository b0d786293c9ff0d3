import { z } from "zod";
import { FORBIDDEN_IN_TEXT } from "../system/input.schemas";
import { dbIdSchema, dbIdValueSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import {
  MY_WORDS_FILTERS,
  PARTS_OF_SPEECH,
  VOCAB_CARD_STATES,
  VOCAB_LIMITS,
  VOCAB_RATINGS,
  VOCAB_SHARINGS,
} from "./vocabulary.constants";

export const vocabSharingSchema = z.enum(VOCAB_SHARINGS);
export const vocabRatingSchema = z.enum(VOCAB_RATINGS);
export const vocabCardStateSchema = z.enum(VOCAB_CARD_STATES);
export const partOfSpeechSchema = z.enum(PARTS_OF_SPEECH);

/** Text people type: no control characters; `multiline` keeps line breaks. */
const text = (max: number, multiline = false) =>
  z
    .string()
    .trim()
    .max(max, { error: "v.text_too_long" })
    .refine((value) => !FORBIDDEN_IN_TEXT.test(value) && (multiline || !/[\r\n]/.test(value)), {
      error: "v.control_characters",
    });
const required = (schema: z.ZodType<string>) =>
  schema.refine((value) => value !== "", { error: "v.required" });
const flagOut = z.union([z.literal(0), z.literal(1)]);
const personSchema = z.object({ id: z.number().int(), name: z.string() });

// ---- words ("vocabs") ----

/**
 * A word: the front of a card is `word`; its back (the "vocab back" of the spec's likes) is the rest —
 * part of speech, IPA pronunciation, the English definition, the Chinese glosses in both scripts and
 * example sentences. `likes_count` counts the students who liked this back (a liked back is a word the
 * student added to "my words").
 */
export const vocabSchema = z.object({
  id: z.number().int(),
  word: z.string(),
  part_of_speech: partOfSpeechSchema,
  pronunciation: z.string().nullable().describe("IPA, e.g. /əˈbeɪt/; null where the dictionary has none"),
  definition: z.string().describe("English"),
  gloss_zh_tw: z.string().nullable(),
  gloss_zh_cn: z.string().nullable(),
  examples: z.array(z.string()),
  likes_count: z.number().int(),
});
export type Vocab = z.infer<typeof vocabSchema>;

/** The caller's FSRS card for a word (null before the first answer). Times are ISO 8601 UTC. */
export const vocabCardSchema = z.object({
  id: z.number().int(),
  state: vocabCardStateSchema,
  due: z.string(),
  last_review: z.string().nullable(),
  stability: z.number(),
  difficulty: z.number(),
  reps: z.number().int(),
  lapses: z.number().int(),
});
export type VocabCard = z.infer<typeof vocabCardSchema>;

/** A word with the caller's card and whether the caller liked its back. */
export const vocabWithCardSchema = vocabSchema.extend({
  card: vocabCardSchema.nullable(),
  liked_by_me: flagOut,
});
export type VocabWithCard = z.infer<typeof vocabWithCardSchema>;

export const vocabsQuerySchema = z.object({
  q: text(VOCAB_LIMITS.word).optional().describe("a word's beginning (case-insensitive)"),
  part_of_speech: partOfSpeechSchema.optional(),
  ...pageQueryShape,
});
export type VocabsQuery = z.infer<typeof vocabsQuerySchema>;
export const vocabListSchema = pagedListSchema(vocabWithCardSchema);

/** GET vocab/list: the words of one list, in the list's order, with the caller's cards. */
export const vocabListQuerySchema = z.object({ collect_id: dbIdSchema, ...pageQueryShape });
export type VocabListQuery = z.infer<typeof vocabListQuerySchema>;

// ---- lists ("vocab collects") ----

export const vocabCollectIdParamsSchema = z.object({ id: dbIdSchema });
export const vocabCollectVocabParamsSchema = z.object({ id: dbIdSchema, vocabId: dbIdSchema });

/** `session_class_id`: the class a `class` list is shared with (required then; the owner must belong to it). */
export const createVocabCollectSchema = z.object({
  title: required(text(VOCAB_LIMITS.collect_title)),
  description: text(VOCAB_LIMITS.collect_description, true).default(""),
  sharing: vocabSharingSchema.default("private"),
  session_class_id: dbIdValueSchema.nullable().default(null),
  vocab_ids: z.array(dbIdValueSchema).max(VOCAB_LIMITS.collect_words).default([]),
});
export type CreateVocabCollect = z.infer<typeof createVocabCollectSchema>;

export const updateVocabCollectSchema = z.object({
  title: required(text(VOCAB_LIMITS.collect_title)).optional(),
  description: text(VOCAB_LIMITS.collect_description, true).optional(),
  sharing: vocabSharingSchema.optional(),
  session_class_id: dbIdValueSchema.nullable().optional(),
});
export type UpdateVocabCollect = z.infer<typeof updateVocabCollectSchema>;

/** A list with the caller's progress on it (`started`: the caller has answered at least one of its cards). */
export const vocabCollectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  sharing: vocabSharingSchema,
  session_class_id: z.number().int().nullable(),
  owner: personSchema,
  is_mine: flagOut,
  word_count: z.number().int(),
  my_progress: z.object({
    started: flagOut,
    learned: z.number().int().describe("words with a card"),
    due: z.number().int().describe("cards due now"),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VocabCollect = z.infer<typeof vocabCollectSchema>;

export const vocabCollectsQuerySchema = z.object({
  scope: z
    .enum(["mine", "shared", "started", "all"])
    .default("all")
    .describe(
      "mine: lists I own; shared: others' lists I may read; started: lists with a card of mine; all: every list I may read",
    ),
  q: text(VOCAB_LIMITS.collect_title).optional().describe("part of the title"),
  ...pageQueryShape,
});
export type VocabCollectsQuery = z.infer<typeof vocabCollectsQuerySchema>;
export const vocabCollectListSchema = pagedListSchema(vocabCollectSchema);

/** GET vocab-collects/list: every list the caller may read, short (pickers; a screen's list by title). */
export const vocabCollectTitlesQuerySchema = z.object({
  title: text(VOCAB_LIMITS.collect_title).optional().describe("exact title: the lists so named (mine first)"),
});
export const vocabCollectTitleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  owner: personSchema,
  is_mine: flagOut,
  sharing: vocabSharingSchema,
  word_count: z.number().int(),
});
export const vocabCollectTitlesSchema = z.object({ data: z.array(vocabCollectTitleSchema) });

export const addVocabToCollectSchema = z.object({
  vocab_ids: z.array(dbIdValueSchema).min(1, { error: "v.required" }).max(VOCAB_LIMITS.collect_words),
});
export const vocabCollectSavedSchema = z.object({ collect: vocabCollectSchema });
export const vocabDeletedSchema = z.object({ ok: z.literal(true) });

// ---- memorizing ----

/** When a card would next be due after each button, computed by ts-fsrs on the server. */
const nextIntervalSchema = z.object({
  due: z.string(),
  interval_ms: z.number().int().describe("due − now"),
  scheduled_days: z.number().int(),
});
export const nextIntervalsSchema = z.object({
  again: nextIntervalSchema,
  hard: nextIntervalSchema,
  good: nextIntervalSchema,
  easy: nextIntervalSchema,
});
export type NextIntervals = z.infer<typeof nextIntervalsSchema>;

export const memorizeCardSchema = z.object({
  vocab: vocabSchema,
  card: vocabCardSchema.nullable().describe("null: a new card"),
  is_new: flagOut,
  next: nextIntervalsSchema,
});
export type MemorizeCard = z.infer<typeof memorizeCardSchema>;

export const memorizeQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
/**
 * The queue: due cards first (earliest due first), then new cards up to what is left of today's new-card
 * limit (counted per student and list, the school's day).
 */
export const memorizeQueueSchema = z.object({
  collect: vocabCollectSchema,
  due_count: z.number().int(),
  new_available: z.number().int().describe("new cards left for today"),
  new_limit: z.number().int(),
  new_started_today: z.number().int(),
  prompt_after_ms: z.number().int().describe("ask whether to go on after this long"),
  cards: z.array(memorizeCardSchema),
});
export type MemorizeQueue = z.infer<typeof memorizeQueueSchema>;

/** POST vocab/usage: one answer. `collect_id` names the list it was memorized from (counts new cards per list). */
export const vocabUsageSchema = z.object({
  vocab_id: dbIdValueSchema,
  collect_id: dbIdValueSchema.nullable().default(null),
  rating: vocabRatingSchema,
  elapsed_ms: z.number().int().min(0).max(VOCAB_LIMITS.elapsed_ms),
});
export type VocabUsage = z.infer<typeof vocabUsageSchema>;
export const vocabUsageResultSchema = z.object({
  card: vocabCardSchema,
  review_log_id: z.number().int(),
  next: nextIntervalsSchema.describe("the card's intervals from now on"),
});
export type VocabUsageResult = z.infer<typeof vocabUsageResultSchema>;

export const myWordsQuerySchema = z.object({
  filter: z.enum(MY_WORDS_FILTERS).default("all"),
  ...pageQueryShape,
});
export type MyWordsQuery = z.infer<typeof myWordsQuerySchema>;
export const myWordSchema = vocabWithCardSchema.extend({ added: flagOut, missed: flagOut });
export const myWordsListSchema = pagedListSchema(myWordSchema);

// ---- likes on a word's back ----

export const vocabBackParamsSchema = z.object({ id: dbIdSchema.describe("the word's id") });
export const likeStateSchema = z.object({ liked: flagOut, likes_count: z.number().int() });
export type LikeState = z.infer<typeof likeStateSchema>;

// ---- mnemonics ----

export const mnemonicIdParamsSchema = z.object({ id: dbIdSchema });
export const mnemonicMediaSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime_type: z.string(),
  kind: z.enum(["image", "video"]),
});
export type MnemonicMedia = z.infer<typeof mnemonicMediaSchema>;

export const createMnemonicSchema = z
  .object({
    vocab_id: dbIdValueSchema,
    content: text(VOCAB_LIMITS.mnemonic, true).default(""),
    file_id: dbIdValueSchema.nullable().default(null).describe("from POST mnemonics/file"),
  })
  .refine((body) => body.content !== "" || body.file_id !== null, { error: "v.required", path: ["content"] });
export type CreateMnemonic = z.infer<typeof createMnemonicSchema>;
export const updateMnemonicSchema = z.object({
  content: text(VOCAB_LIMITS.mnemonic, true).optional(),
  file_id: dbIdValueSchema.nullable().optional(),
});
export type UpdateMnemonic = z.infer<typeof updateMnemonicSchema>;

export const mnemonicSchema = z.object({
  id: z.number().int(),
  vocab_id: z.number().int(),
  author: personSchema,
  is_mine: flagOut,
  content: z.string(),
  media: mnemonicMediaSchema.nullable(),
  likes_count: z.number().int(),
  liked_by_me: flagOut,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Mnemonic = z.infer<typeof mnemonicSchema>;
export const mnemonicsQuerySchema = z.object({ vocab_id: dbIdSchema, ...pageQueryShape });
export const mnemonicListSchema = pagedListSchema(mnemonicSchema);
export const mnemonicSavedSchema = z.object({ mnemonic: mnemonicSchema });
export const mnemonicFileSavedSchema = z.object({ file: mnemonicMediaSchema });
export const mnemonicFileQuerySchema = z.object({ id: dbIdSchema.describe("the uploaded file's id") });

// ---- a class's progress (teachers) ----

export const classVocabProgressParamsSchema = z.object({ classId: dbIdSchema });
export const classVocabProgressSchema = z.object({
  session_class_id: z.number().int(),
  students: z.array(
    z.object({
      student: personSchema,
      cards: z.number().int(),
      cards_due: z.number().int(),
      reviewed_this_week: z.number().int(),
      retention: z
        .number()
        .nullable()
        .describe("share of this week's reviews not answered “again” (0–1); null: none"),
    }),
  ),
  days: z
    .array(z.object({ date: z.string(), reviews: z.number().int(), again: z.number().int() }))
    .describe("the last 7 school days, oldest first, for the chart"),
});
export type ClassVocabProgress = z.infer<typeof classVocabProgressSchema>;
