import { describe, expect, it } from "vitest";
import { routePath } from "../routing";
import { scoreAttempt } from "../scoring";
import { answersFor, itemsOf, loadDemoForm } from "./demo-forms.test-support";

const { form } = loadDemoForm("demo-toefl");
const kindsOf = (module: string) => itemsOf(form, module).map((item) => item.kind);

describe("demo TOEFL", () => {
  it("has Reading (4 items on a passage), Listening (2 on an audio), Writing (1 task) and Speaking (2 tasks)", () => {
    expect(form.test_type).toBe("TOEFL");
    expect(kindsOf("reading-1")).toEqual(Array(4).fill("single_choice"));
    expect(kindsOf("listening-1")).toEqual(Array(2).fill("single_choice"));
    expect(kindsOf("writing-1")).toEqual(["written_response"]);
    expect(kindsOf("speaking-1")).toEqual(["speaking", "speaking"]);
    const stimulusKinds = (module: string) =>
      itemsOf(form, module).map((item) => form.stimuli.find((s) => s.key === item.stimuli[0])?.kind);
    expect(stimulusKinds("reading-1")).toEqual(Array(4).fill("passage"));
    expect(stimulusKinds("listening-1")).toEqual(["audio", "audio"]);
  });

  it("refers to its listening audio by key with a transcript, and grades writing and speaking 0–4 with rubrics", () => {
    const audio = form.stimuli.find((s) => s.kind === "audio");
    expect(audio).toMatchObject({ asset: "demo/toefl/listening-library.mp3", plays_allowed: 1 });
    expect(audio?.kind === "audio" && audio.transcript).toMatch(/^Narrator: /);
    for (const rubric of form.rubrics)
      expect(rubric.levels.map((level) => level.score)).toEqual([4, 3, 2, 1, 0]);
    for (const item of itemsOf(form)) {
      if (item.kind === "written_response")
        expect(item).toMatchObject({ rubric: "writing-0-4", min_words: 100 });
      if (item.kind === "speaking")
        expect(item).toMatchObject({ rubric: "speaking-0-4", response_seconds: 45 });
    }
  });

  it("totals 0–120 with the 1–6 band, and waits for the teachers' grades", () => {
    expect(form.composites).toEqual([
      expect.objectContaining({ key: "total", method: "sum", min: 0, max: 120 }),
    ]);
    const allRight = answersFor(form, () => true);
    const path = routePath(form, allRight);
    expect(scoreAttempt(form, path, allRight).composites).toEqual([
      { key: "total", score: null, band: null },
    ]);
    const best = scoreAttempt(
      form,
      path,
      answersFor(form, () => true, 4),
    );
    expect(best.sections.map((s) => [s.scaled, s.band])).toEqual(Array(4).fill([30, 6]));
    expect(best.composites).toEqual([{ key: "total", score: 120, band: 6 }]);
    const middle = scoreAttempt(
      form,
      path,
      answersFor(form, (key) => key !== "toefl-r4", 2),
    );
    // Reading 3 of 4 → 23; Listening 2 of 2 → 30; Writing 2 → 15; Speaking 2 + 2 → 15
    expect(middle.sections.map((s) => s.scaled)).toEqual([23, 30, 15, 15]);
    expect(middle.composites).toEqual([{ key: "total", score: 83, band: 4 }]);
  });
});
