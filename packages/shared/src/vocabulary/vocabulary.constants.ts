/** Who may read a word list: its owner only, the owner's classes (students and teachers of a class it names), or anyone signed in. */
export const VOCAB_SHARINGS = ["private", "class", "public"] as const;
export type VocabSharing = (typeof VOCAB_SHARINGS)[number];

/** The four answer buttons (FSRS ratings 1–4). */
export const VOCAB_RATINGS = ["again", "hard", "good", "easy"] as const;
export type VocabRating = (typeof VOCAB_RATINGS)[number];

/** FSRS card states (ts-fsrs `State`). */
export const VOCAB_CARD_STATES = ["new", "learning", "review", "relearning"] as const;
export type VocabCardState = (typeof VOCAB_CARD_STATES)[number];

/** WordNet's parts of speech (its satellite adjectives are adjectives), plus what lists written by hand use. */
export const PARTS_OF_SPEECH = [
  "noun",
  "verb",
  "adjective",
  "adverb",
  "preposition",
  "conjunction",
  "pronoun",
  "interjection",
  "phrase",
] as const;
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

/** "My words": every card the student added (liked the back of) or missed (ever answered "again"). */
export const MY_WORDS_FILTERS = ["all", "added", "missed"] as const;
export type MyWordsFilter = (typeof MY_WORDS_FILTERS)[number];

/** Spec 03 §4, §9: after more than 2 minutes a prompt asks whether to go on memorizing. */
export const MEMORIZE_PROMPT_AFTER_MS = 2 * 60 * 1000;
/** New cards a student starts per day and list (cards already due are always served). */
export const DAILY_NEW_CARD_LIMIT = 20;
/** The most cards one memorize answer carries (the web asks again when it runs out). */
export const MEMORIZE_QUEUE_MAX = 100;

/** Spec 03 §5: flash-card media, checked by content (magic bytes); at most 5 MB. */
export const MNEMONIC_MEDIA_MAX_BYTES = 5 * 1024 * 1024;
export const MNEMONIC_IMAGE_MIME_TYPES = [
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/heic",
  "image/heif",
] as const;
/** mp4, avi, wmv (ASF container), mov, as file-type names them. */
export const MNEMONIC_VIDEO_MIME_TYPES = [
  "video/mp4",
  "video/vnd.avi",
  "video/x-ms-asf",
  "video/quicktime",
] as const;
export const MNEMONIC_MEDIA_MIME_TYPES = [
  ...MNEMONIC_IMAGE_MIME_TYPES,
  ...MNEMONIC_VIDEO_MIME_TYPES,
] as const;
/** What the web's file picker offers (the server decides by content). */
export const MNEMONIC_MEDIA_ACCEPT = ".jpg,.jpeg,.png,.gif,.heic,.mp4,.avi,.wmv,.mov";

export const VOCAB_LIMITS = {
  word: 100,
  pronunciation: 200,
  definition: 2000,
  gloss: 1000,
  example: 500,
  examples: 10,
  collect_title: 100,
  collect_description: 2000,
  collect_words: 2000,
  mnemonic: 2000,
  /** One review's time spent, in ms (an hour: a card left open longer is not an answer time). */
  elapsed_ms: 60 * 60 * 1000,
} as const;
