import type { Vocab, VocabWithCard } from "@edu/shared/vocabulary";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { type CardRow, toCardDto } from "./vocab-fsrs";
import { vocabBackLikes, vocabCards, vocabs } from "./vocabulary.table";

export type WordRow = {
  id: number;
  word: string;
  part_of_speech: Vocab["part_of_speech"];
  pronunciation: string | null;
  definition: string;
  gloss_zh_tw: string | null;
  gloss_zh_cn: string | null;
  examples: string[] | string;
  likes_count: number;
  liked: boolean;
  added: boolean;
  missed: boolean;
  card_id: number | null;
  created_at: string | Date;
} & Omit<CardRow, "id">;

/**
 * Words (`v`) with the caller's card (`k`) and like (`l`): `extra` adds joins or conditions, `tail` the
 * order and limit.
 */
export const wordsSelect = (meId: number) => sql`select v.id, v.word, v.part_of_speech, v.pronunciation,
    v.definition, v.gloss_zh_tw, v.gloss_zh_cn, v.examples, v.likes_count,
    (l.user_id is not null) as liked, (l.user_id is not null) as added, coalesce(k.missed, false) as missed,
    k.id as card_id, k.state, k.due, k.stability, k.difficulty, k.elapsed_days, k.scheduled_days,
    k.learning_steps, k.reps, k.lapses, k.last_review, k.created_at
  from ${vocabs} v
  left join ${vocabCards} k on k.vocab_id = v.id and k.user_id = ${meId}
  left join ${vocabBackLikes} l on l.vocab_id = v.id and l.user_id = ${meId}`;

export async function selectWords(db: DbOrTx, meId: number, rest: SQL): Promise<WordRow[]> {
  return queryRows<WordRow>(db, sql`${wordsSelect(meId)} ${rest}`);
}

export const toVocab = (row: WordRow): Vocab => ({
  id: row.id,
  word: row.word,
  part_of_speech: row.part_of_speech,
  pronunciation: row.pronunciation,
  definition: row.definition,
  gloss_zh_tw: row.gloss_zh_tw,
  gloss_zh_cn: row.gloss_zh_cn,
  examples: typeof row.examples === "string" ? (JSON.parse(row.examples) as string[]) : row.examples,
  likes_count: Number(row.likes_count),
});

export const cardOf = (row: WordRow) =>
  row.card_id === null ? null : toCardDto({ ...row, id: row.card_id });

export const toVocabWithCard = (row: WordRow): VocabWithCard => ({
  ...toVocab(row),
  card: cardOf(row),
  liked_by_me: row.liked ? 1 : 0,
});

export async function countWords(db: DbOrTx, meId: number, rest: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${vocabs} v
      left join ${vocabCards} k on k.vocab_id = v.id and k.user_id = ${meId}
      left join ${vocabBackLikes} l on l.vocab_id = v.id and l.user_id = ${meId} ${rest} limit 1001) x`,
  );
  return Number(row?.n ?? 0);
}
