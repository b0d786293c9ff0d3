import type {
  CreateTestForm,
  CreateTestModule,
  CreateTestSection,
  TestFormSettingsBody,
  UpdateTestModule,
  UpdateTestSection,
} from "./test-authoring.schemas";
import type {
  Stimulus,
  TestForm,
  TestFormInput,
  TestItem,
  TestModule,
  TestSection,
} from "./test-form.schemas";

/**
 * The authoring edits as pure functions on a form document (issue 32). Each returns the edited document
 * (to be checked whole by `testFormSchema` and numbered by `bumpEditedVersions` on the server) and the path
 * of what it edited (so the server can answer an issue inside it at the field the editor shows). A key
 * that is not in the form throws `FormEditMissing` (404); a key that cannot be used throws
 * `FormEditInvalid` with the field (422).
 */
export type FormPath = (string | number)[];
export type FormEdit = { form: TestForm; at: FormPath };

export class FormEditMissing extends Error {
  constructor(readonly what: string) {
    super(`${what} not found`);
    this.name = "FormEditMissing";
  }
}
export class FormEditInvalid extends Error {
  constructor(
    readonly field: string,
    readonly messageKey: "v.te_duplicate_key" | "v.te_key_fixed" | "v.te_order_keys",
  ) {
    super(messageKey);
    this.name = "FormEditInvalid";
  }
}

/** A first question for a new module, for the author to rewrite (a module holds at least one). */
export const starterItem = (key: string): TestItem => ({
  key,
  version: 1,
  kind: "single_choice",
  stem: "Write the question here.",
  stimuli: [],
  explanation: "",
  domain: null,
  skills: [],
  difficulty: null,
  unscored: false,
  weight: 1,
  choices: [
    { key: "A", text: "First choice" },
    { key: "B", text: "Second choice" },
  ],
  answer: "A",
});

const starterModule = (key: string, itemKey: string): TestModule => ({
  key,
  time_limit_seconds: null,
  items: [starterItem(itemKey)],
});

