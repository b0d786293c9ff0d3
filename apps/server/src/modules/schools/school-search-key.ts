import { Converter } from "opencc-js";
import { customPinyin, pinyin } from "pinyin-pro";

/**
 * How a school name is matched, whatever way a counselor types it: 柏克萊 and 柏克莱 are one key (both
 * Chinese scripts fold to Simplified), "Université" matches "universite", "Texas A&M" matches
 * "texas am", full-width letters match their ASCII twins. Applied to stored names and to the keyword
 * alike, so a search is a plain substring test on keys.
 */
const toSimplified = Converter({ from: "tw", to: "cn" });

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

/**
 * Transliterated place names whose characters pinyin-pro reads the everyday way: 柏 is "bǎi" (cypress) on
 * its own, but 柏克萊 (Berkeley) is said "bó kè lái", and a counselor types "bokelai". Keys are Simplified
 * (names are folded before they are spelt).
 */
customPinyin({ 柏克莱: "bó kè lái" });

/** A Chinese name's pinyin without tones or spaces ("哈佛大學" → "hafodaxue"); "" for other names. */
export function schoolPinyin(name: string): string {
  if (!HAN.test(name)) return "";
  return pinyin(toSimplified(name), { toneType: "none", type: "array", nonZh: "removed" })
    .join("")
    .toLowerCase();
}
