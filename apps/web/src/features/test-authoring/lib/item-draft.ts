import type { AcceptedAnswer, ItemKind, TestItem } from "@edu/shared/test-engine";

/**
 * What the question form edits: every kind's fields at once, so switching the kind keeps what was typed;
 * `toItem` keeps only the chosen kind's fields (the server checks the rest).
 */
export type ItemDraft = {
  key: string;
  kind: ItemKind;
  stem: string;
  stimuli: string[];
  explanation: string;
  domain: string | null;
  skills: string[];
  difficulty: TestItem["difficulty"];
  unscored: boolean;
  weight: number;
  choices: { key: string; text: string }[];
  answer: string;
  answers: string[];
  partialCredit: boolean;
  accepted: AcceptedAnswer[];
  entry: "sat_grid" | "free";
  rubric: string;
  length: "short" | "long";
  responseSeconds: number;
  prepSeconds: number;
};

export function draftOf(item: TestItem | undefined, key = ""): ItemDraft {
  const base: ItemDraft = {
    key,
    kind: "single_choice",
    stem: "",
    stimuli: [],
    explanation: "",
    domain: null,
    skills: [],
    difficulty: null,
    unscored: false,
    weight: 1,
    choices: ["A", "B", "C", "D"].map((choice) => ({ key: choice, text: "" })),
    answer: "A",
    answers: [],
    partialCredit: false,
    accepted: [{ type: "number", value: "", tolerance: "0" }],
    entry: "sat_grid",
    rubric: "",
    length: "long",
    responseSeconds: 45,
    prepSeconds: 15,
  };
  if (!item) return base;
  const common = {
    ...base,
    key: item.key,
    kind: item.kind,
    stem: item.stem,
    stimuli: item.stimuli,
    explanation: item.explanation,
    domain: item.domain,
    skills: item.skills,
    difficulty: item.difficulty,
    unscored: item.unscored,
    weight: item.weight,
  };
  switch (item.kind) {
    case "single_choice":
      return { ...common, choices: item.choices, answer: item.answer };
    case "multiple_select":
      return { ...common, choices: item.choices, answers: item.answers, partialCredit: item.partial_credit };
    case "student_response":
      return { ...common, accepted: item.accepted, entry: item.entry };
    case "written_response":
      return { ...common, rubric: item.rubric, length: item.length };
    case "speaking":
      return {
        ...common,
        rubric: item.rubric,
        responseSeconds: item.response_seconds,
        prepSeconds: item.prep_seconds,
      };
  }
}

/** The item the server receives (its version is the server's to number). */
export function toItem(draft: ItemDraft, saved: TestItem | undefined): TestItem {
  const common = {
    key: draft.key.trim(),
    version: saved?.version ?? 1,
    stem: draft.stem,
    stimuli: draft.stimuli,
    explanation: draft.explanation,
    domain: draft.domain,
    skills: draft.skills,
    difficulty: draft.difficulty,
    unscored: draft.unscored,
    weight: draft.weight,
  };
  switch (draft.kind) {
    case "single_choice":
      return { ...common, kind: "single_choice", choices: draft.choices, answer: draft.answer };
    case "multiple_select":
      return {
        ...common,
        kind: "multiple_select",
        choices: draft.choices,
        answers: draft.answers,
        partial_credit: draft.partialCredit,
      };
    case "student_response":
      return { ...common, kind: "student_response", entry: draft.entry, accepted: draft.accepted };
    case "written_response":
      return {
        ...common,
        kind: "written_response",
        rubric: draft.rubric,
        length: draft.length,
        min_words: saved?.kind === "written_response" ? saved.min_words : null,
        max_words: saved?.kind === "written_response" ? saved.max_words : null,
      };
    case "speaking":
      return {
        ...common,
        kind: "speaking",
        rubric: draft.rubric,
        prep_seconds: draft.prepSeconds,
        response_seconds: draft.responseSeconds,
      };
  }
}

/** The next free choice key: A, B, … then C1, C2 … */
export function nextChoiceKey(choices: readonly { key: string }[]): string {
  const taken = new Set(choices.map((choice) => choice.key));
  for (const letter of "ABCDEFGHIJ") if (!taken.has(letter)) return letter;
  for (let n = 1; ; n += 1) if (!taken.has(`C${n}`)) return `C${n}`;
}
