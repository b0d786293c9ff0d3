/** The student survey: six background questions (spec 03 §4); answers are stored by these keys. */
export const SURVEY_QUESTIONS = [
  "target_schools",
  "intended_major",
  "strong_subjects",
  "challenges",
  "activities",
  "goals",
] as const;
export type SurveyQuestion = (typeof SURVEY_QUESTIONS)[number];

export const SURVEY_ANSWER_MAX = 2000;

/** A stored answer as text (older answers may be lists, numbers or yes/no). */
export function answerText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(", ");
  return String(value);
}
