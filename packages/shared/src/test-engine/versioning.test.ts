import { describe, expect, it } from "vitest";
import { picks } from "./fixtures/build-form";
import { tinySatForm } from "./fixtures/tiny-sat.form";
import { scoreAttempt } from "./scoring";
import { testFormSchema } from "./test-form.schemas";
import { bumpEditedVersions } from "./versioning";

const saved = testFormSchema.parse(tinySatForm);
const edit = (change: (form: typeof saved) => void) => {
  const form = structuredClone(saved);
  change(form);
  return bumpEditedVersions(saved, form);
};
const item = (form: typeof saved, key: string) =>
  form.sections.flatMap((s) => s.modules.flatMap((m) => m.items)).find((candidate) => candidate.key === key);

describe("item versions", () => {
  it("gives an edited item and passage a new version and leaves the others alone", () => {
    const edited = edit((form) => {
      const first = form.sections[0]?.modules[0]?.items[0];
      if (first?.kind === "single_choice") first.answer = "B";
      const passage = form.stimuli[0];
      if (passage?.kind === "passage") passage.text = `${passage.text} It rained twice.`;
    });
    expect(item(edited, "rw1-1")?.version).toBe(2);
    expect(item(edited, "rw1-2")?.version).toBe(1);
    expect(edited.stimuli[0]?.version).toBe(2);
    expect(edited.version).toBe(2);
  });

  it("changes nothing when nothing changed, and keeps an author's higher version", () => {
    expect(bumpEditedVersions(saved, structuredClone(saved))).toEqual(saved);
    const edited = edit((form) => {
      const first = form.sections[0]?.modules[0]?.items[0];
      if (first) {
        first.stem = "Which choice best states the main idea?";
        first.version = 5;
      }
    });
    expect(item(edited, "rw1-1")?.version).toBe(5);
  });

  it("leaves a past attempt scored against the version it answered", () => {
    const answers = picks({ "rw1-1": "A", "rw1-2": "C" });
    const edited = edit((form) => {
      const first = form.sections[0]?.modules[0]?.items[0];
      if (first?.kind === "single_choice") first.answer = "B";
    });
    const past = scoreAttempt(saved, ["rw1", "rw2-hard"], answers);
    expect(past.items[0]).toMatchObject({ key: "rw1-1", version: 1, state: "correct" });
    expect(past.sections[0]?.raw).toBe(2);
    expect(scoreAttempt(edited, ["rw1", "rw2-hard"], answers).items[0]).toMatchObject({
      version: 2,
      state: "incorrect",
    });
  });
});
