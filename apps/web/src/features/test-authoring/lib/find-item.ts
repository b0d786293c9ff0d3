import type { TestForm, TestItem } from "@edu/shared/test-engine";

/** Where a question sits in its form: the item, its module's key and its section's key. */
export function findItem(form: TestForm | null, key: string | undefined) {
  if (!form || !key) return undefined;
  for (const section of form.sections)
    for (const module of section.modules) {
      const item = module.items.find((entry) => entry.key === key);
      if (item) return { item: item as TestItem, moduleKey: module.key, sectionKey: section.key };
    }
  return undefined;
}

/** The section a module belongs to. */
export const sectionOfModule = (form: TestForm | null, moduleKey: string | undefined) =>
  form?.sections.find((section) => section.modules.some((module) => module.key === moduleKey));
