import type { MyWordsQuery, VocabListQuery, VocabsQuery } from "@edu/shared/vocabulary";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { getReadableCollect } from "./vocab-collects.service";
import { countWords, selectWords, toVocabWithCard } from "./vocab-words.repository";
import { vocabBackLikes, vocabCollectItems, vocabs } from "./vocabulary.table";

/** A word's beginning as typed: its `%`, `_` and `\` match themselves. */
const prefixPattern = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const pageTail = (page: number, pageSize: number) => sql`limit ${pageSize} offset ${(page - 1) * pageSize}`;

export async function listVocabs(db: DbOrTx, actor: Actor, query: VocabsQuery) {
  const filters = [sql`true`];
  if (query.q) filters.push(sql`lower(v.word) like ${prefixPattern(query.q)}`);
  if (query.part_of_speech) filters.push(sql`v.part_of_speech = ${query.part_of_speech}`);
  const where = sql`where ${sql.join(filters, sql` and `)}`;
  const rows = await selectWords(
    db,
    actor.id,
    sql`${where} order by lower(v.word), v.id ${pageTail(query.page, query.page_size)}`,
  );
  return toPage(
    rows.map(toVocabWithCard),
    await countWords(db, actor.id, where),
    query.page,
    query.page_size,
  );
}

export async function listCollectVocabs(db: DbOrTx, actor: Actor, query: VocabListQuery) {
  await getReadableCollect(db, actor, query.collect_id);
  const from = sql`join ${vocabCollectItems} i on i.vocab_id = v.id where i.collect_id = ${query.collect_id}`;
  const rows = await selectWords(
    db,
    actor.id,
    sql`${from} order by i.position, v.id ${pageTail(query.page, query.page_size)}`,
  );
  return toPage(rows.map(toVocabWithCard), await countWords(db, actor.id, from), query.page, query.page_size);
}

/** Added: a liked back; missed: a card ever answered "again". Latest first. */
export async function listMyWords(db: DbOrTx, actor: Actor, query: MyWordsQuery) {
  const condition = {
    all: sql`(l.user_id is not null or k.missed)`,
    added: sql`l.user_id is not null`,
    missed: sql`k.missed`,
  }[query.filter];
  const where = sql`where ${condition}`;
  const rows = await selectWords(
    db,
    actor.id,
    sql`${where} order by greatest(l.created_at, k.updated_at) desc nulls last, v.id desc ${pageTail(query.page, query.page_size)}`,
  );
  const data = rows.map((row) => ({
    ...toVocabWithCard(row),
    added: row.added ? (1 as const) : (0 as const),
    missed: row.missed ? (1 as const) : (0 as const),
  }));
  return toPage(data, await countWords(db, actor.id, where), query.page, query.page_size);
}

async function likeState(db: DbOrTx, meId: number, vocabId: number) {
  const [row] = await queryRows<{ likes_count: number; liked: boolean }>(
    db,
    sql`select v.likes_count, exists (select 1 from ${vocabBackLikes} l where l.vocab_id = v.id and l.user_id = ${meId}) as liked
      from ${vocabs} v where v.id = ${vocabId}`,
  );
  if (!row) throw notFound();
  return { liked: row.liked ? (1 as const) : (0 as const), likes_count: Number(row.likes_count) };
}

export const isBackLikedByMe = (db: DbOrTx, actor: Actor, vocabId: number) =>
  likeState(db, actor.id, vocabId);

/** Likes and the word's count change in one transaction (the word row is locked, so counts stay exact). */
export async function toggleBackLike(db: DbOrTx, actor: Actor, vocabId: number) {
  return db.transaction(async (tx) => {
    const [word] = await queryRows<{ id: number }>(
      tx,
      sql`select id from ${vocabs} where id = ${vocabId} for update`,
    );
    if (!word) throw notFound();
    const removed = await queryRows(
      tx,
      sql`delete from ${vocabBackLikes} where vocab_id = ${vocabId} and user_id = ${actor.id} returning vocab_id`,
    );
    if (removed.length === 0)
      await queryRows(
        tx,
        sql`insert into ${vocabBackLikes} (vocab_id, user_id) values (${vocabId}, ${actor.id})`,
      );
    await queryRows(
      tx,
      sql`update ${vocabs} set likes_count = likes_count + ${removed.length === 0 ? 1 : -1} where id = ${vocabId}`,
    );
    return likeState(tx, actor.id, vocabId);
  });
}
