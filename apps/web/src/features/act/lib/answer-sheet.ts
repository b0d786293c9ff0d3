import type { AttemptResultAnswer } from "@edu/shared/test-engine";
import { solutionText } from "../../tests";

export type ResultItem = AttemptResultAnswer["items"][number];
/** An item with its number inside its section (an ACT section numbers its questions from 1). */
export type NumberedItem = { item: ResultItem; number: number };
export type SheetSection = {
  key: string;
  items: NumberedItem[];
  /** Scored items answered right, of the scored items (unscored tryout items count in neither). */
  correct: number;
  scored: number;
};

/** The result's items grouped by section, in the order the attempt took them, numbered per section. */
export function bySection(result: Pick<AttemptResultAnswer, "items">): SheetSection[] {
  const sections = new Map<string, SheetSection>();
  for (const item of result.items) {
    let section = sections.get(item.section);
    if (!section) {
      section = { key: item.section, items: [], correct: 0, scored: 0 };
      sections.set(item.section, section);
    }
    section.items.push({ item, number: section.items.length + 1 });
    if (!item.unscored) {
      section.scored += 1;
      if (item.state === "correct") section.correct += 1;
    }
  }
  return [...sections.values()];
}

/** A missed item: answered wrong or partly, or left unanswered (graded and pending ones are not). */
export const isMissed = (item: ResultItem) =>
  item.state === "incorrect" || item.state === "partial" || item.state === "unanswered";

/** "A".."Z" for a choice's position (the letter the taking screen showed). */
const letterAt = (index: number) => String.fromCharCode(65 + index);

function letters(item: ResultItem, keys: readonly string[]): string {
  const choices = item.content.choices ?? [];
  return keys
    .map((key) => {
      const index = choices.findIndex((choice) => choice.key === key);
      return index < 0 ? key : letterAt(index);
    })
    .join(", ");
}

/**
 * The student's answer as the sheet writes it: a choice's letter (several joined), a typed answer as
 * typed; null when nothing was given. Written and spoken answers are not a line of a sheet: "kind".
 */
export function sheetAnswer(item: ResultItem): string | null | "kind" {
  const response = item.response;
  if (item.kind === "written_response" || item.kind === "speaking") return response ? "kind" : null;
  if (!response) return null;
  if (response.kind === "single_choice") return response.choice ? letters(item, [response.choice]) : null;
  if (response.kind === "multiple_select")
    return response.choices.length > 0 ? letters(item, response.choices) : null;
  if (response.kind === "student_response") return response.text.trim() || null;
  return null;
}

/** The right answer as the sheet writes it: letters, or the accepted entries (null when not revealed). */
export function sheetKey(item: ResultItem): string | null {
  const solution = item.solution;
  if (!solution) return null;
  if (solution.answer) return letters(item, [solution.answer]);
  if (solution.answers?.length) return letters(item, solution.answers);
  return solutionText(item.content, solution);
}
