import { packageOnFirstUse } from "../../package-on-first-use";

const openccJs = packageOnFirstUse<typeof import("opencc-js")>("opencc-js");
let converter: ((text: string) => string) | undefined;

/**
 * How a school name is matched, whatever way a counselor types it: 柏克萊 and 柏克莱 are one key (both
 * Chinese scripts fold to Simplified), "Université" matches "universite", "Texas A&M" matches
 * "texas am", full-width letters match their ASCII twins. Applied to stored names and to the keyword
 * alike, so a search is a plain substring test on keys. The converter is built at the first Chinese name,
 * not at start (opencc-js and its dictionaries: +2.5 MB RSS, 2 MB of it the converter).
 */
const toSimplified = (text: string) => {
  converter ??= openccJs().Converter({ from: "tw", to: "cn" });
  return converter(text);
};

/** Letters and digits of every script; everything else (spaces, punctuation, symbols) is dropped. */
const NOT_NAME_CHARACTER = /[^\p{L}\p{N}]+/gu;
const COMBINING_MARK = /\p{M}+/gu;
const HAN = /\p{Script=Han}/u;

export function schoolSearchKey(text: string): string {
  const folded = text.normalize("NFKC").toLowerCase().normalize("NFD").replace(COMBINING_MARK, "");
  const key = folded.replace(NOT_NAME_CHARACTER, "");
  return HAN.test(key) ? toSimplified(key) : key;
}

/** Words an abbreviation skips: "Massachusetts Institute of Technology" → MIT. */
const SKIPPED_WORDS = new Set(["of", "the", "at", "and", "in", "for", "de", "la", "a"]);

/**
 * The initials of an English name's words, lower case: "University of California-Los Angeles" →
 * "ucla", "Massachusetts Institute of Technology" → "mit". Names of one word have none.
 */
export function schoolInitials(nameEn: string): string {
  const words = nameEn
    .normalize("NFD")
    .replace(COMBINING_MARK, "")
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word && !SKIPPED_WORDS.has(word.toLowerCase()));
  return words.length < 2 ? "" : words.map((word) => word[0]?.toLowerCase()).join("");
}

/** pinyin-pro costs +8.1 MB RSS: loaded at the first Chinese name spelt, not at start. */
const pinyinPro = packageOnFirstUse<typeof import("pinyin-pro")>("pinyin-pro");
let readingsAdded = false;

function pinyinOf(text: string): string[] {
  const { customPinyin, pinyin } = pinyinPro();
  if (!readingsAdded) {
    /**
     * Transliterated place names whose characters pinyin-pro reads the everyday way: 柏 is "bǎi" (cypress) on
     * its own, but 柏克萊 (Berkeley) is said "bó kè lái", and a counselor types "bokelai". Keys are Simplified
     * (names are folded before they are spelt).
     */
    customPinyin({ 柏克莱: "bó kè lái" });
    readingsAdded = true;
  }
  return pinyin(text, { toneType: "none", type: "array", nonZh: "removed" });
}

/** A Chinese name's pinyin without tones or spaces ("哈佛大學" → "hafodaxue"); "" for other names. */
export function schoolPinyin(name: string): string {
  if (!HAN.test(name)) return "";
  return pinyinOf(toSimplified(name)).join("").toLowerCase();
}
