/**
 * Inline math delimiters (spec: `$…$` and `\(…\)`). A dollar pair counts only as pandoc counts it:
 * no space just inside either dollar, no escaped or doubled dollar, no word character before the
 * opening one, so "$5 and $6" and "US$5" stay text.
 */
const DOLLAR = String.raw`(?<![$\\\w])\$([^\s$](?:[^$\n]*[^\s$\\])?)\$`;
/** `\(…\)` with no other `\(` or `\)` inside. */
const PAREN = String.raw`\\\(((?:(?!\\[()])[^\n])+?)\\\)`;

/** The closing delimiter was just typed: the text before the cursor ends with a formula. */
export const DOLLAR_TYPED = new RegExp(`${DOLLAR}$`);
export const PAREN_TYPED = new RegExp(`${PAREN}$`);
/** Every formula in pasted text (a closing dollar followed by a digit is a price, not math). */
export const DOLLAR_PASTED = new RegExp(`${DOLLAR}(?!\\d)`, "g");
export const PAREN_PASTED = new RegExp(PAREN, "g");

/** The TeX source of a delimiter match, or null when only blanks are inside. */
export function texOf(match: RegExpMatchArray): string | null {
  const tex = match[1]?.trim() ?? "";
  return tex === "" ? null : tex;
}
