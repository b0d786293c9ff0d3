import { absolute, compare, parseRational, type Rational, subtract, toRational } from "./rational";
import { TEACHER_SCORE_MAX } from "./test-engine.constants";
import type { AcceptedAnswer, ItemOfKind, TestItem } from "./test-form.schemas";
import type { ItemResponse } from "./test-response.schemas";

/**
 * Student-produced responses. Every entry: Unicode-normalised (NFKC: full-width digits and slashes from a
 * phone keyboard become ASCII, "−" becomes "-") and trimmed. Numbers are read exactly (rational.ts; never
 * eval): decimals "3.5", ".5", "-0.25", fractions "7/2", "-2/3", "14/4" (equivalent fractions count);
 * free entry also takes thousands commas ("1,500").
 * The SAT's grid-in conventions (`entry: "sat_grid"`), as the digital SAT states them:
 * - at most 5 characters for a positive answer, 6 for a negative one (the "-" included); no spaces, no
 *   "+", no mixed numbers ("3 1/2" is refused rather than read as 31/2), no commas;
 * - a decimal that fills the grid may be truncated or rounded: it is accepted when it is closer to the
 *   exact answer than one unit of its last digit (2/3: ".6666", ".6667", "0.666", "0.667" accepted;
 *   ".66", "0.67" refused);
 * - a fraction or decimal equal to the answer is accepted in any form that fits.
 * Accepted answers: "exact" strings (case-insensitive unless said, inner spaces collapsed), "number"
 * within its absolute tolerance, "range" with both bounds included.
 */
export type ResponseCheck = {
  accepted: boolean;
  /** Why an entry could not be read; absent when it was read (right or wrong). */
  problem?: "empty" | "too_long" | "not_a_number";
};

const SAT_GRID_MAX = { positive: 5, negative: 6 } as const;
const THOUSANDS = /^-?\d{1,3}(,\d{3})+(\.\d*)?$/;

export function normalizeEntry(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u2212\u2012\u2013]/g, "-")
    .trim();
}

export function checkStudentResponse(item: ItemOfKind<"student_response">, text: string): ResponseCheck {
  const entry = normalizeEntry(text);
  if (entry === "") return { accepted: false, problem: "empty" };
  const number = readNumber(entry, item.entry);
  if (number === "too_long") return { accepted: false, problem: "too_long" };
  const accepted = item.accepted.some((answer) => matches(answer, entry, number, item.entry));
  if (accepted || number !== undefined) return { accepted };
  const expectsText = item.accepted.some((answer) => answer.type === "exact");
  return expectsText ? { accepted } : { accepted, problem: "not_a_number" };
}

function readNumber(entry: string, mode: "sat_grid" | "free"): Rational | undefined | "too_long" {
  if (mode === "sat_grid") {
    if (/[\s+,]/.test(entry)) return undefined;
    const limit = entry.startsWith("-") ? SAT_GRID_MAX.negative : SAT_GRID_MAX.positive;
    if (entry.length > limit) return "too_long";
    return parseRational(entry);
  }
  return parseRational(THOUSANDS.test(entry) ? entry.replaceAll(",", "") : entry);
}

function matches(
  answer: AcceptedAnswer,
  entry: string,
  number: Rational | undefined,
  mode: "sat_grid" | "free",
): boolean {
  if (answer.type === "exact") {
    const fold = (value: string) => {
      const spaced = normalizeEntry(value).replace(/\s+/g, " ");
      return answer.case_sensitive ? spaced : spaced.toLowerCase();
    };
    return fold(entry) === fold(answer.value);
  }
  if (number === undefined) return false;
  if (answer.type === "range")
    return compare(number, rationalOf(answer.min)) >= 0 && compare(number, rationalOf(answer.max)) <= 0;
  const value = rationalOf(answer.value);
  const distance = absolute(subtract(number, value));
  if (compare(distance, rationalOf(answer.tolerance)) <= 0) return true;
  return mode === "sat_grid" && fillsGridCloseEnough(entry, distance);
}

/** A decimal using every place of the grid, within one unit of its last digit of the exact answer. */
function fillsGridCloseEnough(entry: string, distance: Rational): boolean {
  const limit = entry.startsWith("-") ? SAT_GRID_MAX.negative : SAT_GRID_MAX.positive;
  const decimals = /\.(\d+)$/.exec(entry)?.[1]?.length;
  if (entry.length !== limit || decimals === undefined) return false;
  return compare(distance, toRational(1n, 10n ** BigInt(decimals))) < 0;
}

/** Accepted answers are validated by the schema, so they always parse. */
function rationalOf(text: string): Rational {
  const value = parseRational(text);
  if (!value) throw new TypeError(`not a number: ${text}`);
  return value;
}

// ---- one item's points ----

export type ItemScoreState = "correct" | "partial" | "incorrect" | "unanswered" | "pending" | "graded";
export type ItemScore = { earned: number; max: number; state: ItemScoreState };

/** Points an item can give: its weight, × 4 for a teacher-graded one (the spec's 0–4 scale). */
export const maxPointsOf = (item: TestItem): number =>
  item.kind === "written_response" || item.kind === "speaking"
    ? item.weight * TEACHER_SCORE_MAX
    : item.weight;

/**
 * The points one answer earns (unscored items are scored like others here; scoring.ts leaves them out).
 * A response of another kind than the item counts as no answer. A teacher-graded item is "pending" until
 * its grade (0–4) is given, and "unanswered" when there is nothing to grade and no grade.
 */
export function scoreItem(item: TestItem, response: ItemResponse | undefined, grade?: number): ItemScore {
  const max = maxPointsOf(item);
  const given = response?.kind === item.kind ? response : undefined;
  const result = (state: ItemScoreState, share: number): ItemScore => ({ earned: max * share, max, state });
  switch (item.kind) {
    case "single_choice": {
      const choice = given?.kind === "single_choice" ? given.choice : null;
      if (choice === null) return result("unanswered", 0);
      return choice === item.answer ? result("correct", 1) : result("incorrect", 0);
    }
    case "multiple_select": {
      const chosen = new Set(given?.kind === "multiple_select" ? given.choices : []);
      if (chosen.size === 0) return result("unanswered", 0);
      const right = item.answers.filter((key) => chosen.has(key)).length;
      const wrong = chosen.size - right;
      if (right === item.answers.length && wrong === 0) return result("correct", 1);
      const share = item.partial_credit ? Math.max(0, right - wrong) / item.answers.length : 0;
      return share > 0 ? result("partial", share) : result("incorrect", 0);
    }
    case "student_response": {
      const text = given?.kind === "student_response" ? given.text : "";
      const check = checkStudentResponse(item, text);
      if (check.problem === "empty") return result("unanswered", 0);
      return check.accepted ? result("correct", 1) : result("incorrect", 0);
    }
    case "written_response":
    case "speaking": {
      if (grade !== undefined) {
        const score = Math.min(Math.max(grade, 0), TEACHER_SCORE_MAX);
        return { earned: item.weight * score, max, state: "graded" };
      }
      const answered =
        given?.kind === "written_response"
          ? given.text.trim() !== ""
          : given?.kind === "speaking" && given.document_id !== null;
      return result(answered ? "pending" : "unanswered", 0);
    }
  }
}
