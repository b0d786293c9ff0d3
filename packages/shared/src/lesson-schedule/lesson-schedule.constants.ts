/** Most lessons one POST may add (a weekly series of a school year). */
export const PLANNED_LESSONS_MAX_SERIES = 52;
/** A lesson log within this many hours of a planned lesson's start counts as that lesson's log. */
export const PLANNED_LESSON_LOG_WINDOW_HOURS = 12;
/** "Lesson tomorrow" goes out at this wall-clock time of the day before, in the lesson's time zone. */
export const LESSON_TOMORROW_LOCAL_TIME = "18:00";
/** Weekdays as JavaScript numbers them: 0 Sunday … 6 Saturday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
