import type { PracticeItemOut, PracticeOut } from "@edu/shared/practices";

/** A section being edited: its title and its questions (the bank's items), in order. */
export type DraftItem = Pick<
  PracticeItemOut,
  "form_id" | "item_key" | "stem" | "kind" | "domain" | "skills" | "difficulty"
>;
export type DraftSection = { title: string; items: DraftItem[] };

export const itemId = (item: Pick<DraftItem, "form_id" | "item_key">) => `${item.form_id}:${item.item_key}`;

export const draftOf = (practice: PracticeOut): DraftSection[] =>
  practice.sections.map((section) => ({ title: section.title, items: section.items }));

/** Moves the item at `from` one place up (-1) or down (+1) inside its section. */
export function moveItem(
  sections: DraftSection[],
  sectionIndex: number,
  from: number,
  by: -1 | 1,
): DraftSection[] {
  return sections.map((section, index) => {
    const to = from + by;
    if (index !== sectionIndex || to < 0 || to >= section.items.length) return section;
    const items = [...section.items];
    const [moved] = items.splice(from, 1);
    if (moved) items.splice(to, 0, moved);
    return { ...section, items };
  });
}

export const removeItem = (sections: DraftSection[], sectionIndex: number, at: number): DraftSection[] =>
  sections.map((section, index) =>
    index === sectionIndex ? { ...section, items: section.items.filter((_, i) => i !== at) } : section,
  );

export const addItem = (sections: DraftSection[], sectionIndex: number, item: DraftItem): DraftSection[] =>
  sections.map((section, index) =>
    index === sectionIndex ? { ...section, items: [...section.items, item] } : section,
  );

/** What PATCH sends: titles and item references only. */
export const sectionsPayload = (sections: DraftSection[]) =>
  sections.map((section) => ({
    title: section.title,
    items: section.items.map(({ form_id, item_key }) => ({ form_id, item_key })),
  }));
