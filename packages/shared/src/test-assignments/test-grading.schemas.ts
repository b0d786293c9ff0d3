import { z } from "zod";
import { dbIdSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import { formKeySchema } from "../test-engine/form-text.schemas";
import { ATTEMPT_STATES } from "../test-engine/test-engine-api.schemas";
import { teacherScoreSchema } from "../test-engine/test-form.schemas";
import { itemResponseSchema } from "../test-engine/test-response.schemas";
import { GRADE_COMMENT_MAX, GRADE_PERMISSION_STATES } from "./test-assignments.constants";
import { localizedOut, plainLine } from "./test-assignments.schemas";

/** Grading written and speaking answers on the spec's 0–4 scale with the form's rubric (issue 32). */
const flagOut = z.union([z.literal(0), z.literal(1)]);
const idOut = z.number().int();

export const gradeItemSchema = z.object({
  item_key: formKeySchema,
  score: teacherScoreSchema,
  comment: plainLine(GRADE_COMMENT_MAX).default(""),
});
export type GradeItem = z.output<typeof gradeItemSchema>;

const rubricOut = z.object({
  key: z.string(),
  title: localizedOut,
  levels: z.array(z.object({ score: z.number().int(), description: localizedOut })),
});
const scoreLine = z.object({ key: z.string(), score: z.number().nullable() });

export const gradingSheetSchema = z.object({
  data: z.object({
    attempt_id: idOut,
    student_user_id: idOut,
    attempt_state: z.enum(ATTEMPT_STATES),
    /** graded once every teacher-graded answer has a grade (scores recomputed then). */
    graded: flagOut,
    self_graded: flagOut,
    items: z.array(
      z.object({
        item_key: z.string(),
        kind: z.enum(["written_response", "speaking"]),
        section: z.string(),
        rubric: rubricOut.nullable(),
        response: itemResponseSchema.nullable(),
        score: z.number().int().nullable(),
        comment: z.string(),
        graded_by: idOut.nullable(),
        self_graded: flagOut,
        updated_at: z.string().nullable(),
      }),
    ),
    sections: z.array(scoreLine),
    composites: z.array(scoreLine),
    /** Whether the reader may grade it now (a teacher who may not can ask: permission-request). */
    may_grade: flagOut,
    /** Every grade change, newest first (the audit trail): who, when, the score before and after. */
    history: z.array(
      z.object({
        item_key: z.string(),
        score: z.number().int().nullable(),
        previous_score: z.number().int().nullable(),
        comment: z.string(),
        self_graded: flagOut,
        by: z.object({ id: idOut, name: z.string() }).nullable(),
        at: z.string(),
      }),
    ),
  }),
});
export type GradingSheet = z.infer<typeof gradingSheetSchema>["data"];

export const gradePermissionRequestSchema = z.object({ note: plainLine(1_000).default("") });
export const gradePermissionDecisionSchema = z.object({ decision: z.enum(["grant", "refuse"]) });
export const gradePermissionsQuerySchema = z.object({
  state: z.enum(GRADE_PERMISSION_STATES).optional(),
  ...pageQueryShape,
});
export type GradePermissionsQuery = z.output<typeof gradePermissionsQuerySchema>;
export const gradePermissionSchema = z.object({
  id: idOut,
  attempt_id: idOut,
  teacher_user_id: idOut,
  student_user_id: idOut,
  state: z.enum(GRADE_PERMISSION_STATES),
  note: z.string(),
  decided_by: idOut.nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export const gradePermissionAnswerSchema = z.object({ data: gradePermissionSchema });
export const gradePermissionListSchema = pagedListSchema(gradePermissionSchema);
export const attemptIdParamsSchema = z.object({ id: dbIdSchema });
