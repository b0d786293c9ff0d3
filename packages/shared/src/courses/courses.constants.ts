/** Course catalogue categories (public /classes list). */
export const COURSE_CATEGORIES = ["SAT", "ACT", "TOEFL", "math", "counseling", "other"] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

/** Seasonal labels of the classes and counseling list (spec 03: summer, year round, spring, winter). */
export const COURSE_SEASONS = ["summer", "year_round", "spring", "winter"] as const;
export type CourseSeason = (typeof COURSE_SEASONS)[number];

/** How the enrollment form groups course sessions. */
export const COURSE_SESSION_TYPES = ["group", "private", "counseling"] as const;
export type CourseSessionType = (typeof COURSE_SESSION_TYPES)[number];

/**
 * Spec 02: "A class counts as private when its course_session_id is 10 or less." Ids 1–10 are the
 * private kinds, created by the migration; every other course session gets an id from 11 up.
 */
export const PRIVATE_COURSE_SESSION_MAX_ID = 10;
export const isPrivateCourseSession = (courseSessionId: number): boolean =>
  courseSessionId >= 1 && courseSessionId <= PRIVATE_COURSE_SESSION_MAX_ID;

/** The reserved private kinds (ids 1–10) as the migration creates them. */
export const PRIVATE_COURSE_SESSION_KINDS = [
  {
    id: 1,
    key: "private_in_person",
    type: "private",
    title: "Private lessons (in person)",
    is_online: false,
  },
  { id: 2, key: "private_online", type: "private", title: "Private lessons (online)", is_online: true },
  { id: 3, key: "counseling", type: "counseling", title: "Counseling", is_online: false },
  {
    id: 4,
    key: "application_counseling",
    type: "counseling",
    title: "Application counseling",
    is_online: false,
  },
  { id: 5, key: "mentoring_program", type: "counseling", title: "Mentoring program", is_online: false },
  { id: 6, key: "custom_lesson", type: "private", title: "Custom lessons", is_online: false },
  { id: 7, key: "reserved_7", type: "private", title: "Reserved private kind 7", is_online: false },
  { id: 8, key: "reserved_8", type: "private", title: "Reserved private kind 8", is_online: false },
  { id: 9, key: "reserved_9", type: "private", title: "Reserved private kind 9", is_online: false },
  { id: 10, key: "reserved_10", type: "private", title: "Reserved private kind 10", is_online: false },
] as const satisfies ReadonlyArray<{
  id: number;
  key: string;
  type: CourseSessionType;
  title: string;
  is_online: boolean;
}>;

export const COURSES_PAGE_SIZE = 50;
export const COURSE_SESSIONS_PAGE_SIZE = 50;
export const COURSE_SESSION_TAGS_MAX = 30;
export const COURSE_SESSION_TEMPLATES_MAX = 50;
