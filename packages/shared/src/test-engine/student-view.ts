import type { RevealAnswers } from "./test-engine.constants";
import type { ItemOfKind, Stimulus, TestItem } from "./test-form.schemas";

/**
 * What a student taking a test may see of an item or stimulus: named fields only (a field added to the
 * form later stays hidden until it is listed here). Never answer keys, accepted answers, explanations,
 * the pretest flag, weights, difficulty or tags, nor an audio's transcript (the listening test is the
 * audio). The server answers these shapes while an attempt runs; results pages read the form itself once
 * `mayRevealAnswers` says so.
 */
type Common = "key" | "version" | "kind" | "stem" | "stimuli";
type ItemView<K extends TestItem["kind"], F extends keyof ItemOfKind<K>> = Pick<ItemOfKind<K>, Common | F>;
export type StudentItemView =
  | ItemView<"single_choice", "choices">
  | ItemView<"multiple_select", "choices">
  | ItemView<"student_response", "entry">
  | ItemView<"written_response", "length" | "min_words" | "max_words">
  | ItemView<"speaking", "prep_seconds" | "response_seconds">;

type StimulusOfKind<K extends Stimulus["kind"]> = Extract<Stimulus, { kind: K }>;
type StimulusView<K extends Stimulus["kind"], F extends keyof StimulusOfKind<K>> = Pick<
  StimulusOfKind<K>,
  "key" | "version" | "kind" | "title" | F
>;
export type StudentStimulusView =
  | StimulusView<"passage", "text">
  | StimulusView<"audio", "asset" | "plays_allowed">
  | StimulusView<"image", "asset" | "alt">;

export function toStudentItem(item: TestItem): StudentItemView {
  const base = { key: item.key, version: item.version, stem: item.stem, stimuli: item.stimuli };
  switch (item.kind) {
    case "single_choice":
    case "multiple_select":
      return { ...base, kind: item.kind, choices: item.choices };
    case "student_response":
      return { ...base, kind: item.kind, entry: item.entry };
    case "written_response":
      return {
        ...base,
        kind: item.kind,
        length: item.length,
        min_words: item.min_words,
        max_words: item.max_words,
      };
    case "speaking":
      return {
        ...base,
        kind: item.kind,
        prep_seconds: item.prep_seconds,
        response_seconds: item.response_seconds,
      };
  }
}

export function toStudentStimulus(stimulus: Stimulus): StudentStimulusView {
  const base = { key: stimulus.key, version: stimulus.version, title: stimulus.title };
  switch (stimulus.kind) {
    case "passage":
      return { ...base, kind: stimulus.kind, text: stimulus.text };
    case "audio":
      return { ...base, kind: stimulus.kind, asset: stimulus.asset, plays_allowed: stimulus.plays_allowed };
    case "image":
      return { ...base, kind: stimulus.kind, asset: stimulus.asset, alt: stimulus.alt };
  }
}

/** Whether a student may see answers and explanations of an attempt, as the form's setting says. */
export function mayRevealAnswers(
  reveal: RevealAnswers,
  attempt: { submitted: boolean; graded: boolean },
): boolean {
  if (reveal === "after_submit") return attempt.submitted;
  if (reveal === "after_grading") return attempt.submitted && attempt.graded;
  return false;
}
