import {
  type LocalizedText,
  type Rubric,
  TEACHER_SCORE_MAX,
  TEACHER_SCORE_MIN,
} from "@edu/shared/test-engine";

/**
 * The rubric editor's draft: a rubric of the 0–4 teacher-graded scale (spec 03), a descriptor per level, in
 * English and optionally Chinese. `saved`: its key is used by questions and cannot change here.
 */
export type RubricDraft = Rubric & { saved: boolean };
export type TextLocale = keyof LocalizedText;
export const TEXT_LOCALES: readonly TextLocale[] = ["en", "zh-TW", "zh-CN"];

export const LEVEL_SCORES = Array.from(
  { length: TEACHER_SCORE_MAX - TEACHER_SCORE_MIN + 1 },
  (_, index) => TEACHER_SCORE_MIN + index,
);

export const rubricDraftsOf = (rubrics: readonly Rubric[]): RubricDraft[] =>
  rubrics.map((rubric) => ({ ...structuredClone(rubric), saved: true }));

export const newRubric = (): RubricDraft => ({
  key: "",
  title: { en: "" },
  levels: LEVEL_SCORES.map((score) => ({ score, description: { en: "" } })),
  saved: false,
});

/** `text` with one language's value set; an empty Chinese value is left out (English is required). */
export function withText<T extends LocalizedText>(text: T, locale: TextLocale, value: string): T {
  const next = { ...text, [locale]: value };
  if (locale !== "en" && value.trim() === "") delete next[locale];
  return next;
}

/** What is sent: the rubrics without the editor's own mark (levels in their saved order: a save without edits changes nothing). */
export const rubricsOf = (drafts: readonly RubricDraft[]): Rubric[] =>
  drafts.map(({ saved: _, ...rubric }) => rubric);

/** Questions of the form that a rubric grades (a rubric in use cannot be removed). */
export function rubricUses(document: {
  sections: { modules: { items: { kind: string; rubric?: string }[] }[] }[];
}) {
  const uses = new Map<string, number>();
  for (const section of document.sections)
    for (const module of section.modules)
      for (const item of module.items)
        if (item.rubric) uses.set(item.rubric, (uses.get(item.rubric) ?? 0) + 1);
  return uses;
}
