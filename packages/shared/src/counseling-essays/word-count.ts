/**
 * Han ideographs, kana and Hangul: each character counts as one word, as Chinese and Japanese
 * essays are measured in characters. Everything else is split on white space.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
/** A token counts when it holds a letter or a digit (a lone dash or quote mark is not a word). */
const WORDISH = /[\p{L}\p{N}]/u;

/**
 * The essay's word count from its plain text (the server counts the sanitized content's plain text;
 * the web may show the same count live): each CJK character is one word, Latin-script words are
 * separated by spaces, punctuation alone is no word. "Hello 世界!" is 3.
 */
export function countWords(plainText: string): number {
  let count = 0;
  const rest = plainText.replace(CJK, () => {
    count += 1;
    return " ";
  });
  for (const token of rest.split(/\s+/)) if (WORDISH.test(token)) count += 1;
  return count;
}
