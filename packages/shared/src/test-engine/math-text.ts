/**
 * Splits a stem, choice or explanation into text and math runs for KaTeX (the web renders the runs;
 * nothing here touches HTML). Rules:
 * - `\( … \)` is inline math and `\[ … \]` display math, always; an unclosed one stays text.
 * - `$…$` is inline math only where it cannot be money (the spec accepts `$`; SAT word problems are full
 *   of "$12 and $15"): the opening `$` must be followed by a character that is neither a space nor a
 *   digit nor `$`, the closing `$` must follow a non-space character and not be followed by a digit, and
 *   both must lie in one paragraph (no blank line between). So "$12 and $15", "$3.50 each" and "$ 5" stay
 *   text, while "$x$" and "$f(x) = 2x$" are math. An author writing math that starts with a digit uses
 *   `\( 3x \)`.
 * - `\$` is a dollar sign in text (and stays `\$` inside math, which KaTeX reads as a dollar).
 */
export type MathRun = { type: "text"; text: string } | { type: "math"; tex: string; display: boolean };

const BLANK_LINE = /\n[ \t]*\n/;
const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
const isDigit = (char: string | undefined) => char !== undefined && char >= "0" && char <= "9";

export function splitMathText(source: string): MathRun[] {
  const runs: MathRun[] = [];
  const closers = dollarClosers(source);
  let text = "";
  const pushMath = (tex: string, display: boolean) => {
    if (text) runs.push({ type: "text", text });
    text = "";
    runs.push({ type: "math", tex, display });
  };

  let i = 0;
  while (i < source.length) {
    if (source.startsWith("\\$", i)) {
      text += "$";
      i += 2;
      continue;
    }
    const bracket = source.startsWith("\\(", i) ? "\\)" : source.startsWith("\\[", i) ? "\\]" : null;
    const end = bracket ? source.indexOf(bracket, i + 2) : source[i] === "$" ? closers.closingDollar(i) : -1;
    if (end >= 0) {
      if (bracket) pushMath(source.slice(i + 2, end).trim(), bracket === "\\]");
      else pushMath(source.slice(i + 1, end), false);
      i = end + (bracket ? 2 : 1);
      continue;
    }
    text += source[i];
    i += 1;
  }
  if (text) runs.push({ type: "text", text });
  return runs;
}

/** True when a text has any math run (a page can skip loading KaTeX otherwise). */
export const hasMath = (source: string): boolean => splitMathText(source).some((run) => run.type === "math");

/**
 * Where a `$` opening math closes: the first `$` after it that may close (after a non-space, not before
 * a digit, not escaped), if no blank line comes first; -1 for money or plain text. Positions are
 * computed once, so a long text full of dollar signs is read in one pass (no quadratic rescans).
 */
function dollarClosers(source: string) {
  const closers: number[] = [];
  const breaks: number[] = [];
  for (let k = 0; k < source.length; k += 1) {
    if (source[k] === "$" && source[k - 1] !== "\\" && !isSpace(source[k - 1]) && !isDigit(source[k + 1]))
      closers.push(k);
  }
  for (const match of source.matchAll(new RegExp(BLANK_LINE.source, "g"))) breaks.push(match.index);
  const firstAfter = (list: number[], position: number) => {
    let [low, high] = [0, list.length];
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((list[middle] as number) > position) high = middle;
      else low = middle + 1;
    }
    return list[low] ?? Number.POSITIVE_INFINITY;
  };
  return {
    closingDollar(start: number): number {
      const first = source[start + 1];
      if (isSpace(first) || isDigit(first) || first === "$") return -1;
      const end = firstAfter(closers, start);
      return end !== Number.POSITIVE_INFINITY && end < firstAfter(breaks, start) ? end : -1;
    },
  };
}
