import { z } from "zod";
import { personBriefSchema } from "../classes/classes.schemas";
import { richTextSchema } from "../content/rich-text.schemas";
import { pagedListSchema, pageQueryShape } from "../users/pagination.schemas";

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);
const queryId = z.coerce.number().int().positive().max(MAX_INT);

/**
 * Progress reports (the spec names the screens and the teacher's "required versus written"
 * prompt, not the rule). Rule chosen here: a report is owed for each class, student and calendar
 * month (in the lesson's time zone) in which the student had at least one lesson log; it becomes
 * due once that month has ended ("upcoming" before, it may be written early). One report per class,
 * student and month.
 */
export const PROGRESS_REPORT_STATUSES = ["owed", "written", "upcoming"] as const;
export type ProgressReportStatus = (typeof PROGRESS_REPORT_STATUSES)[number];
export const PROGRESS_REPORTS_PAGE_SIZE = 20;
export const PROGRESS_REPORT_MAIL_MAX = 200;

/** A report's month, "YYYY-MM". */
export const progressReportPeriodSchema = z
  .string()
  .trim()
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, { error: "v.period_format" });

export const createProgressReportSchema = z.object({
  class_id: id,
  student_user_id: id,
  period: progressReportPeriodSchema,
  content: richTextSchema,
});
export type CreateProgressReportInput = z.infer<typeof createProgressReportSchema>;

export const updateProgressReportSchema = z.object({ content: richTextSchema });
export type UpdateProgressReportInput = z.infer<typeof updateProgressReportSchema>;

export const progressReportIdParamsSchema = z.object({ id: queryId });

export const progressReportsQuerySchema = z.object({
  ...pageQueryShape,
  page_size: pageQueryShape.page_size.default(PROGRESS_REPORTS_PAGE_SIZE),
  class_id: queryId.optional(),
  student_user_id: queryId.optional(),
  period: progressReportPeriodSchema.optional(),
  mailed: z.enum(["0", "1"]).optional().describe("1 mailed to the parents, 0 not yet"),
});
export type ProgressReportsQuery = z.infer<typeof progressReportsQuerySchema>;

export const progressReportStatusesQuerySchema = z.object({
  ...pageQueryShape,
  page_size: pageQueryShape.page_size.default(PROGRESS_REPORTS_PAGE_SIZE),
  class_id: queryId.optional(),
  teacher_user_id: queryId.optional(),
  status: z.enum(PROGRESS_REPORT_STATUSES).optional(),
  period: progressReportPeriodSchema.optional(),
});
export type ProgressReportStatusesQuery = z.infer<typeof progressReportStatusesQuerySchema>;

export const sendProgressReportsSchema = z.object({
  ids: z.array(id).min(1, { error: "v.required" }).max(PROGRESS_REPORT_MAIL_MAX),
});
export type SendProgressReportsInput = z.infer<typeof sendProgressReportsSchema>;

// ---- answers ----

const reportClassSchema = z.object({
  id: z.number().int(),
  name: z.string().describe("the base name (English/fallback)"),
  course_session_id: z.number().int(),
  is_private: z.boolean(),
  localized: z.object({ name: z.string() }).optional().describe("the name in the request's language"),
});

export const progressReportSchema = z.object({
  id: z.number().int(),
  session_class: reportClassSchema,
  student: personBriefSchema,
  teacher: personBriefSchema.nullable().describe("who wrote it"),
  period: z.string(),
  content: z.string(),
  mailed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProgressReport = z.infer<typeof progressReportSchema>;
export const progressReportPageSchema = pagedListSchema(progressReportSchema);

export const progressReportStatusRowSchema = z.object({
  session_class: reportClassSchema,
  student: personBriefSchema,
  period: z.string(),
  lesson_count: z.number().int(),
  status: z.enum(PROGRESS_REPORT_STATUSES),
  report_id: z.number().int().nullable(),
  mailed_at: z.string().nullable(),
});
export type ProgressReportStatusRow = z.infer<typeof progressReportStatusRowSchema>;
export const progressReportStatusPageSchema = pagedListSchema(progressReportStatusRowSchema);

/** The teacher's prompt (spec 03 §8): reports due in their classes versus those written. */
export const unfinishedProgressReportsSchema = z.object({
  required: z.number().int(),
  written: z.number().int(),
});
export type UnfinishedProgressReports = z.infer<typeof unfinishedProgressReportsSchema>;

export const sendProgressReportsResultSchema = z.object({
  reports: z.number().int().describe("reports mailed"),
  mails: z.number().int().describe("mails queued (one per parent address and report)"),
});
export type SendProgressReportsResult = z.infer<typeof sendProgressReportsResultSchema>;

// ---- counseling (the rest of counseling is a later issue) ----

/** The counseling kinds among the reserved course sessions (3 counseling, 4 application, 5 mentoring). */
export const COUNSELING_COURSE_SESSION_IDS = [3, 4, 5] as const;

export const changeToCounselingSchema = z.object({
  course_session_id: z
    .union([z.literal(3), z.literal(4), z.literal(5)], { error: "v.counseling_course_session" })
    .default(3),
});
export type ChangeToCounselingInput = z.infer<typeof changeToCounselingSchema>;

export const counselingClassSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  course_session_id: z.number().int(),
  kind: z.string().describe("counseling, application_counseling or mentoring_program"),
  timezone: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  is_online: z.boolean(),
  address: z.string(),
  teachers: z.array(personBriefSchema),
  students: z.array(personBriefSchema),
});
export type CounselingClass = z.infer<typeof counselingClassSchema>;
