/**
 * When an assigned student sees answers and explanations (issue 32): after submitting, after the
 * assignment's due time, or never. Stricter than the form's own `reveal_answers` only: the web shows
 * answers when both allow.
 */
export const SHOW_ANSWERS = ["after_submit", "after_due", "never"] as const;
export type ShowAnswers = (typeof SHOW_ANSWERS)[number];

/** A teacher's request to grade one attempt (spec 03 §4, §6): an admin grants or refuses it. */
export const GRADE_PERMISSION_STATES = ["requested", "granted", "refused"] as const;
export type GradePermissionState = (typeof GRADE_PERMISSION_STATES)[number];

/** What a student's assigned test shows: not started, being taken, waiting for grades, or graded. */
export const ASSIGNED_TEST_STATES = ["not_started", "in_progress", "submitted", "graded"] as const;

/** Students one assignment may name (a class is expanded to its students). */
export const MAX_ASSIGNED_STUDENTS = 500;
/** A proctor's admission lets the student start the form for this long (minutes), unless given. */
export const ADMISSION_DEFAULT_MINUTES = 60;
export const ADMISSION_MAX_MINUTES = 24 * 60;
/** A grade's comment. */
export const GRADE_COMMENT_MAX = 5_000;
/**
 * A paper test's download link (/tests/start/download/{fileToken}) works this long (minutes): long enough
 * to open it on the page that asked for it, short enough that a forwarded link soon stops working.
 */
export const PAPER_TOKEN_MINUTES = 30;
/** Where the grading queue looks: every student, or those of private lessons only (/tests/grading/private). */
export const GRADING_SCOPES = ["all", "private"] as const;
export const GRADING_QUEUE_STATES = ["pending", "graded", "all"] as const;
