import { type TestForm, testFormSchema } from "@edu/shared/test-engine";

const choice = (key: string, extra: Record<string, unknown> = {}) => ({
  key,
  kind: "single_choice",
  stem: `Question ${key}`,
  choices: [
    { key: "A", text: "Yes" },
    { key: "B", text: "No" },
  ],
  answer: "A",
  ...extra,
});

/**
 * A routed section written for these tests: module 1 (three scored questions and a pretest one), then an
 * easier module 2 (two questions) or a harder one (two questions and a writing task graded 0–4).
 */
export const aRoutedForm = (): TestForm =>
  testFormSchema.parse({
    key: "routed",
    test_type: "SAT",
    title: { en: "Routed" },
    version: 5,
    rubrics: [
      {
        key: "essay",
        title: { en: "Essay" },
        levels: [0, 1, 2, 3, 4].map((score) => ({ score, description: { en: `Level ${score}` } })),
      },
    ],
    sections: [
      {
        key: "rw",
        title: { en: "Reading and Writing" },
        modules: [
          { key: "m1", items: [choice("a1"), choice("a2"), choice("a3"), choice("a4", { unscored: true })] },
          { key: "m2-easy", items: [choice("b1"), choice("b2")] },
          {
            key: "m2-hard",
            items: [
              choice("c1"),
              choice("c2"),
              { key: "c3", kind: "written_response", stem: "Write.", rubric: "essay", length: "long" },
            ],
          },
        ],
        routing: [{ after: "m1", branches: [{ min_raw: 2, next: "m2-hard" }], otherwise: "m2-easy" }],
      },
      { key: "math", title: { en: "Math" }, modules: [{ key: "n1", items: [choice("d1")] }] },
    ],
  });

/** Stands in for i18next's `t`: the key and its values, to assert which message a check chose. */
export const keyT = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
