/** Admin lists of receivables: 50 a page (spec 02 §9). */
export const RECEIVABLES_PAGE_SIZE = 50;

/** "Due soon" when an unbilled item falls due within this many days (the list's default window). */
export const RECEIVABLE_DUE_SOON_DAYS = 14;
/** The widest window the list's `due_within_days` filter takes. */
export const RECEIVABLE_MAX_DUE_WINDOW_DAYS = 366;

/** Items one receivable holds at most (instalments of one enrollment). */
export const RECEIVABLE_MAX_ITEMS = 60;

/**
 * Where a receivable stands, from its unbilled items and today: `overdue` (an item's date has passed),
 * `due_soon` (one falls due within the window), `later`, or `settled` (every item is billed).
 */
export const RECEIVABLE_DUE_STATES = ["overdue", "due_soon", "later", "settled"] as const;
export type ReceivableDueState = (typeof RECEIVABLE_DUE_STATES)[number];
