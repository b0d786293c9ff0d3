import { describe, expect, it } from "vitest";
import { exportFormJson } from "../form-json";
import { splitMathText } from "../math-text";
import type { TestForm } from "../test-form.schemas";
import { itemsOf, loadDemoForm } from "./demo-forms.test-support";
import { DEMO_FORM_KEYS } from "./index";

/** Facts every demo form keeps: valid, canonical, translated where it can be, English items, money as text. */
const forms = DEMO_FORM_KEYS.map((key) => ({ key, ...loadDemoForm(key) }));

/** Every title and instruction that the schema lets us translate. */
function translatables(form: TestForm) {
  return [
    form.title,
    form.description,
    ...form.taxonomy.domains.map((domain) => domain.title),
    ...form.taxonomy.skills.map((skill) => skill.title),
    ...form.rubrics.flatMap((rubric) => [rubric.title, ...rubric.levels.map((level) => level.description)]),
    ...form.sections.flatMap((section) => [
      section.title,
      section.directions,
      ...section.modules.flatMap((module) => [module.title, module.directions]),
    ]),
    ...form.composites.map((composite) => composite.title),
  ].filter((text) => text !== undefined);
}

/** Every text a student reads in the items themselves: stems, choices, explanations, passages, transcripts. */
function itemTexts(form: TestForm): string[] {
  const items = itemsOf(form);
  return [
    ...items.flatMap((item) => [
      item.stem,
      item.explanation,
      ...("choices" in item ? item.choices.map((choice) => choice.text) : []),
    ]),
    ...form.stimuli.map((stimulus) =>
      stimulus.kind === "passage"
        ? stimulus.text
        : stimulus.kind === "audio"
          ? stimulus.transcript
          : stimulus.alt,
    ),
  ];
}

const HAN = /\p{Script=Han}/u;
/** A choice letter an explanation names: "Choice B is", "(C)", "choices A and D", "G is the …". */
const NAMED_CHOICE =
  /(?:^|\(|[Cc]hoices? |, |and |\. )([A-DFGHJ])(?=\)|,| is | and | runs | puts | comes | divides | multiplies | adds )/g;

describe.each(forms)("demo form $key", ({ key, text, form }) => {
  it("is stored as its canonical document (export → import → export is byte-identical)", () => {
    expect(form.key).toBe(key);
    expect(exportFormJson(form)).toBe(text);
  });

  it("has every title and instruction in English, Simplified and Traditional Chinese", () => {
    const texts = translatables(form);
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) {
      expect(text["zh-CN"], text.en).toMatch(HAN);
      expect(text["zh-TW"], text.en).toMatch(HAN);
    }
  });

  it("writes its items in English, each with an explanation, a domain and a difficulty", () => {
    for (const text of itemTexts(form)) expect(text).not.toMatch(HAN);
    for (const item of itemsOf(form)) {
      expect(item.explanation.length, item.key).toBeGreaterThan(40);
      expect(item.domain, item.key).not.toBeNull();
      expect(item.difficulty, item.key).not.toBeNull();
    }
  });

  it("explains each choice item from its keyed answer, naming other letters only as wrong choices", () => {
    for (const item of itemsOf(form)) {
      if (item.kind !== "single_choice") continue;
      if (form.test_type === "TOEFL") {
        const keyed = item.choices.find((choice) => choice.key === item.answer)?.text.replace(/\.$/, "");
        expect(item.explanation.startsWith(`The answer is "${keyed}."`), item.key).toBe(true);
        continue;
      }
      const [first, ...others] = [...item.explanation.matchAll(NAMED_CHOICE)].map((match) => match[1]);
      expect(first, item.key).toBe(item.answer);
      const wrong = item.choices.map((choice) => choice.key).filter((key) => key !== item.answer);
      for (const letter of others) expect(wrong, item.key).toContain(letter);
    }
  });

  it("keeps every dollar sign as text: math is written only in \\( … \\)", () => {
    for (const text of itemTexts(form)) {
      const runs = splitMathText(text);
      const dollarsInText = runs
        .map((run) => (run.type === "text" ? run.text : ""))
        .join("")
        .split("$").length;
      expect(dollarsInText, text).toBe(text.split("$").length);
      const bracketed = text.split("\\(").length - 1;
      expect(runs.filter((run) => run.type === "math")).toHaveLength(bracketed);
    }
  });

  it("says in its notes that the content and tables are our own", () => {
    expect(form.notes).toMatch(/written by our team/);
    expect(form.notes).toMatch(/our own plausible tables/);
  });
});
