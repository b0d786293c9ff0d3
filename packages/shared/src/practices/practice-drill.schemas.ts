import { z } from "zod";
import { dbIdValueSchema } from "../system/paging.schemas";
import { dueDateSchema, idOut } from "./practice-fields";
import { PRACTICE_LIMITS as L } from "./practices.constants";
import { practiceSchema } from "./practices.schemas";

/** Answered items a skill needs before its accuracy counts (fewer says too little to call it weak). */
export const DRILL_MIN_ANSWERED = 3;
export const DRILL_SKILLS = 3;

/**
 * The weak-skill drill (issue 33, beyond the peers): for one student, their three weakest skills and a
 * practice of bank questions of those skills they have never answered, shared (who can use) with the
 * student or the students and classes named.
 */
export const weakSkillDrillSchema = z.object({
  student_id: dbIdValueSchema,
  questions_per_skill: z.int().min(1).max(20).default(5),
  duration_minutes: z.int().min(1).max(L.durationMinutes).default(30),
  due_date: dueDateSchema,
  /** Who else takes it (default: the student alone). */
  user_ids: z.array(dbIdValueSchema).max(L.sharers).default([]),
  class_ids: z.array(dbIdValueSchema).max(L.sharers).default([]),
});
export type WeakSkillDrill = z.output<typeof weakSkillDrillSchema>;

export const weakSkillSchema = z.object({
  key: z.string(),
  answered: idOut,
  correct: idOut,
  /** correct / answered, 0–1, three decimals. */
  accuracy: z.number(),
  /** Unseen bank questions of this skill put in the drill. */
  picked: idOut,
});
export const weakSkillDrillAnswerSchema = z.object({
  data: practiceSchema,
  skills: z.array(weakSkillSchema),
});
