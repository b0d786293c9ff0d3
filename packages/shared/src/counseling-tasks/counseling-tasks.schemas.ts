import { z } from "zod";
import { richTextSchema } from "../content/rich-text.schemas";
import { FORBIDDEN_IN_TEXT } from "../system/input.schemas";
import { dbIdSchema, dbIdValueSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import { COUNSELING_TASK_STATUSES, MAX_ATTENDEES, MAX_NEXT_STEPS } from "./counseling-tasks.constants";

export const counselingTaskStatusSchema = z.enum(COUNSELING_TASK_STATUSES);

/** One line of text: no control characters, no line breaks. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "v.text_too_long" })
    .refine((value) => !FORBIDDEN_IN_TEXT.test(value) && !/[\r\n]/.test(value), {
      error: "v.control_characters",
    });
const title = line(200).pipe(z.string().min(1, { error: "v.required" }));
/** A school calendar date YYYY-MM-DD; "" or null clears it. */
const optionalDate = z.preprocess(
  (value) => (value === "" ? null : value),
  z.iso.date({ error: "v.ct_date" }).nullable(),
);

// ---- tasks ----

const taskEditable = {
  title,
  /** Sanitized rich text (plain text is kept as paragraphs). */
  description: richTextSchema,
  status: counselingTaskStatusSchema,
  due_date: optionalDate,
  /** The student or a counselor of the class; null: nobody in particular. */
  assignee_user_id: dbIdValueSchema.nullable(),
};

export const createCounselingTaskSchema = z.object({
  student_user_id: dbIdValueSchema,
  /** The student's counseling class; default their first one. */
  session_class_id: dbIdValueSchema.nullable().optional(),
  title,
  description: richTextSchema.default(""),
  status: counselingTaskStatusSchema.default("unfinished"),
  due_date: optionalDate.default(null),
  assignee_user_id: dbIdValueSchema.nullable().default(null),
});
export type CreateCounselingTask = z.infer<typeof createCounselingTaskSchema>;

/** Fields left out keep their value. A task with subtasks takes its status from them (status refused). */
export const updateCounselingTaskSchema = z.object({
  title: taskEditable.title.optional(),
  description: taskEditable.description.optional(),
  status: taskEditable.status.optional(),
  due_date: taskEditable.due_date.optional(),
  assignee_user_id: taskEditable.assignee_user_id.optional(),
});
export type UpdateCounselingTask = z.infer<typeof updateCounselingTaskSchema>;

export const counselingTasksQuerySchema = z
  .object({
    student_user_id: dbIdSchema.optional(),
    session_class_id: dbIdSchema.optional(),
    status: counselingTaskStatusSchema.optional(),
    assignee_user_id: dbIdSchema.optional(),
    /** Tasks due on or before this date. */
    due_before: z.iso.date({ error: "v.ct_date" }).optional(),
    ...pageQueryShape,
  })
  .refine((query) => query.student_user_id !== undefined || query.session_class_id !== undefined, {
    error: "v.ct_student_or_class",
    path: ["student_user_id"],
  });
export type CounselingTasksQuery = z.infer<typeof counselingTasksQuerySchema>;

export const counselingIdParamsSchema = z.object({ id: dbIdSchema });

// ---- subtasks ----

export const createCounselingSubtaskSchema = z.object({
  task_id: dbIdValueSchema,
  title,
  description: richTextSchema.default(""),
  status: counselingTaskStatusSchema.default("unfinished"),
  due_date: optionalDate.default(null),
  /** Place among the task's subtasks (0 first); default last. */
  position: z.number().int().min(0).max(1000).optional(),
});
export type CreateCounselingSubtask = z.infer<typeof createCounselingSubtaskSchema>;

export const updateCounselingSubtaskSchema = z.object({
  title: title.optional(),
  description: richTextSchema.optional(),
  status: counselingTaskStatusSchema.optional(),
  due_date: optionalDate.optional(),
  position: z.number().int().min(0).max(1000).optional(),
});
export type UpdateCounselingSubtask = z.infer<typeof updateCounselingSubtaskSchema>;

// ---- answers ----

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const counselingSubtaskSchema = z.object({
  id: z.number().int(),
  task_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: counselingTaskStatusSchema,
  due_date: z.string().nullable(),
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CounselingSubtask = z.infer<typeof counselingSubtaskSchema>;

export const counselingTaskSchema = z.object({
  id: z.number().int(),
  student: personSchema.extend({ username: z.string() }),
  session_class_id: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  /** Derived from the subtasks when there are any (status_from_subtasks 1). */
  status: counselingTaskStatusSchema,
  status_from_subtasks: z.union([z.literal(0), z.literal(1)]),
  due_date: z.string().nullable(),
  assignee: personSchema.nullable(),
  created_by: personSchema.nullable(),
  subtasks: z.array(counselingSubtaskSchema),
  /** What the caller may do: 1 every field, 0 status only or nothing (can_delete says). */
  can_edit: z.union([z.literal(0), z.literal(1)]),
  can_set_status: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CounselingTask = z.infer<typeof counselingTaskSchema>;

export const counselingTaskListSchema = pagedListSchema(counselingTaskSchema);
export const counselingTaskSavedSchema = z.object({ message: z.string(), data: counselingTaskSchema });
export const counselingSubtaskSavedSchema = z.object({
  message: z.string(),
  data: counselingSubtaskSchema,
  task_status: counselingTaskStatusSchema,
});
export const counselingDeletedSchema = z.object({ message: z.string() });

// ---- meeting logs ----

export const createMeetingLogSchema = z.object({
  session_class_id: dbIdValueSchema,
  meeting_date: z.iso.date({ error: "v.ct_date" }),
  /** Users of the class: its teachers and TAs, students placed in it, their linked parents. */
  attendee_user_ids: z.array(dbIdValueSchema).max(MAX_ATTENDEES, { error: "v.ct_too_many" }).default([]),
  notes: richTextSchema.default(""),
  next_steps: z
    .array(line(500).pipe(z.string().min(1, { error: "v.required" })))
    .max(MAX_NEXT_STEPS, { error: "v.ct_too_many" })
    .default([]),
});
export type CreateMeetingLog = z.infer<typeof createMeetingLogSchema>;

export const updateMeetingLogSchema = z.object({
  meeting_date: z.iso.date({ error: "v.ct_date" }).optional(),
  attendee_user_ids: createMeetingLogSchema.shape.attendee_user_ids.unwrap().optional(),
  notes: richTextSchema.optional(),
  next_steps: createMeetingLogSchema.shape.next_steps.unwrap().optional(),
});
export type UpdateMeetingLog = z.infer<typeof updateMeetingLogSchema>;

export const meetingLogsQuerySchema = z.object({ session_class_id: dbIdSchema, ...pageQueryShape });
export type MeetingLogsQuery = z.infer<typeof meetingLogsQuerySchema>;

export const meetingLogSchema = z.object({
  id: z.number().int(),
  session_class_id: z.number().int(),
  meeting_date: z.string(),
  attendees: z.array(personSchema),
  notes: z.string(),
  next_steps: z.array(z.string()),
  written_by: personSchema.nullable(),
  can_edit: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MeetingLog = z.infer<typeof meetingLogSchema>;
export const meetingLogListSchema = pagedListSchema(meetingLogSchema);
export const meetingLogSavedSchema = z.object({ message: z.string(), data: meetingLogSchema });
