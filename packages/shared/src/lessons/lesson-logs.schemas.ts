import { z } from "zod";
import { personBriefSchema } from "../classes/classes.schemas";
import { richTextSchema } from "../content/rich-text.schemas";
import { calendarDateSchema } from "../courses/course-sessions.schemas";
import { CURRENCIES } from "../money/currency";
import { moneyAmountSchema } from "../money/money.schemas";
import { flag01Schema } from "../system/input.schemas";
import { pagedListSchema, pageQueryShape } from "../users/pagination.schemas";
import {
  ATTENDANCE_BATCH_MAX,
  ATTENDANCE_STATUS_CODES,
  ATTENDANCE_STATUSES,
  DEFAULT_ATTENDANCE_STATUS,
  DEFAULT_LESSON_DURATION,
  LESSON_LOG_MAX_STUDENTS,
  LESSON_LOGS_PAGE_SIZE,
  LESSON_MAX_MINUTES,
  TEACHING_LOG_KINDS,
} from "./lessons.constants";

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);
const queryId = z.coerce.number().int().positive().max(MAX_INT);
const text = (max: number) => z.string().trim().max(max, { error: "v.text_too_long" });

/** Whether the runtime knows the IANA zone (Node and browsers share the ICU list). */
export function isTimezone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone such as Asia/Taipei. */
export const timezoneSchema = z
  .string()
  .trim()
  .min(1, { error: "v.required" })
  .max(64, { error: "v.timezone" })
  .refine(isTimezone, { error: "v.timezone" });

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/**
 * A wall-clock date and time in the log's time zone, as the spec sends it: "YYYY-MM-DD HH:mm:ss"
 * (seconds optional, a "T" accepted). Normalized to "YYYY-MM-DD HH:mm:ss"; impossible dates
 * (2026-02-30) and the unset value 0000-00-00 are refused.
 */
export const localDateTimeSchema = z.string().transform((value, ctx) => {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  const [, y, mo, d, h, mi, s = "00"] = match ?? [];
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    !match ||
    year < 1900 ||
    year > 2200 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    ctx.addIssue({ code: "custom", message: "v.datetime_format" });
    return z.NEVER;
  }
  return `${y}-${mo}-${d} ${h}:${mi}:${s}`;
});

export const attendanceStatusSchema = z
  .number({ error: "v.attendance_status" })
  .int({ error: "v.attendance_status" })
  .refine((code) => (ATTENDANCE_STATUS_CODES as readonly number[]).includes(code), {
    error: "v.attendance_status",
  })
  .describe(ATTENDANCE_STATUSES.map((s) => `${s.code} ${s.key}`).join(", "));

const feeAmount = moneyAmountSchema({ allowZero: true }).describe("minor units (× 100), per hour");
const currency = z.enum(CURRENCIES);

/** One student of a log: their ticket placed in the class, fee, attendance, vocabulary test. */
export const lessonLogStudentInputSchema = z.object({
  student_class_ticket_id: id.describe("the student's ticket placed in this class"),
  fee: feeAmount.optional().describe("minor units per hour; staff only (others get the class terms)"),
  fee_currency: currency.optional(),
  attendance_status: attendanceStatusSchema.default(DEFAULT_ATTENDANCE_STATUS),
  has_vocab_test: flag01Schema.default(false),
  comment: text(2000).default("").describe("the teacher's note on this student"),
});
export type LessonLogStudentInput = z.infer<typeof lessonLogStudentInputSchema>;

const studentList = z
  .array(lessonLogStudentInputSchema)
  .min(1, { error: "v.students_required" })
  .max(LESSON_LOG_MAX_STUDENTS)
  .refine((rows) => new Set(rows.map((row) => row.student_class_ticket_id)).size === rows.length, {
    error: "v.user_twice",
  });

const logShape = {
  teacher_user_id: id.describe("a teacher of the class; teachers log their own lessons"),
  salary: feeAmount.describe("minor units per hour; staff only (teachers get the class terms)"),
  salary_currency: currency,
  started_at: localDateTimeSchema.describe("YYYY-MM-DD HH:mm:ss in `timezone`"),
  timezone: timezoneSchema.describe("default: the class's time zone"),
  duration_hours: z.number().int().min(0).max(12),
  duration_minutes: z.number().int().min(0).max(59),
  content: richTextSchema.describe("what the lesson covered (rich text)"),
  homework: richTextSchema,
  note: text(5000).describe("for staff and the class's teachers"),
  mail_to_students: flag01Schema.describe("mail the log to the students"),
  mail_to_parents: flag01Schema.describe("mail the log to the students' parents"),
  students: studentList,
};

