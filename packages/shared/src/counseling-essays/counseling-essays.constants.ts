/** Essay states (spec 03 §4 "Essay status"); "completed" is a separate 0/1 mark (complete / incomplete). */
export const ESSAY_STATUSES = ["not_started", "in_progress", "finished"] as const;
export type EssayStatus = (typeof ESSAY_STATUSES)[number];

export const ESSAY_COMMENT_STATUSES = ["open", "resolved"] as const;
export type EssayCommentStatus = (typeof ESSAY_COMMENT_STATUSES)[number];

/** Prompts offered for an essay not tied to one school (the web lists them; any text is accepted). */
export const COMMON_ESSAY_PROMPTS = [
  "Common App personal essay",
  "Coalition App essay",
  "UC personal insight question",
  "Activity description",
  "Additional information",
] as const;

export const ESSAY_LIMITS = {
  prompt: 4_000,
  title: 200,
  word_limit: 10_000,
  document_url: 2_048,
  quote: 500,
  comment_body: 2_000,
  /** Comments (replies included) on one essay: enough for many review rounds, bounded for one answer. */
  comments_per_essay: 500,
  /** Saves of the same person within this many minutes of a version's first save fold into that version. */
  version_fold_minutes: 10,
} as const;
