import { z } from "zod";
import { FUTURE_TESTS, IB_LEVELS } from "./counseling-profile.constants";
import { choice, day, limitedList, list, month, text } from "./profile-fields";
import { A_LEVEL_GRADES, scoreSchema } from "./score-scales";

const optional = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

export const satSchema = z.object({
  date: day(),
  total: optional(scoreSchema("sat_total")),
  ebrw: optional(scoreSchema("sat_section")),
  math: optional(scoreSchema("sat_section")),
});

export const actSchema = z.object({
  date: day(),
  composite: optional(scoreSchema("act")),
  english: optional(scoreSchema("act")),
  math: optional(scoreSchema("act")),
  reading: optional(scoreSchema("act")),
  science: optional(scoreSchema("act")),
});

export const apSchema = z.object({ subject: text(100), score: optional(scoreSchema("ap")), date: day() });
export const ibSchema = z.object({
  subject: text(100),
  level: choice(IB_LEVELS),
  score: optional(scoreSchema("ib")),
  date: day(),
});
export const aLevelSchema = z.object({ subject: text(100), grade: choice(A_LEVEL_GRADES), date: day() });

/** TOEFL iBT: the 0–120 total (to January 2026) and/or the 1–6 band score reported since. */
export const toeflSchema = z.object({
  date: day(),
  total: optional(scoreSchema("toefl_total")),
  band: optional(scoreSchema("toefl_band")),
  reading: optional(z.number().min(0).max(30)),
  listening: optional(z.number().min(0).max(30)),
  speaking: optional(z.number().min(0).max(30)),
  writing: optional(z.number().min(0).max(30)),
});
export const toeflPaperSchema = z.object({ date: day(), total: optional(scoreSchema("toefl_paper")) });
export const pteSchema = z.object({ date: day(), overall: optional(scoreSchema("pte")) });
export const ieltsSchema = z.object({ date: day(), overall: optional(scoreSchema("ielts")) });
export const duolingoSchema = z.object({ date: day(), score: optional(scoreSchema("duolingo")) });
export const otherExamSchema = z.object({ name: text(100), score: text(40), date: day() });
export const leavingExamSchema = z.object({
  name: text(100),
  subject: text(100),
  score: text(40),
  date: day(),
});
export const futureSittingSchema = z.object({ test: choice(FUTURE_TESTS), month: month() });

/** Section "testing" (spec 03 §3): each test with scores and dates, plus future sitting months. */
export const testingSectionSchema = z.object({
  sat: limitedList(satSchema, "sat"),
  act: list(actSchema),
  ap: limitedList(apSchema, "ap"),
  ib: limitedList(ibSchema, "ib"),
  a_levels: limitedList(aLevelSchema, "a_levels"),
  toefl: list(toeflSchema),
  toefl_paper: list(toeflPaperSchema),
  pte: list(pteSchema),
  ielts: list(ieltsSchema),
  duolingo: limitedList(duolingoSchema, "duolingo"),
  other_proficiency: limitedList(otherExamSchema, "other_proficiency"),
  leaving_exams: limitedList(leavingExamSchema, "leaving_exams"),
  future_sittings: list(futureSittingSchema),
});
