import {
  type StudentItem,
  type StudentStimulus,
  type TestForm,
  type TestFormSummary,
  type TestItem,
  type TestModule,
  toStudentItem,
  toStudentStimulus,
} from "@edu/shared/test-engine";
import { toWireTime } from "../../http/wire-time";
import type { ModuleItemRef, TestFormRow } from "./test-engine.table";

/**
 * What people see of a form. A student's view of an item or stimulus is the shared allow-list
 * (student-view.ts): no answer keys, explanations, tags, pretest flags or transcripts.
 */
export const studentItemOf = (item: TestItem): StudentItem => toStudentItem(item);

/** The stimuli a module's items show, each once, in the order the items first name them. */
export const stimuliOfModule = (form: TestForm, module: TestModule): StudentStimulus[] =>
  stimuliOfItems(form, module.items);

type Title = TestForm["sections"][number]["title"];
export type FormTitles = Record<"section" | "composite" | "domain" | "skill", (key: string) => Title | null>;

/** Titles by key as a form version names its sections, composites and taxonomy (null: it names none). */
export function titlesOf(form: TestForm): FormTitles {
  const lookup = (entries: readonly { key: string; title: Title }[]) => {
    const byKey = new Map(entries.map((entry) => [entry.key, entry.title]));
    return (key: string) => byKey.get(key) ?? null;
  };
  return {
    section: lookup(form.sections),
    composite: lookup(form.composites),
    domain: lookup(form.taxonomy.domains),
    skill: lookup(form.taxonomy.skills),
  };
}

/** The stimuli the given items show, each once, in the order the items first name them. */
export function stimuliOfItems(
  form: TestForm,
  items: readonly Pick<TestItem, "stimuli">[],
): StudentStimulus[] {
  const byKey = new Map(form.stimuli.map((stimulus) => [stimulus.key, stimulus]));
  const keys = [...new Set(items.flatMap((item) => item.stimuli))];
  return keys.flatMap((key) => {
    const stimulus = byKey.get(key);
    return stimulus ? [toStudentStimulus(stimulus)] : [];
  });
}

/** What an answer is checked against (stored with the attempt's module). */
export const itemRefsOf = (module: TestModule): ModuleItemRef[] =>
  module.items.map((item) => ({ key: item.key, version: item.version, kind: item.kind }));

export const allItemsOf = (form: TestForm): TestItem[] =>
  form.sections.flatMap((section) => section.modules.flatMap((module) => module.items));

/** Sections and modules without items: what anyone who may take the form reads before starting. */
export const outlineOf = (form: TestForm) =>
  form.sections.map((section) => ({
    key: section.key,
    title: section.title,
    optional: section.optional,
    modules: section.modules.map((module) => ({
      key: module.key,
      ...(module.title ? { title: module.title } : {}),
      items: module.items.length,
      time_limit_seconds: module.time_limit_seconds,
    })),
  }));

export type LatestVersion = { id: number; version: number };

export const formSummaryOf = (row: TestFormRow, latest: LatestVersion): TestFormSummary => ({
  id: row.id,
  key: row.key,
  test_type: row.testType,
  title: row.title,
  status: row.status,
  is_public: row.isPublic ? 1 : 0,
  version: latest.version,
  version_id: latest.id,
  updated_at: toWireTime(row.updatedAt),
});
