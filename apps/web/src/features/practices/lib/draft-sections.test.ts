import { describe, expect, it } from "vitest";
import {
  addItem,
  type DraftItem,
  type DraftSection,
  moveItem,
  removeItem,
  sectionsPayload,
} from "./draft-sections";

const item = (key: string): DraftItem => ({
  form_id: 5,
  item_key: key,
  stem: key,
  kind: "single_choice",
  domain: null,
  skills: [],
  difficulty: null,
});
const two = (): DraftSection[] => [
  { title: "Reading", items: [item("a"), item("b"), item("c")] },
  { title: "Math", items: [item("d")] },
];

describe("editing a practice's sections", () => {
  it("moves a question up and down inside its section, not past either end", () => {
    expect(moveItem(two(), 0, 2, -1)[0]?.items.map((i) => i.item_key)).toEqual(["a", "c", "b"]);
    expect(moveItem(two(), 0, 0, 1)[0]?.items.map((i) => i.item_key)).toEqual(["b", "a", "c"]);
    expect(moveItem(two(), 0, 0, -1)[0]?.items.map((i) => i.item_key)).toEqual(["a", "b", "c"]);
    expect(moveItem(two(), 1, 0, 1)[1]?.items.map((i) => i.item_key)).toEqual(["d"]);
  });

  it("adds to and removes from one section and sends references only", () => {
    const added = addItem(two(), 1, item("e"));
    expect(added[1]?.items.map((i) => i.item_key)).toEqual(["d", "e"]);
    const removed = removeItem(added, 0, 1);
    expect(sectionsPayload(removed)).toEqual([
      {
        title: "Reading",
        items: [
          { form_id: 5, item_key: "a" },
          { form_id: 5, item_key: "c" },
        ],
      },
      {
        title: "Math",
        items: [
          { form_id: 5, item_key: "d" },
          { form_id: 5, item_key: "e" },
        ],
      },
    ]);
  });
});
