import type { TestForm, TestFormSettingsBody, TestSection, UpdateTestSection } from "@edu/shared/test-engine";

/**
 * The whole body of a section edit from the section as saved, with `patch` applied: each panel of the
 * section page changes its own part (fields, routing, scoring) and sends the rest as it is.
 */
export const sectionBody = (
  section: TestSection,
  baseVersion: number,
  patch: Partial<UpdateTestSection> = {},
): UpdateTestSection => ({
  base_version: baseVersion,
  title: section.title,
  directions: section.directions ?? null,
  optional: section.optional,
  tools: section.tools,
  break_after_seconds: section.break_after_seconds,
  routing: section.routing,
  scoring: section.scoring,
  ...patch,
});

/** The same for a form's settings (its own fields, tags, rubrics and composites). */
export const settingsBody = (
  document: TestForm,
  baseVersion: number,
  patch: Partial<TestFormSettingsBody> = {},
): TestFormSettingsBody => ({
  base_version: baseVersion,
  test_type: document.test_type,
  title: document.title,
  description: document.description ?? null,
  notes: document.notes,
  settings: document.settings,
  taxonomy: document.taxonomy,
  rubrics: document.rubrics,
  composites: document.composites,
  ...patch,
});
