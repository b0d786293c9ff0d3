import type { AcceptedAnswer, ItemResponse, StudentItem } from "@edu/shared/test-engine";
import { choiceLetter } from "../components/choice-list";

/** "B. 12" for a choice key, by the item's choices (the key alone if the item has no such choice). */
function choiceText(item: StudentItem, key: string): string {
  const index = item.choices?.findIndex((choice) => choice.key === key) ?? -1;
  const choice = item.choices?.[index];
  return choice ? `${choiceLetter(index)}. ${choice.text}` : key;
}

/** A student's response as text (null: nothing given). Speaking answers are recordings, named elsewhere. */
export function responseText(item: StudentItem, response: ItemResponse | null): string | null {
  if (!response) return null;
  switch (response.kind) {
    case "single_choice":
      return response.choice ? choiceText(item, response.choice) : null;
    case "multiple_select":
      return response.choices.length > 0
        ? response.choices.map((key) => choiceText(item, key)).join("; ")
        : null;
    case "student_response":
    case "written_response":
      return response.text.trim() ? response.text : null;
    case "speaking":
      return null;
  }
}

const acceptedText = (accepted: AcceptedAnswer): string => {
  if (accepted.type === "exact") return accepted.value;
  if (accepted.type === "number")
    return accepted.tolerance && accepted.tolerance !== "0"
      ? `${accepted.value} ± ${accepted.tolerance}`
      : accepted.value;
  return `${accepted.min} – ${accepted.max}`;
};

/** The right answer as the result reveals it (a choice, several, or the accepted entries). */
export function solutionText(
  item: StudentItem,
  solution: { answer?: string; answers?: string[]; accepted?: AcceptedAnswer[] },
): string | null {
  if (solution.answer) return choiceText(item, solution.answer);
  if (solution.answers?.length) return solution.answers.map((key) => choiceText(item, key)).join("; ");
  if (solution.accepted?.length) return solution.accepted.map(acceptedText).join(" / ");
  return null;
}
