import { z } from "zod";
import { FORBIDDEN_IN_TEXT, flag01Schema } from "../system/input.schemas";
import {
  dbIdSchema,
  dbIdValueSchema,
  pagedListSchema,
  pageQueryShape,
  queryListSchema,
} from "../system/paging.schemas";
import {
  ADMISSIONS_RESULTS,
  APPLICATION_PORTALS,
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  CARD_CATEGORIES,
  COLLECTED_SCHOOL_TYPES,
  CYCLE_PATTERN,
  DECISION_PLANS,
  MAX_BATCH_SCHOOLS,
  MAX_DEADLINE_WITHIN_DAYS,
  SCHOOL_CATEGORIES,
} from "./counseling-schools.constants";

export const schoolCategorySchema = z.enum(SCHOOL_CATEGORIES);
export const admissionsResultSchema = z.enum(ADMISSIONS_RESULTS);
export const applicationPortalSchema = z.enum(APPLICATION_PORTALS);
export const applicationTypeSchema = z.enum(APPLICATION_TYPES);
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export const decisionPlanSchema = z.enum(DECISION_PLANS);
export const collectedSchoolTypeSchema = z.enum(COLLECTED_SCHOOL_TYPES);

/** One line of text: no control characters, no line breaks. */
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "v.text_too_long" })
    .refine((value) => !FORBIDDEN_IN_TEXT.test(value) && !/[\r\n]/.test(value), {
      error: "v.control_characters",
    });

/** A calendar date YYYY-MM-DD; "" or null clears it. */
const optionalDate = z.preprocess(
  (value) => (value === "" ? null : value),
  z.iso.date({ error: "v.cs_date" }).nullable(),
);
const cycleSchema = z.string().trim().regex(CYCLE_PATTERN, { error: "v.cs_cycle" });

/** 0/1 on the wire as the spec sends its flags. */
const flagOut = z.union([z.literal(0), z.literal(1)]);

// ---- input ----

/**
 * What a counselor, the student or super-admin sets on a collected school. Flags are 1/0 (or true/false).
 * The plan is `decision_plan`; has_* flags may be sent as the spec's client does: one plan flag chooses the
 * plan, flags that disagree with the plan sent beside them are refused (the server computes them).
 * `login_field_password`: "" keeps the stored one, `clear_login_password: 1` removes it.
 */
const editableShape = {
  session_class_id: dbIdValueSchema.nullable().optional(),
  category: schoolCategorySchema.optional(),
  is_applying: flag01Schema.optional(),
  is_enrolled: flag01Schema.optional(),
  application_type: applicationTypeSchema.nullable().optional(),
  application_portal: applicationPortalSchema.nullable().optional(),
  decision_plan: decisionPlanSchema.nullable().optional(),
  has_ea1: flag01Schema.optional(),
  has_ea2: flag01Schema.optional(),
  has_ed1: flag01Schema.optional(),
  has_ed2: flag01Schema.optional(),
  has_rea: flag01Schema.optional(),
  has_tr: flag01Schema.optional(),
  application_submission_date: optionalDate.optional(),
  financial_submission_date: optionalDate.optional(),
  application_status: applicationStatusSchema.nullable().optional(),
  admissions_result: admissionsResultSchema.nullable().optional(),
  type: collectedSchoolTypeSchema.optional(),
  login_field_username: line(200).optional(),
  login_field_password: z
    .string()
    .max(200, { error: "v.text_too_long" })
    .refine((value) => !FORBIDDEN_IN_TEXT.test(value) && !/[\r\n]/.test(value), {
      error: "v.control_characters",
    })
    .optional(),
  clear_login_password: flag01Schema.optional(),
  /** The application cycle ("2026-27"); default the one whose deadlines are ahead. */
  cycle: cycleSchema.optional(),
  /** The counselor's own deadline, before the school's when both are known. */
  internal_deadline: optionalDate.optional(),
};

export const createCollectedSchoolSchema = z.object({
  student_user_id: dbIdValueSchema,
  school_id: dbIdValueSchema,
  ...editableShape,
});
export type CreateCollectedSchool = z.infer<typeof createCollectedSchoolSchema>;

export const updateCollectedSchoolSchema = z.object({ id: dbIdValueSchema, ...editableShape });
export type UpdateCollectedSchool = z.infer<typeof updateCollectedSchoolSchema>;
export type CollectedSchoolEdit = Omit<UpdateCollectedSchool, "id">;

/** POST counseling-school/batch (spec 03 §7): many schools at once from the school search. */
export const batchCollectedSchoolsSchema = z.object({
  student_user_id: dbIdValueSchema,
  session_class_id: dbIdValueSchema.nullable().optional(),
  school_ids: z
    .array(dbIdValueSchema)
    .min(1, { error: "v.required" })
    .max(MAX_BATCH_SCHOOLS, { error: "v.cs_batch_too_many" }),
  application_portal: applicationPortalSchema.nullable().optional(),
  category: schoolCategorySchema.optional(),
  type: collectedSchoolTypeSchema.optional(),
  cycle: cycleSchema.optional(),
});
export type BatchCollectedSchools = z.infer<typeof batchCollectedSchoolsSchema>;

export const collectedSchoolIdParamsSchema = z.object({ id: dbIdSchema });
export const deleteCollectedSchoolsQuerySchema = z.object({
  ids: z.preprocess(
    (value) => value ?? [],
    queryListSchema(dbIdSchema).pipe(
      z
        .array(dbIdValueSchema)
        .min(1, { error: "v.required" })
        .max(MAX_BATCH_SCHOOLS, { error: "v.cs_batch_too_many" }),
    ),
  ),
});

