import { z } from "zod";
import { FORBIDDEN_IN_TEXT, flag01Schema } from "../system/input.schemas";
import { dbIdSchema, dbIdValueSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import { TEST_TYPES } from "../test-engine/test-engine.constants";
import { ATTEMPT_STATES } from "../test-engine/test-engine-api.schemas";
import {
  ADMISSION_DEFAULT_MINUTES,
  ADMISSION_MAX_MINUTES,
  ASSIGNED_TEST_STATES,
  MAX_ASSIGNED_STUDENTS,
  SHOW_ANSWERS,
} from "./test-assignments.constants";

/** Assigning tests (issue 32; spec 01 §7 test-papers, assign-test, students/{id}/tests, test-admit, sat-mocks). */
const flagOut = z.union([z.literal(0), z.literal(1)]);
const idOut = z.number().int();
export const localizedOut = z.object({
  en: z.string(),
  "zh-CN": z.string().optional(),
  "zh-TW": z.string().optional(),
});
/** An instant with its offset (2026-09-01T09:00:00+08:00). */
export const instantSchema = z.iso.datetime({ offset: true, error: "v.ta_instant" });
export const plainLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "v.text_too_long" })
    .refine((value) => !FORBIDDEN_IN_TEXT.test(value), { error: "v.control_characters" });

export const idParamsSchema = z.object({ id: dbIdSchema });
export const studentIdParamsSchema = z.object({ id: dbIdSchema });

// ---- assignments ----

const settingsShape = {
  opens_at: instantSchema,
  due_at: instantSchema.nullable().default(null),
  show_answers: z.enum(SHOW_ANSWERS).default("after_submit"),
  allow_self_grading: flag01Schema.default(false),
};

/** A class (its placed students) or students by id; at least one of them. */
export const createAssignmentSchema = z
  .object({
    form_id: dbIdValueSchema,
    session_class_id: dbIdValueSchema.nullable().default(null),
    student_user_ids: z
      .array(dbIdValueSchema)
      .max(MAX_ASSIGNED_STUDENTS, { error: "v.ta_too_many" })
      .default([]),
    /** A paper test's file: a document the caller uploaded (POST document). */
    paper_upload_id: dbIdValueSchema.nullable().default(null),
    ...settingsShape,
  })
  .refine((body) => body.session_class_id !== null || body.student_user_ids.length > 0, {
    error: "v.ta_class_or_students",
    path: ["student_user_ids"],
  })
  .refine((body) => body.due_at === null || Date.parse(body.due_at) > Date.parse(body.opens_at), {
    error: "v.ta_due_after_open",
    path: ["due_at"],
  });
export type CreateAssignment = z.output<typeof createAssignmentSchema>;

/** Changing the times and settings; students are added (never removed once they may have started). */
export const updateAssignmentSchema = z.object({
  opens_at: instantSchema.optional(),
  due_at: instantSchema.nullable().optional(),
  show_answers: z.enum(SHOW_ANSWERS).optional(),
  allow_self_grading: flag01Schema.optional(),
  paper_upload_id: dbIdValueSchema.nullable().optional(),
  add_student_user_ids: z
    .array(dbIdValueSchema)
    .max(MAX_ASSIGNED_STUDENTS, { error: "v.ta_too_many" })
    .optional(),
});
export type UpdateAssignment = z.output<typeof updateAssignmentSchema>;

export const assignmentsQuerySchema = z.object({
  session_class_id: dbIdSchema.optional(),
  form_id: dbIdSchema.optional(),
  ...pageQueryShape,
});
export type AssignmentsQuery = z.output<typeof assignmentsQuerySchema>;

const studentRef = z.object({ id: idOut, name: z.string() });
export const assignmentSchema = z.object({
  id: idOut,
  form_id: idOut,
  form_title: localizedOut,
  test_type: z.enum(TEST_TYPES),
  session_class_id: idOut.nullable(),
  opens_at: z.string(),
  due_at: z.string().nullable(),
  show_answers: z.enum(SHOW_ANSWERS),
  allow_self_grading: flagOut,
  created_by: idOut.nullable(),
  /** The paper test's file, downloaded by the assigned students through an expiring token. */
  paper: z.object({ id: idOut, name: z.string(), size: z.number().int(), mime_type: z.string() }).nullable(),
  students: z.array(studentRef),
  mailed_at: z.string().nullable(),
  updated_at: z.string(),
});
export type AssignmentView = z.infer<typeof assignmentSchema>;
export const assignmentAnswerSchema = z.object({ data: assignmentSchema });
export const assignmentListSchema = pagedListSchema(assignmentSchema);

/** Who was mailed by this send (a second send mails nobody new: `sent` 0). */
export const assignmentMailedSchema = z.object({
  sent: z.number().int(),
  recipients: z.array(z.object({ user_id: idOut, role: z.enum(["student", "parent"]), locale: z.string() })),
});

// ---- test papers, a student's tests ----

export const testPapersQuerySchema = z.object({
  test_type: z.enum(TEST_TYPES).optional(),
  ...pageQueryShape,
});
export type TestPapersQuery = z.output<typeof testPapersQuerySchema>;
export const testPaperSchema = z.object({
  id: idOut,
  key: z.string(),
  test_type: z.enum(TEST_TYPES),
  title: localizedOut,
  is_public: flagOut,
  version: idOut,
  sections: z.number().int(),
  items: z.number().int(),
  /** The sum of the modules' limits and breaks, or the form's overall limit; null when untimed. */
  minutes: z.number().int().nullable(),
});
export const testPaperListSchema = pagedListSchema(testPaperSchema);

const scoreLine = z.object({ key: z.string(), score: z.number().nullable() });
export const studentTestSchema = z.object({
  assignment_id: idOut,
  form_id: idOut,
  test_type: z.enum(TEST_TYPES),
  title: localizedOut,
  opens_at: z.string(),
  due_at: z.string().nullable(),
  state: z.enum(ASSIGNED_TEST_STATES),
  attempt_id: idOut.nullable(),
  attempt_state: z.enum(ATTEMPT_STATES).nullable(),
  self_graded: flagOut,
  /** The assignment's own rule (show answers after submit, after due, never) for this attempt now. */
  answers_visible: flagOut,
  /** The assignment carries a paper file (downloaded through a token: POST assign-test/{id}/file-token). */
  has_paper: flagOut,
  sections: z.array(scoreLine),
  composites: z.array(scoreLine),
});
export const studentTestsSchema = z.object({ data: z.array(studentTestSchema) });

// ---- admissions, SAT mocks ----

export const testAdmitSchema = z.object({
  form_id: dbIdValueSchema,
  student_user_id: dbIdValueSchema,
  minutes: z.int().min(1).max(ADMISSION_MAX_MINUTES).default(ADMISSION_DEFAULT_MINUTES),
});
export type TestAdmit = z.output<typeof testAdmitSchema>;
export const testAdmittedSchema = z.object({
  data: z.object({
    id: idOut,
    form_id: idOut,
    student_user_id: idOut,
    admitted_by: idOut.nullable(),
    expires_at: z.string(),
  }),
});

export const satMocksQuerySchema = z.object({ ...pageQueryShape });
export const satMockSchema = z.object({
  id: idOut,
  key: z.string(),
  title: localizedOut,
  version: idOut,
  /** Sittings the caller may see: every one for staff, their students' for a teacher. */
  sittings: z.array(
    z.object({
      attempt_id: idOut,
      student_user_id: idOut,
      state: z.enum(ATTEMPT_STATES),
      started_at: z.string(),
      total: z.number().nullable(),
    }),
  ),
});
export const satMockListSchema = pagedListSchema(satMockSchema);