const durationPositive = (v: { duration_hours?: number; duration_minutes?: number }) =>
  v.duration_hours === undefined ||
  v.duration_minutes === undefined ||
  (v.duration_hours * 60 + v.duration_minutes > 0 &&
    v.duration_hours * 60 + v.duration_minutes <= LESSON_MAX_MINUTES);

/** POST (admin/)lesson-log and group-lesson-log: one log per scheduled lesson. */
export const createTeachingLogSchema = z
  .object({
    class_id: id,
    ...logShape,
    teacher_user_id: logShape.teacher_user_id.optional(),
    salary: logShape.salary.optional(),
    salary_currency: logShape.salary_currency.optional(),
    timezone: logShape.timezone.optional(),
    duration_hours: logShape.duration_hours.default(DEFAULT_LESSON_DURATION.hours),
    duration_minutes: logShape.duration_minutes.default(DEFAULT_LESSON_DURATION.minutes),
    content: logShape.content.default(""),
    homework: logShape.homework.default(""),
    note: logShape.note.default(""),
    mail_to_students: logShape.mail_to_students.default(false),
    mail_to_parents: logShape.mail_to_parents.default(false),
  })
  .refine(durationPositive, { error: "v.duration", path: ["duration_minutes"] });
export type CreateTeachingLogInput = z.infer<typeof createTeachingLogSchema>;

/** PATCH (admin/)lesson-log/{id} and group-lesson-log/{id}: `students`, when sent, replaces the list. */
export const updateTeachingLogSchema = z
  .object(logShape)
  .partial()
  .refine(durationPositive, { error: "v.duration", path: ["duration_minutes"] });
export type UpdateTeachingLogInput = z.infer<typeof updateTeachingLogSchema>;

export const lessonLogIdParamsSchema = z.object({ id: queryId });

export const attendanceBatchSchema = z.object({
  lesson_logs: z
    .array(z.object({ id, attendance_status: attendanceStatusSchema }))
    .min(1, { error: "v.required" })
    .max(ATTENDANCE_BATCH_MAX)
    .refine((rows) => new Set(rows.map((row) => row.id)).size === rows.length, { error: "v.user_twice" }),
});
export type AttendanceBatchInput = z.infer<typeof attendanceBatchSchema>;

export const teachingLogsQuerySchema = z.object({
  ...pageQueryShape,
  page_size: pageQueryShape.page_size.default(LESSON_LOGS_PAGE_SIZE),
  class_id: queryId.optional(),
  teacher_user_id: queryId.optional(),
  from: calendarDateSchema.optional().describe("first day (UTC), inclusive"),
  to: calendarDateSchema.optional().describe("last day (UTC), inclusive"),
});
export type TeachingLogsQuery = z.infer<typeof teachingLogsQuerySchema>;

export const nextTeachingLogQuerySchema = z.object({ class_id: queryId });

export const studentAttendancesQuerySchema = z.object({
  ...pageQueryShape,
  page_size: pageQueryShape.page_size.default(LESSON_LOGS_PAGE_SIZE),
  student_user_id: queryId.optional(),
  class_id: queryId.optional(),
  attendance_status: z.coerce.number().pipe(attendanceStatusSchema).optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
});
export type StudentAttendancesQuery = z.infer<typeof studentAttendancesQuerySchema>;

// ---- answers ----

const classBriefSchema = z.object({
  id: z.number().int(),
  name: z.string().describe("the base name (English/fallback)"),
  course_session_id: z.number().int(),
  is_private: z.boolean(),
  localized: z
    .object({ name: z.string() })
    .optional()
    .describe(
      "the name in the request's language (attendance, teaching-log, lesson-log and unfinished-log answers)",
    ),
});

const attendanceFields = {
  attendance_status: z.number().int(),
  attendance_key: z.string().describe("the status's name (present, late, excused_absence…)"),
  billable: z.boolean().describe("billed to the family"),
  payable: z.boolean().describe("paid to the teacher"),
};

/** One student at one lesson. Fees are shown to staff and the family, never to teachers. */
export const lessonLogSchema = z.object({
  id: z.number().int(),
  teaching_log_id: z.number().int(),
  session_class_id: z.number().int(),
  student_user_id: z.number().int(),
  student: personBriefSchema,
  student_class_ticket_id: z.number().int().nullable(),
  fee: z.number().int().nullable(),
  fee_currency: z.enum(CURRENCIES).nullable(),
  ...attendanceFields,
  has_vocab_test: z.boolean(),
  comment: z.string(),
});
export type LessonLog = z.infer<typeof lessonLogSchema>;

