import { z } from "zod";
import { richTextSchema } from "../content/rich-text.schemas";
import { ESSAY_STATUSES } from "../counseling-essays/counseling-essays.constants";
import {
  ADMISSIONS_RESULTS,
  APPLICATION_STATUSES,
  SCHOOL_CATEGORIES,
} from "../counseling-schools/counseling-schools.constants";
import { COUNSELING_TASK_STATUSES } from "../counseling-tasks/counseling-tasks.constants";
import { LOCALES } from "../i18n/locales";
import { FORBIDDEN_IN_TEXT } from "../system/input.schemas";
import { dbIdSchema, dbIdValueSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import { REPORT_STATES } from "./counseling-reports.constants";

const id = z.number().int();
const flag = z.union([z.literal(0), z.literal(1)]);
const personSchema = z.object({ id, name: z.string() });

/** A calendar month YYYY-MM (the school's calendar). */
export const reportMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: "v.cr_month" });

// ---- the month's facts: data with ids and values, worded per reader by counselingReportLetter ----

const meetingFact = z.object({
  id,
  date: z.string(),
  attendee_count: z.number().int(),
  next_steps: z.array(z.string()),
});
const taskFact = z.object({
  id,
  title: z.string(),
  status: z.enum(COUNSELING_TASK_STATUSES),
  due_date: z.string().nullable(),
});
const schoolFact = z.object({
  /** The counseling-schools row. */
  id,
  school_id: id,
  /** The English name, and the school's default Chinese names where it has them. */
  school_name: z.string(),
  chinese_names: z.object({ "zh-TW": z.string().optional(), "zh-CN": z.string().optional() }),
  change: z.enum(["added", "updated"]),
  category: z.enum(SCHOOL_CATEGORIES),
  application_status: z.enum(APPLICATION_STATUSES).nullable(),
  admissions_result: z.enum(ADMISSIONS_RESULTS).nullable(),
});
const essayFact = z.object({
  id,
  title: z.string(),
  status: z.enum(ESSAY_STATUSES),
  word_count: z.number().int(),
  change: z.enum(["finished", "updated"]),
});

export const reportFactsSchema = z.object({
  meetings: z.array(meetingFact),
  tasks: z.object({
    created: z.array(taskFact),
    finished: z.array(taskFact),
    due: z.array(taskFact),
    overdue: z.array(taskFact),
  }),
  schools: z.array(schoolFact),
  essays: z.array(essayFact),
});
export type ReportFacts = z.infer<typeof reportFactsSchema>;
export type TaskFact = z.infer<typeof taskFact>;

// ---- requests ----

export const createCounselingReportSchema = z.object({
  session_class_id: dbIdValueSchema,
  student_user_id: dbIdValueSchema,
  month: reportMonthSchema,
});
export type CreateCounselingReport = z.infer<typeof createCounselingReportSchema>;

/** The next month's plan: plain text, line breaks kept. */
const planSchema = z
  .string()
  .trim()
  .max(5000, { error: "v.text_too_long" })
  .refine((value) => !FORBIDDEN_IN_TEXT.test(value), { error: "v.control_characters" });

export const updateCounselingReportSchema = z.object({
  summary: richTextSchema.optional(),
  plan: planSchema.optional(),
  /** 1: collect the month's facts again (they were collected when the draft was made). */
  refresh_facts: flag.optional(),
});
export type UpdateCounselingReport = z.infer<typeof updateCounselingReportSchema>;

export const counselingReportsQuerySchema = z.object({
  session_class_id: dbIdSchema,
  student_user_id: dbIdSchema.optional(),
  ...pageQueryShape,
});
export type CounselingReportsQuery = z.infer<typeof counselingReportsQuerySchema>;

export const counselingReportIdParamsSchema = z.object({ id: dbIdSchema });

// ---- answers ----

/** A parent the report was sent to, and how it reached them (none: not reached). */
export const reportRecipientSchema = z.object({
  user_id: id,
  name: z.string(),
  locale: z.enum(LOCALES),
  mail: flag,
  line: flag,
});
export type ReportRecipient = z.infer<typeof reportRecipientSchema>;

export const counselingReportItemSchema = z.object({
  id,
  session_class_id: id,
  student: personSchema,
  month: z.string(),
  state: z.enum(REPORT_STATES),
  sent_at: z.string().nullable(),
  updated_at: z.string(),
});
export type CounselingReportItem = z.infer<typeof counselingReportItemSchema>;

export const counselingReportSchema = counselingReportItemSchema.extend({
  facts: reportFactsSchema,
  facts_collected_at: z.string(),
  summary: z.string(),
  plan: z.string(),
  sent_by: personSchema.nullable(),
  recipients: z.array(reportRecipientSchema),
  can_edit: flag,
  created_at: z.string(),
});
export type CounselingReport = z.infer<typeof counselingReportSchema>;

export const counselingReportListSchema = pagedListSchema(counselingReportItemSchema);
export const counselingReportSavedSchema = z.object({ message: z.string(), data: counselingReportSchema });
export const counselingReportSentSchema = z.object({
  message: z.string(),
  data: counselingReportSchema,
  recipients: z.array(reportRecipientSchema),
});
export const counselingReportDeletedSchema = z.object({ message: z.string() });
