import type { PracticeShow } from "@edu/shared/practices";
import {
  type RevealAnswers,
  type Rubric,
  type Stimulus,
  type TestForm,
  type TestItem,
  type TestType,
  testFormSchema,
} from "@edu/shared/test-engine";
import { AppError } from "../../http/app-error";
import type { PracticeRow } from "./practices.table";
import type { SourceForm } from "./question-bank";

/**
 * A practice written as an engine form (issue 33): each section one engine section with one module, the
 * items copied from their bank forms with their versions (and the passages, rubrics and taxonomy they
 * name). Keys of items, stimuli and rubrics get their form's id in front, so two bank forms' keys never
 * meet. The timer is the form's total limit; the break follows every section but the last.
 */
/**
 * The engine's own result reveals keys and explanations together, so it does so only for "explanations";
 * a student of an "answers" practice reads the keys without explanations through the practice's result
 * (practice-results.service.ts), which applies "show after" itself.
 */
const REVEAL: Record<PracticeShow, RevealAnswers> = {
  score: "never",
  answers: "never",
  explanations: "after_submit",
};

/** `f12-q-3`; a long key is cut to the pattern's 64 characters. */
export const copiedKey = (formId: number, key: string) => `f${formId}-${key}`.slice(0, 64);

/** The engine form's key: the practice's id and part of its secret token, so no author's key collides. */
export const practiceFormKey = (row: PracticeRow) => `practice-${row.id}-${row.linkToken.slice(0, 12)}`;

export function practiceSettingsOf(row: PracticeRow): TestForm["settings"] {
  return {
    delivery: "digital",
    timing: "current",
    total_time_limit_seconds: row.durationMinutes * 60,
    reveal_answers: REVEAL[row.showAfter],
  };
}

function copyItem(formId: number, item: TestItem): TestItem {
  const copy = {
    ...item,
    key: copiedKey(formId, item.key),
    stimuli: item.stimuli.map((key) => copiedKey(formId, key)),
  };
  if (copy.kind === "written_response" || copy.kind === "speaking")
    copy.rubric = copiedKey(formId, copy.rubric);
  return copy;
}

/** Builds the form from the practice's sections and the bank forms they name (all present: checked on save). */
export function buildPracticeForm(row: PracticeRow, sources: Map<number, SourceForm>): TestForm {
  const stimuli = new Map<string, Stimulus>();
  const rubrics = new Map<string, Rubric>();
  const domains = new Map<string, TestForm["taxonomy"]["domains"][number]>();
  const skills = new Map<string, TestForm["taxonomy"]["skills"][number]>();
  const types = new Set<TestType>();
  const sections = row.sections
    .filter((section) => section.items.length > 0)
    .map((section, index, all) => {
      const items = section.items.map(({ form_id, item_key }) => {
        const source = sources.get(form_id);
        const item = source?.document.sections
          .flatMap((s) => s.modules.flatMap((m) => m.items))
          .find((candidate) => candidate.key === item_key);
        if (!source || !item) throw new AppError("conflict", { message: "v.pr_item_unknown" });
        types.add(source.testType);
        const doc = source.document;
        for (const key of item.stimuli) {
          const stimulus = doc.stimuli.find((s) => s.key === key);
          if (stimulus) stimuli.set(copiedKey(form_id, key), { ...stimulus, key: copiedKey(form_id, key) });
        }
        if (item.kind === "written_response" || item.kind === "speaking") {
          const rubric = doc.rubrics.find((r) => r.key === item.rubric);
          if (rubric)
            rubrics.set(copiedKey(form_id, rubric.key), { ...rubric, key: copiedKey(form_id, rubric.key) });
        }
        // Taxonomy keys are kept (the same skill across forms is one skill for analysis); first title wins.
        const domain = doc.taxonomy.domains.find((d) => d.key === item.domain);
        if (domain && !domains.has(domain.key)) domains.set(domain.key, domain);
        for (const key of item.skills) {
          const skill = doc.taxonomy.skills.find((s) => s.key === key);
          if (skill && !skills.has(skill.key)) skills.set(skill.key, skill);
        }
        return copyItem(form_id, item);
      });
      return {
        key: `s${index + 1}`,
        title: { en: section.title },
        optional: false,
        tools: [],
        break_after_seconds: index < all.length - 1 ? row.breakSeconds : 0,
        modules: [{ key: `s${index + 1}-m`, time_limit_seconds: null, items }],
        routing: [],
        scoring: null,
      };
    });
  const [only] = types;
  const parsed = testFormSchema.safeParse({
    key: practiceFormKey(row),
    test_type: types.size === 1 && only ? only : "CUSTOM",
    title: { en: row.name },
    settings: practiceSettingsOf(row),
    taxonomy: { domains: [...domains.values()], skills: [...skills.values()] },
    rubrics: [...rubrics.values()],
    stimuli: [...stimuli.values()],
    sections,
  });
  // Items from two forms whose taxonomies disagree (a skill under another domain) cannot share a form.
  if (!parsed.success)
    throw new AppError("conflict", { details: { issues: parsed.error.issues.slice(0, 5) } });
  return parsed.data;
}

/** A locked practice keeps its questions: only the settings, titles and breaks of its current form change. */
export function restylePracticeForm(row: PracticeRow, current: TestForm): TestForm {
  const titles = row.sections.filter((section) => section.items.length > 0).map((section) => section.title);
  return {
    ...current,
    title: { ...current.title, en: row.name },
    settings: practiceSettingsOf(row),
    sections: current.sections.map((section, index, all) => ({
      ...section,
      title: { ...section.title, en: titles[index] ?? section.title.en },
      break_after_seconds: index < all.length - 1 ? row.breakSeconds : 0,
    })),
  };
}