const teachingLogFields = {
  id: z.number().int(),
  kind: z.enum(TEACHING_LOG_KINDS),
  class_id: z.number().int(),
  session_class: classBriefSchema,
  teacher_user_id: z.number().int(),
  teacher: personBriefSchema,
  salary: z.number().int().nullable().describe("shown to staff and the log's teacher"),
  salary_currency: z.enum(CURRENCIES).nullable(),
  started_at: z.string().describe("ISO 8601, UTC"),
  started_at_local: z.string().describe("YYYY-MM-DD HH:mm:ss in `timezone`"),
  timezone: z.string(),
  duration_hours: z.number().int(),
  duration_minutes: z.number().int(),
  full_hour: z.number().describe("the duration in hours (1.5 for 1 h 30 min)"),
  content: z.string(),
  homework: z.string(),
  note: z.string(),
  mail_to_students: z.boolean(),
  mail_to_parents: z.boolean(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const teachingLogSchema = z.object({ ...teachingLogFields, students: z.array(lessonLogSchema) });
export type TeachingLog = z.infer<typeof teachingLogSchema>;

export const teachingLogListItemSchema = z.object({ ...teachingLogFields, student_count: z.number().int() });
export type TeachingLogListItem = z.infer<typeof teachingLogListItemSchema>;
export const teachingLogPageSchema = pagedListSchema(teachingLogListItemSchema);

/** GET lesson-log/{id}: one student's lesson with its teaching log (no other students). */
export const lessonLogDetailSchema = lessonLogSchema.extend({
  teaching_log: z.object(teachingLogFields),
});
export type LessonLogDetail = z.infer<typeof lessonLogDetailSchema>;

/** GET next-teaching-log: the form of the class's next log, filled from its last log and terms. */
export const nextTeachingLogSchema = z.object({
  class_id: z.number().int(),
  kind: z.enum(TEACHING_LOG_KINDS),
  session_class: classBriefSchema,
  previous_teaching_log_id: z.number().int().nullable(),
  test_type: z.string(),
  teacher_user_id: z.number().int().nullable(),
  salary: z.number().int().nullable(),
  salary_currency: z.enum(CURRENCIES).nullable(),
  started_at: z.string().nullable().describe("suggested: a week after the last log, else the class start"),
  timezone: z.string(),
  duration_hours: z.number().int(),
  duration_minutes: z.number().int(),
  students: z.array(
    z.object({
      student_class_ticket_id: z.number().int(),
      student_user_id: z.number().int(),
      student: personBriefSchema,
      fee: z.number().int().nullable(),
      fee_currency: z.enum(CURRENCIES).nullable(),
      attendance_status: z.number().int(),
      has_vocab_test: z.boolean(),
    }),
  ),
});
export type NextTeachingLog = z.infer<typeof nextTeachingLogSchema>;

export const studentAttendanceSchema = z.object({
  id: z.number().int().describe("the lesson log"),
  teaching_log_id: z.number().int(),
  session_class: classBriefSchema,
  student: personBriefSchema,
  teacher: personBriefSchema,
  started_at: z.string(),
  started_at_local: z.string(),
  timezone: z.string(),
  duration_minutes: z.number().int(),
  ...attendanceFields,
  has_vocab_test: z.boolean(),
});
export type StudentAttendance = z.infer<typeof studentAttendanceSchema>;
export const studentAttendancePageSchema = pagedListSchema(studentAttendanceSchema);

export const attendanceBatchResultSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), ...attendanceFields })),
});

// ---- unfinished lesson logs (spec 03 §8: "an unfinished lesson logs prompt also exists") ----

/**
 * Rule chosen here (the spec names the prompt, not the rule): a lesson log is unfinished when the
 * teacher taught it in the last UNFINISHED_LESSON_LOG_DAYS days (started, not in the future) and its
 * lesson content is still empty. That is what the teacher still has to write: the log exists (payroll
 * and bills already follow it) but the students and parents have no record of what was taught.
 */
export const UNFINISHED_LESSON_LOG_DAYS = 14;
/** How many of them the answer lists (latest first); `count` is all of them. */
export const UNFINISHED_LESSON_LOGS_SHOWN = 5;

export const unfinishedLessonLogsQuerySchema = z.object({
  teacher_user_id: queryId.optional().describe("staff: whose logs (default: the caller's own)"),
});
export type UnfinishedLessonLogsQuery = z.infer<typeof unfinishedLessonLogsQuerySchema>;

export const unfinishedLessonLogsSchema = z.object({
  count: z.number().int().describe("unfinished logs in the window"),
  days: z.number().int().describe("the window, in days back from now"),
  data: z
    .array(
      z.object({
        id: z.number().int().describe("the teaching log"),
        session_class: classBriefSchema,
        started_at: z.string(),
        started_at_local: z.string().describe("YYYY-MM-DD HH:mm:ss in `timezone`"),
        timezone: z.string(),
      }),
    )
    .describe(`the latest ${UNFINISHED_LESSON_LOGS_SHOWN}`),
});
export type UnfinishedLessonLogs = z.infer<typeof unfinishedLessonLogsSchema>;