/** `base`, or `base-2`, `base-3`… : the first not among `taken` (keys are unique across the form). */
export function freshKey(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const allKeys = (form: TestForm) =>
  new Set([
    ...form.sections.flatMap((section) => [
      section.key,
      ...section.modules.flatMap((module) => [module.key, ...module.items.map((item) => item.key)]),
    ]),
  ]);

/** A new draft document: from scratch, or a copy of `source` renumbered from version 1. */
export function newFormDocument(body: CreateTestForm, source?: TestForm): TestFormInput {
  if (source) {
    const copy = structuredClone(source);
    for (const section of copy.sections)
      for (const module of section.modules) for (const item of module.items) item.version = 1;
    for (const stimulus of copy.stimuli) stimulus.version = 1;
    return { ...copy, key: body.key, test_type: body.test_type, title: body.title, version: 1 };
  }
  return {
    key: body.key,
    test_type: body.test_type,
    title: body.title,
    sections: [{ key: "section-1", title: { en: "Section 1" }, modules: [starterModule("module-1", "q1")] }],
  };
}

export function editSettings(form: TestForm, body: TestFormSettingsBody): FormEdit {
  const { base_version: _, description, ...fields } = body;
  const next: TestForm = { ...structuredClone(form), ...structuredClone(fields) };
  if (description) next.description = description;
  else delete next.description;
  return { form: next, at: [] };
}

function sectionAt(form: TestForm, key: string) {
  const index = form.sections.findIndex((section) => section.key === key);
  if (index < 0) throw new FormEditMissing("section");
  return { section: form.sections[index] as TestSection, index };
}

function moduleAt(form: TestForm, key: string) {
  for (const [s, section] of form.sections.entries()) {
    const index = section.modules.findIndex((module) => module.key === key);
    if (index >= 0) return { section, module: section.modules[index] as TestModule, s, index };
  }
  throw new FormEditMissing("module");
}

function itemAt(form: TestForm, key: string) {
  for (const [s, section] of form.sections.entries())
    for (const [m, module] of section.modules.entries()) {
      const index = module.items.findIndex((item) => item.key === key);
      if (index >= 0) return { module, path: ["sections", s, "modules", m, "items", index], index };
    }
  throw new FormEditMissing("item");
}

/** Optional texts are left out of the document when empty (the schema's optional fields). */
const optional = <K extends string, V>(key: K, value: V | null) =>
  (value === null ? {} : { [key]: value }) as Partial<Record<K, V>>;

export function addSection(form: TestForm, body: CreateTestSection): FormEdit {
  const next = structuredClone(form);
  const taken = allKeys(next);
  if (taken.has(body.key)) throw new FormEditInvalid("key", "v.te_duplicate_key");
  taken.add(body.key);
  const moduleKey = freshKey(`${body.key}-m1`, taken);
  taken.add(moduleKey);
  const section: TestSection = {
    key: body.key,
    title: body.title,
    ...optional("directions", body.directions),
    optional: body.optional,
    tools: body.tools,
    break_after_seconds: body.break_after_seconds,
    modules: [starterModule(moduleKey, freshKey(`${body.key}-q1`, taken))],
    routing: [],
    scoring: null,
  };
  next.sections.push(section);
  return { form: next, at: ["sections", next.sections.length - 1] };
}

export function editSection(form: TestForm, key: string, body: UpdateTestSection): FormEdit {
  const next = structuredClone(form);
  const { section, index } = sectionAt(next, key);
  const { base_version: _, directions, ...fields } = body;
  const edited: TestSection = {
    ...section,
    ...structuredClone(fields),
    ...optional("directions", directions),
  };
  if (directions === null) delete edited.directions;
  next.sections[index] = edited;
  return { form: next, at: ["sections", index] };
}

export function removeSection(form: TestForm, key: string): FormEdit {
  const next = structuredClone(form);
  const { index } = sectionAt(next, key);
  next.sections.splice(index, 1);
  return { form: next, at: ["sections"] };
}

export function addModule(form: TestForm, sectionKey: string, body: CreateTestModule): FormEdit {
  const next = structuredClone(form);
  const { section, index } = sectionAt(next, sectionKey);
  const taken = allKeys(next);
  if (taken.has(body.key)) throw new FormEditInvalid("key", "v.te_duplicate_key");
  taken.add(body.key);
  const module: TestModule = {
    ...starterModule(body.key, freshKey(`${body.key}-q1`, taken)),
    ...optional("title", body.title),
    ...optional("directions", body.directions),
    time_limit_seconds: body.time_limit_seconds,
  };
  section.modules.push(module);
  return { form: next, at: ["sections", index, "modules", section.modules.length - 1] };
}

export function editModule(form: TestForm, key: string, body: UpdateTestModule): FormEdit {
  const next = structuredClone(form);
  const { section, s, index } = moduleAt(next, key);
  const module = section.modules[index] as TestModule;
  const edited: TestModule = {
    key: module.key,
    time_limit_seconds: body.time_limit_seconds,
    items: module.items,
  };
  if (body.title) edited.title = body.title;
  if (body.directions) edited.directions = body.directions;
  section.modules[index] = edited;
  return { form: next, at: ["sections", s, "modules", index] };
}

export function removeModule(form: TestForm, key: string): FormEdit {
  const next = structuredClone(form);
  const { section, s, index } = moduleAt(next, key);
  section.modules.splice(index, 1);
  return { form: next, at: ["sections", s, "modules"] };
}

export function addItem(form: TestForm, moduleKey: string, item: TestItem): FormEdit {
  const next = structuredClone(form);
  const { module, s, index } = moduleAt(next, moduleKey);
  if (allKeys(next).has(item.key)) throw new FormEditInvalid("item.key", "v.te_duplicate_key");
  module.items.push({ ...structuredClone(item), version: 1 });
  return { form: next, at: ["sections", s, "modules", index, "items", module.items.length - 1] };
}

/** The item keeps its key (answers name it); its version is numbered by the server. */
export function editItem(form: TestForm, key: string, item: TestItem): FormEdit {
  if (item.key !== key) throw new FormEditInvalid("item.key", "v.te_key_fixed");
  const next = structuredClone(form);
  const { module, path, index } = itemAt(next, key);
  module.items[index] = { ...structuredClone(item), version: (module.items[index] as TestItem).version };
  return { form: next, at: path };
}

export function removeItem(form: TestForm, key: string): FormEdit {
  const next = structuredClone(form);
  const { module, path, index } = itemAt(next, key);
  module.items.splice(index, 1);
  return { form: next, at: path.slice(0, -1) };
}

export function addStimulus(form: TestForm, stimulus: Stimulus): FormEdit {
  const next = structuredClone(form);
  if (next.stimuli.some((other) => other.key === stimulus.key))
    throw new FormEditInvalid("stimulus.key", "v.te_duplicate_key");
  next.stimuli.push({ ...structuredClone(stimulus), version: 1 });
  return { form: next, at: ["stimuli", next.stimuli.length - 1] };
}

export function editStimulus(form: TestForm, key: string, stimulus: Stimulus): FormEdit {
  if (stimulus.key !== key) throw new FormEditInvalid("stimulus.key", "v.te_key_fixed");
  const next = structuredClone(form);
  const index = next.stimuli.findIndex((other) => other.key === key);
  if (index < 0) throw new FormEditMissing("stimulus");
  next.stimuli[index] = { ...structuredClone(stimulus), version: (next.stimuli[index] as Stimulus).version };
  return { form: next, at: ["stimuli", index] };
}

export function removeStimulus(form: TestForm, key: string): FormEdit {
  const next = structuredClone(form);
  const index = next.stimuli.findIndex((other) => other.key === key);
  if (index < 0) throw new FormEditMissing("stimulus");
  next.stimuli.splice(index, 1);
  return { form: next, at: ["stimuli"] };
}

/** `list` in the order of `keys`, which must name each of its entries exactly once. */
function reordered<T extends { key: string }>(list: T[], keys: string[]): T[] {
  const byKey = new Map(list.map((entry) => [entry.key, entry]));
  const same = keys.length === list.length && new Set(keys).size === keys.length;
  if (!same || keys.some((key) => !byKey.has(key))) throw new FormEditInvalid("keys", "v.te_order_keys");
  return keys.map((key) => byKey.get(key) as T);
}

export function reorderSections(form: TestForm, keys: string[]): FormEdit {
  const next = structuredClone(form);
  next.sections = reordered(next.sections, keys);
  return { form: next, at: ["sections"] };
}

export function reorderModules(form: TestForm, sectionKey: string, keys: string[]): FormEdit {
  const next = structuredClone(form);
  const { section, index } = sectionAt(next, sectionKey);
  section.modules = reordered(section.modules, keys);
  return { form: next, at: ["sections", index, "modules"] };
}

export function reorderItems(form: TestForm, moduleKey: string, keys: string[]): FormEdit {
  const next = structuredClone(form);
  const { module, s, index } = moduleAt(next, moduleKey);
  module.items = reordered(module.items, keys);
  return { form: next, at: ["sections", s, "modules", index, "items"] };
}