const listFilters = {
  category: schoolCategorySchema.optional(),
  decision_plan: decisionPlanSchema.optional(),
  application_status: applicationStatusSchema.optional(),
  admissions_result: admissionsResultSchema.optional(),
  cycle: cycleSchema.optional(),
};

/** GET counseling-schools: one student's list, a counseling class's lists, or both (one student in a class). */
export const collectedSchoolsQuerySchema = z
  .object({
    student_user_id: dbIdSchema.optional(),
    session_class_id: dbIdSchema.optional(),
    is_applying: flag01Schema.optional(),
    ...listFilters,
    ...pageQueryShape,
  })
  .refine((query) => query.student_user_id !== undefined || query.session_class_id !== undefined, {
    error: "v.cs_student_or_class",
    path: ["student_user_id"],
  });
export type CollectedSchoolsQuery = z.infer<typeof collectedSchoolsQuerySchema>;

/** GET counseling-applications (and its CSV): the applying rows of every student the caller counsels. */
export const applicationsQuerySchema = z.object({
  student_user_id: dbIdSchema.optional(),
  session_class_id: dbIdSchema.optional(),
  ...listFilters,
  /** The next deadline (internal or school) between today and today + N days. */
  deadline_within_days: z.coerce.number().int().min(0).max(MAX_DEADLINE_WITHIN_DAYS).optional(),
  ...pageQueryShape,
});
export type ApplicationsQuery = z.infer<typeof applicationsQuerySchema>;

export const schoolCardsQuerySchema = z.object({ student_user_id: dbIdSchema });

// ---- answers ----

export const collectedSchoolRefSchema = z.object({
  id: z.number().int(),
  /** In the reader's language (the school's default alias), English beside it. */
  name: z.string(),
  name_en: z.string(),
  slug: z.string(),
  schoolyard: z.string(),
  /** The overview in the reader's language. */
  overview: z.string(),
  /** The application services the school takes (staff's `application_platforms` figure). */
  third_service_schools: z.array(z.string()),
});

export const schoolDeadlineSchema = z.object({
  date: z.string(),
  /** The year of the staff's figure it comes from ("2026-27"). */
  fact_year: z.string(),
  /** 1: no figure for this cycle yet; last known year's date moved into this cycle. */
  estimated: flagOut,
});

export const collectedStudentSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

export const collectedSchoolSchema = z.object({
  id: z.number().int(),
  student_user_id: z.number().int(),
  student: collectedStudentSchema,
  session_class_id: z.number().int().nullable(),
  school_id: z.number().int(),
  school: collectedSchoolRefSchema,
  category: schoolCategorySchema,
  is_applying: flagOut,
  is_enrolled: flagOut,
  application_type: applicationTypeSchema.nullable(),
  application_portal: applicationPortalSchema.nullable(),
  decision_plan: decisionPlanSchema.nullable(),
  has_ea1: flagOut,
  has_ea2: flagOut,
  has_ed1: flagOut,
  has_ed2: flagOut,
  has_rea: flagOut,
  /** A transfer application (application_type "transfer"). */
  has_tr: flagOut,
  application_submission_date: z.string().nullable(),
  financial_submission_date: z.string().nullable(),
  application_status: applicationStatusSchema.nullable(),
  admissions_result: admissionsResultSchema.nullable(),
  type: collectedSchoolTypeSchema,
  login_field_username: z.string(),
  /** Whether a password is stored; the password itself is never answered. */
  has_login_password: flagOut,
  cycle: z.string(),
  school_deadline: schoolDeadlineSchema.nullable(),
  internal_deadline: z.string().nullable(),
  /** The earlier of the two deadlines. */
  next_deadline: z.string().nullable(),
  can_edit: flagOut,
  created_at: z.string(),
  updated_at: z.string(),
});
export type CollectedSchool = z.infer<typeof collectedSchoolSchema>;

export const collectedSchoolListSchema = pagedListSchema(collectedSchoolSchema);

/** Something saved that the reader should know (a second binding early decision). */
export const collectedSchoolWarningSchema = z.object({
  code: z.literal("second_binding_ed"),
  message: z.string(),
  /** The other row holding a binding plan. */
  other_id: z.number().int(),
  other_school_name: z.string(),
});
export type CollectedSchoolWarning = z.infer<typeof collectedSchoolWarningSchema>;

export const collectedSchoolSavedSchema = z.object({
  message: z.string(),
  data: collectedSchoolSchema,
  warnings: z.array(collectedSchoolWarningSchema),
});

export const collectedSchoolBatchSavedSchema = z.object({
  message: z.string(),
  data: z.array(collectedSchoolSchema),
  /** Schools already in the list: not added again. */
  skipped: z.array(z.object({ school_id: z.number().int(), school_name: z.string() })),
});

export const collectedSchoolsDeletedSchema = z.object({
  message: z.string(),
  deleted: z.array(z.number().int()),
});

export const schoolCardSchema = z.object({
  id: z.number().int(),
  school_id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  slug: z.string(),
  decision_plan: decisionPlanSchema.nullable(),
  application_status: applicationStatusSchema.nullable(),
  admissions_result: admissionsResultSchema.nullable(),
  next_deadline: z.string().nullable(),
});

/** Spec 03 §9 counseling bill cards: dream, reach, fit, safety with up to 12 schools over the four. */
export const schoolCardsSchema = z.object({
  student_user_id: z.number().int(),
  categories: z.array(
    z.object({
      category: z.enum(CARD_CATEGORIES),
      total: z.number().int(),
      schools: z.array(schoolCardSchema),
    }),
  ),
  shown: z.number().int(),
  total: z.number().int(),
  /** Schools without a category (not on the cards). */
  uncategorized: z.number().int(),
});
export type SchoolCards = z.infer<typeof schoolCardsSchema>;
