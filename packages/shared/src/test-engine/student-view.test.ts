import { describe, expect, it } from "vitest";
import { tinySatForm } from "./fixtures/tiny-sat.form";
import { tinyToeflForm } from "./fixtures/tiny-toefl.form";
import { mayRevealAnswers, toStudentItem, toStudentStimulus } from "./student-view";
import { testFormSchema } from "./test-form.schemas";

const forms = [testFormSchema.parse(tinySatForm), testFormSchema.parse(tinyToeflForm)];
const items = forms.flatMap((form) => form.sections.flatMap((s) => s.modules.flatMap((m) => m.items)));
const stimuli = forms.flatMap((form) => form.stimuli);

describe("what a student sees while taking a test", () => {
  it("never carries answers, explanations, the pretest flag or a transcript", () => {
    const shown = JSON.stringify([...items.map(toStudentItem), ...stimuli.map(toStudentStimulus)]);
    for (const hidden of [
      '"answer"',
      '"answers"',
      '"accepted"',
      '"explanation"',
      '"unscored"',
      '"transcript"',
      '"rubric"',
    ])
      expect(shown).not.toContain(hidden);
    expect(shown).toContain('"choices"');
    expect(shown).toContain('"plays_allowed"');
  });

  it("lists exactly the fields a student needs per kind", () => {
    const fields = (value: object) => Object.keys(value).sort().join(",");
    const byKind = new Map(items.map((item) => [item.kind, fields(toStudentItem(item))]));
    expect(Object.fromEntries(byKind)).toEqual({
      single_choice: "choices,key,kind,stem,stimuli,version",
      multiple_select: "choices,key,kind,stem,stimuli,version",
      student_response: "entry,key,kind,stem,stimuli,version",
      written_response: "key,kind,length,max_words,min_words,stem,stimuli,version",
      speaking: "key,kind,prep_seconds,response_seconds,stem,stimuli,version",
    });
    expect(stimuli.map((stimulus) => fields(toStudentStimulus(stimulus)))).toEqual([
      "key,kind,text,title,version",
      "asset,key,kind,plays_allowed,title,version",
    ]);
  });

  it("reveals answers as the form says", () => {
    const states = [
      { submitted: false, graded: false },
      { submitted: true, graded: false },
      { submitted: true, graded: true },
    ];
    expect(states.map((state) => mayRevealAnswers("after_submit", state))).toEqual([false, true, true]);
    expect(states.map((state) => mayRevealAnswers("after_grading", state))).toEqual([false, false, true]);
    expect(states.map((state) => mayRevealAnswers("never", state))).toEqual([false, false, false]);
  });
});
