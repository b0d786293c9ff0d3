import type { Stimulus, TestForm, TestItem } from "./test-form.schemas";

/**
 * Items and stimuli are versioned (issue 32): editing one that attempts may have answered makes a new
 * version, and each attempt keeps the version it answered (the server stores the version with the answer
 * and scores against that snapshot). Given the saved form and an edited one (both parsed by the schema),
 * returns the edited form where every item or stimulus whose content changed has a version above the
 * saved one, unchanged ones keep theirs, new ones keep what they were given, and the form's own version
 * goes up when anything changed. An author's higher version is kept.
 */
export function bumpEditedVersions(saved: TestForm, edited: TestForm): TestForm {
  const savedItems = new Map(itemsOf(saved).map((item) => [item.key, item]));
  const savedStimuli = new Map(saved.stimuli.map((stimulus) => [stimulus.key, stimulus]));
  const next = structuredClone(edited);
  for (const item of itemsOf(next)) item.version = bumped(savedItems.get(item.key), item);
  for (const stimulus of next.stimuli) stimulus.version = bumped(savedStimuli.get(stimulus.key), stimulus);
  if (contentOf(saved) !== contentOf(next)) next.version = Math.max(next.version, saved.version + 1);
  return next;
}

const itemsOf = (form: TestForm): TestItem[] =>
  form.sections.flatMap((section) => section.modules.flatMap((module) => module.items));

function bumped<T extends TestItem | Stimulus>(before: T | undefined, after: T): number {
  if (!before || contentOf(before) === contentOf(after))
    return before ? Math.max(before.version, after.version) : after.version;
  return Math.max(after.version, before.version + 1);
}

/** What a version stands for: everything but the version numbers (schema output: keys in one order). */
const contentOf = (value: unknown): string =>
  JSON.stringify(value, (key, field) => (key === "version" ? undefined : field));
