import { z } from "zod";
import { timezoneSchema } from "../lessons/lesson-logs.schemas";
import { PLANNED_LESSONS_MAX_SERIES } from "./lesson-schedule.constants";

const MAX_INT = 2_147_483_647;
const queryId = z.coerce.number().int().positive().max(MAX_INT);
const dateSchema = z.iso.date({ error: "v.date_format" });
const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "v.time_format" });
const durationSchema = z
  .number({ error: "v.duration" })
  .int({ error: "v.duration" })
  .min(5, { error: "v.duration" })
  .max(720, { error: "v.duration" });
const noteSchema = z.string().trim().max(500, { error: "v.text_too_long" });

export const plannedLessonsClassParamsSchema = z.object({ id: queryId });
export const plannedLessonIdParamsSchema = z.object({ id: queryId });

/** GET session-classes/{id}/planned-lessons: from a day (default: yesterday) for a number of days. */
export const plannedLessonsQuerySchema = z.object({
  from: dateSchema.optional().describe("first day (UTC date); default yesterday"),
  until: dateSchema.optional().describe("last day (UTC date); default a year after `from`"),
});

/**
 * POST session-classes/{id}/planned-lessons: one lesson on `date` at `time` (wall clock in `timezone`,
 * default the class's), or, with `weekdays` and `until`, one on each of those weekdays from `date`
 * through `until` (at most 52).
 */
export const createPlannedLessonsSchema = z
  .object({
    date: dateSchema.describe("YYYY-MM-DD: the lesson's day, or the series' first day"),
    time: timeSchema.describe("HH:mm, wall clock in `timezone`"),
    duration_minutes: durationSchema,
    timezone: timezoneSchema.optional().describe("default: the class's time zone"),
    note: noteSchema.default(""),
    weekdays: z
      .array(z.number().int().min(0, { error: "v.weekday" }).max(6, { error: "v.weekday" }))
      .max(7)
      .default([])
      .describe("0 Sunday … 6 Saturday; empty: one lesson"),
    until: dateSchema.optional().describe("a weekly series' last day (needed with weekdays)"),
  })
  .superRefine((value, ctx) => {
    if (value.weekdays.length === 0) return;
    if (!value.until) {
      ctx.addIssue({ code: "custom", path: ["until"], message: "v.until_required" });
      return;
    }
    if (value.until < value.date) {
      ctx.addIssue({ code: "custom", path: ["until"], message: "v.end_before_start" });
      return;
    }
    if (seriesDates(value.date, value.until, value.weekdays).length > PLANNED_LESSONS_MAX_SERIES)
      ctx.addIssue({ code: "custom", path: ["until"], message: "v.schedule_too_many" });
  });
export type CreatePlannedLessonsInput = z.infer<typeof createPlannedLessonsSchema>;

/** PATCH planned-lessons/{id}: any of the fields; date and time move the lesson (its notice goes out again). */
export const updatePlannedLessonSchema = z.object({
  date: dateSchema.optional(),
  time: timeSchema.optional(),
  duration_minutes: durationSchema.optional(),
  timezone: timezoneSchema.optional(),
  note: noteSchema.optional(),
});
export type UpdatePlannedLessonInput = z.infer<typeof updatePlannedLessonSchema>;

export const plannedLessonSchema = z.object({
  id: z.number().int(),
  session_class_id: z.number().int(),
  starts_at: z.string().describe("ISO 8601, UTC"),
  ends_at: z.string().describe("ISO 8601, UTC"),
  date: z.string().describe("YYYY-MM-DD in `timezone`"),
  time: z.string().describe("HH:mm in `timezone`"),
  timezone: z.string(),
  duration_minutes: z.number().int(),
  note: z.string(),
  series_id: z.string().nullable().describe("lessons added together as one weekly series share it"),
  logged: z.boolean().describe("a lesson log of the class lies within 12 hours of the start"),
  notified_at: z.string().nullable().describe("when the 'lesson tomorrow' notice went out"),
});
export type PlannedLesson = z.infer<typeof plannedLessonSchema>;

export const plannedLessonListSchema = z.object({
  data: z.array(plannedLessonSchema),
  can_edit: z.boolean().describe("whether the caller may add, edit and delete this class's lessons"),
});
export type PlannedLessonList = z.infer<typeof plannedLessonListSchema>;

export const createPlannedLessonsResultSchema = z.object({
  data: z.array(plannedLessonSchema),
  skipped: z.number().int().describe("days that already had a lesson at that time"),
});

/** The days of a weekly series: each day from `from` through `until` whose weekday is listed. */
export function seriesDates(from: string, until: string, weekdays: readonly number[]): string[] {
  const days: string[] = [];
  const wanted = new Set(weekdays);
  const day = new Date(`${from}T00:00:00Z`);
  const last = new Date(`${until}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || Number.isNaN(last.getTime())) return days;
  // A bounded walk: past 53 weeks the series is refused anyway.
  for (let i = 0; day <= last && i < 7 * 60; i += 1) {
    if (wanted.has(day.getUTCDay())) days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}
