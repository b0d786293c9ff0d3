import { z } from "zod";
import { decisionPlanSchema } from "../counseling-schools/counseling-schools.schemas";
import { counselingTaskStatusSchema } from "../counseling-tasks/counseling-tasks.schemas";
import { dbIdSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import {
  CLASS_AS,
  COUNSELING_CLASS_KINDS,
  COUNSELING_SCHOOLS_TYPES,
  DEADLINE_KINDS,
  WORKSPACE_ROLE_TYPES,
} from "./counseling-workspace.constants";

const flagOut = z.union([z.literal(0), z.literal(1)]);
const int = z.number().int();
/** A school calendar date YYYY-MM-DD. */
const day = z.string();

export const classAsSchema = z.enum(CLASS_AS);
export const workspaceRoleTypeSchema = z.enum(WORKSPACE_ROLE_TYPES);
export const counselingClassKindSchema = z.enum(COUNSELING_CLASS_KINDS);
export const counselingSchoolsTypeSchema = z.enum(COUNSELING_SCHOOLS_TYPES, { error: "v.cw_schools_type" });

/** A person as every workspace answer names one. */
export const counselingPersonSchema = z.object({
  id: int,
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type CounselingPerson = z.infer<typeof counselingPersonSchema>;

// ---- queries ----

/** counseling/filter/{roleType}/{userId}: both or neither (the caller themselves, or anyone for super-admin). */
const roleFilterShape = {
  role_type: workspaceRoleTypeSchema.optional().describe("with user_id: /filter/{roleType}/{userId}"),
  user_id: dbIdSchema.optional(),
};
const bothOrNeither = (query: { role_type?: unknown; user_id?: unknown }) =>
  (query.role_type === undefined) === (query.user_id === undefined);

export const counselingClassesQuerySchema = z
  .object({ ...roleFilterShape, ...pageQueryShape })
  .refine(bothOrNeither, { error: "v.cw_role_with_user", path: ["role_type"] });
export type CounselingClassesQuery = z.infer<typeof counselingClassesQuerySchema>;

export const counselingOverviewQuerySchema = z
  .object({
    ...roleFilterShape,
    ...pageQueryShape,
    /** Matches the student's username, first or last name. */
    keyword: z.string().trim().max(100, { error: "v.text_too_long" }).optional(),
  })
  .refine(bothOrNeither, { error: "v.cw_role_with_user", path: ["role_type"] });
export type CounselingOverviewQuery = z.infer<typeof counselingOverviewQuerySchema>;

export const counselingClassIdParamsSchema = z.object({ id: dbIdSchema });

/** A username as stored (letters, digits, . _ -, or an email-made one); absent: the caller. */
const usernameField = z
  .string()
  .trim()
  .min(1, { error: "v.required" })
  .max(254, { error: "v.text_too_long" });

export const counselingSchoolsTypeQuerySchema = z.object({ username: usernameField.optional() });
export type CounselingSchoolsTypeQuery = z.infer<typeof counselingSchoolsTypeQuerySchema>;

export const updateCounselingSchoolsTypeSchema = z.object({
  username: usernameField.optional(),
  /** null: not set (the counseling entry then asks for it). */
  schools_type: counselingSchoolsTypeSchema.nullable(),
});
export type UpdateCounselingSchoolsType = z.infer<typeof updateCounselingSchoolsTypeSchema>;

// ---- answers ----

export const counselingClassRowSchema = z.object({
  id: int,
  /** The class's name in the reader's language. */
  name: z.string(),
  kind: counselingClassKindSchema,
  start_date: day.nullable(),
  end_date: day.nullable(),
  counselors: z.array(counselingPersonSchema),
  /** Only the students the caller may read (a parent sees their own children). */
  students: z.array(counselingPersonSchema),
  as: classAsSchema,
});
export type CounselingClassRow = z.infer<typeof counselingClassRowSchema>;
export const counselingClassListSchema = pagedListSchema(counselingClassRowSchema);
export type CounselingClassList = z.infer<typeof counselingClassListSchema>;

export const counselingDeadlineSchema = z.object({
  collected_school_id: int,
  school_name: z.string(),
  decision_plan: decisionPlanSchema.nullable(),
  date: day,
  kind: z.enum(DEADLINE_KINDS),
  /** Days from the school's today (0: today). */
  days_left: int,
});
export type CounselingDeadline = z.infer<typeof counselingDeadlineSchema>;

export const overviewTaskSchema = z.object({
  id: int,
  title: z.string(),
  status: counselingTaskStatusSchema,
  due_date: day.nullable(),
  overdue: flagOut,
});

export const schoolsSummarySchema = z.object({
  total: int,
  applying: int,
  by_category: z.object({ uncategorized: int, dream: int, reach: int, fit: int, safety: int }),
  by_result: z.object({
    admitted: int,
    rejected: int,
    deferred: int,
    waitlisted: int,
    enrolled: int,
    /** Applying, no result yet. */
    pending: int,
  }),
});
export type SchoolsSummary = z.infer<typeof schoolsSummarySchema>;

export const classOverviewStudentSchema = z.object({
  student: counselingPersonSchema,
  schools: schoolsSummarySchema,
  /** ≤5, on or after today, soonest first. */
  next_deadlines: z.array(counselingDeadlineSchema),
  /** ≤5 unfinished or processing, due soonest first (undated last). */
  open_tasks: z.array(overviewTaskSchema),
  open_tasks_total: int,
  overdue_tasks_total: int,
  essays: z.object({ not_started: int, in_progress: int, finished: int }),
  last_meeting: z.object({ id: int, meeting_date: day }).nullable(),
  /** The newest monthly report of the class for this student (reports module). */
  last_report: z.object({ id: int, month: z.string(), sent_at: z.string().nullable() }).nullable(),
});
export type ClassOverviewStudent = z.infer<typeof classOverviewStudentSchema>;

export const counselingClassOverviewSchema = z.object({
  class: counselingClassRowSchema,
  students: z.array(classOverviewStudentSchema),
});
export type CounselingClassOverview = z.infer<typeof counselingClassOverviewSchema>;

export const counselingOverviewRowSchema = z.object({
  student: counselingPersonSchema,
  as: classAsSchema,
  /** The student's counseling classes. */
  classes: z.array(z.object({ id: int, name: z.string() })),
  next_deadline: counselingDeadlineSchema.nullable(),
  /** Counts: unfinished or processing tasks, those past due, essays not finished, schools on the list. */
  open_tasks: int,
  overdue_tasks: int,
  essays_unfinished: int,
  schools: int,
});
export type CounselingOverviewRow = z.infer<typeof counselingOverviewRowSchema>;
export const counselingOverviewListSchema = pagedListSchema(counselingOverviewRowSchema);
export type CounselingOverviewList = z.infer<typeof counselingOverviewListSchema>;

export const counselingSchoolsTypeAnswerSchema = z.object({
  user_id: int,
  username: z.string(),
  schools_type: z.enum(COUNSELING_SCHOOLS_TYPES).nullable(),
  updated_at: z.string().nullable(),
});
export type CounselingSchoolsTypeAnswer = z.infer<typeof counselingSchoolsTypeAnswerSchema>;
