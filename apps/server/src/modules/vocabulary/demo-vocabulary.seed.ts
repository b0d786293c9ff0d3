import { createMnemonicSchema, createVocabCollectSchema } from "@edu/shared/vocabulary";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import type { DemoSeed } from "../../seed/seed";
import { demoPeople } from "../../seed/steps/demo-people";
import { DEMO_LISTS } from "./demo-vocab-lists";
import { createMnemonic } from "./mnemonics.service";
import { createCollect } from "./vocab-collects.service";
import { recordUsage } from "./vocab-memorize.service";
import { toggleBackLike } from "./vocab-words.service";
import { vocabs } from "./vocabulary.table";
import { readSatWords } from "./wordnet-words";

const DAY_MS = 24 * 60 * 60 * 1000;

/** ~1,500 WordNet words and the 40 written demo words (these win where both have a word), one insert. */
async function insertWords(tx: DbOrTx) {
  const rows = new Map<string, typeof vocabs.$inferInsert>();
  for (const word of await readSatWords())
    rows.set(`${word.word}/${word.pos}`, {
      word: word.word,
      partOfSpeech: word.pos,
      definition: word.definition,
      examples: word.examples,
    });
  for (const list of DEMO_LISTS)
    for (const word of list.words)
      rows.set(`${word.word}/${word.pos}`, {
        word: word.word,
        partOfSpeech: word.pos,
        pronunciation: word.ipa,
        definition: word.definition,
        glossZhTw: word.tw,
        glossZhCn: word.cn,
        examples: [word.example],
      });
  await tx
    .insert(vocabs)
    .values([...rows.values()])
    .onConflictDoNothing();
}

async function idsOf(tx: DbOrTx, words: ReadonlyArray<{ word: string; pos: string }>) {
  const found = await queryRows<{ id: number; word: string; part_of_speech: string }>(
    tx,
    sql`select id, word, part_of_speech from ${vocabs}`,
  );
  const byKey = new Map(found.map((row) => [`${row.word}/${row.part_of_speech}`, row.id]));
  return words.map(({ word, pos }) => {
    const id = byKey.get(`${word}/${pos}`);
    if (id === undefined) throw new Error(`demo word ${word} was not inserted`);
    return id;
  });
}

/**
 * The dictionary, the demo teacher's two public lists (SAT Core 1 and 2) and the demo student's start on
 * SAT Core 1: eight words answered three days ago (some due again now, two missed) and a liked word; the
 * teacher's mnemonic on its first word, for the student to like.
 */
export const demoVocabularySeed: DemoSeed = {
  name: "demo-vocabulary",
  run: async (tx) => {
    const people = await demoPeople(tx, ["teacher", "student"]);
    const teacher = { id: people.id("teacher"), roles: ["teacher" as const] };
    const student = { id: people.id("student"), roles: ["student" as const] };
    await insertWords(tx);
    const collectIds: number[] = [];
    for (const list of DEMO_LISTS) {
      const { collect } = await createCollect(
        tx,
        teacher,
        createVocabCollectSchema.parse({
          title: list.title,
          description: list.description,
          sharing: "public",
          vocab_ids: await idsOf(tx, list.words),
        }),
      );
      collectIds.push(collect.id);
    }
    const [core1] = DEMO_LISTS;
    if (!core1) return;
    const core1Ids = await idsOf(tx, core1.words);
    const started = new Date(Date.now() - 3 * DAY_MS);
    for (const [index, vocabId] of core1Ids.slice(0, 8).entries()) {
      const rating = index === 2 || index === 5 ? "again" : index % 3 === 0 ? "easy" : "good";
      await recordUsage(
        tx,
        student,
        { vocab_id: vocabId, collect_id: collectIds[0] ?? null, rating, elapsed_ms: 4000 + index * 500 },
        started,
      );
    }
    const liked = core1Ids[3];
    if (liked !== undefined) await toggleBackLike(tx, student, liked);
    await createMnemonic(
      tx,
      teacher,
      createMnemonicSchema.parse({
        vocab_id: core1Ids[0],
        content: "A-BATE: the storm takes a BATH and calms down — it abates.",
      }),
    );
  },
};
