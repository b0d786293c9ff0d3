export const SESSION_CLASSES_PAGE_SIZE = 50;
export const CLASS_TICKETS_PAGE_SIZE = 50;
export const SESSION_CLASS_MAX_TEACHERS = 10;
/** Which classes a list shows: running or upcoming (`current`), ended (`ended`, /old-session-classes), or all. */
export const SESSION_CLASS_STATUSES = ["current", "ended", "all"] as const;
export type SessionClassStatus = (typeof SESSION_CLASS_STATUSES)[number];
export const SESSION_CLASS_TEACHER_ROLES = ["teacher", "ta"] as const;
export type SessionClassTeacherRole = (typeof SESSION_CLASS_TEACHER_ROLES)[number];
