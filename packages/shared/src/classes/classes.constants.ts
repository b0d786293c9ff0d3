export const SESSION_CLASSES_PAGE_SIZE = 50;
export const CLASS_TICKETS_PAGE_SIZE = 50;
export const SESSION_CLASS_MAX_TEACHERS = 10;
/** Which classes a list shows: running or upcoming (`current`), ended (`ended`, /old-session-classes), or all. */
export const SESSION_CLASS_STATUSES = ["current", "ended", "all"] as const;
export type SessionClassStatus = (typeof SESSION_CLASS_STATUSES)[number];
export const SESSION_CLASS_TEACHER_ROLES = ["teacher", "ta"] as const;
export type SessionClassTeacherRole = (typeof SESSION_CLASS_TEACHER_ROLES)[number];
/**
 * A student's stage in a course session (/courses/studentprogress): enrolled → paid → placed →
 * in_class (the class started) → finished (its end date passed), or cancelled.
 */
export const COURSE_PROGRESS_STAGES = [
  "enrolled",
  "paid",
  "placed",
  "in_class",
  "finished",
  "cancelled",
] as const;
export type CourseProgressStage = (typeof COURSE_PROGRESS_STAGES)[number];
/** Where a placed ticket's class stands today. */
export const PLACEMENT_CLASS_STATUSES = ["upcoming", "running", "ended"] as const;
export type PlacementClassStatus = (typeof PLACEMENT_CLASS_STATUSES)[number];
