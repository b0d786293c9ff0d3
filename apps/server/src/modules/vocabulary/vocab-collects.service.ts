import type {
  CreateVocabCollect,
  UpdateVocabCollect,
  VocabCollect,
  VocabCollectsQuery,
} from "@edu/shared/vocabulary";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { isUniqueViolation } from "../../db/postgres-errors";
import { queryRows } from "../../db/query-rows";
import type { Actor } from "../../http/actor";
import { AppError, fieldError, forbidden, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { classesOfUser, readableCollect, readsEveryList, writesList } from "./vocab-access";
import {
  appendCollectItems,
  countCollects,
  selectCollects,
  selectCollectTitles,
} from "./vocab-collects.repository";
import { vocabCollectItems, vocabCollects, vocabs } from "./vocabulary.table";

const titleTaken = () => new AppError("conflict", { message: "vocab_collect_title_taken" });

/** The list if the caller may read it; another's private list is 404 (an id tells nothing). */
export async function getReadableCollect(db: DbOrTx, actor: Actor, id: number, now = new Date()) {
  const [collect] = await selectCollects(db, actor.id, now, sql`c.id = ${id} and ${readableCollect(actor)}`);
  if (!collect) throw notFound();
  return collect;
}

async function getWritableCollect(db: DbOrTx, actor: Actor, id: number): Promise<VocabCollect> {
  const collect = await getReadableCollect(db, actor, id);
  if (!writesList(actor, collect.owner.id)) throw forbidden("vocab_not_list_owner");
  return collect;
}

/** A `class` list names a class its owner belongs to (admins and staff may name any). */
async function checkSharing(db: DbOrTx, actor: Actor, sharing: string, classId: number | null) {
  if (sharing !== "class") return;
  if (classId === null) throw fieldError("session_class_id", "v.vocab_class_required");
  if (readsEveryList(actor)) return;
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select ${classId} in ${classesOfUser(actor.id)} as ok`,
  );
  if (!row?.ok) throw fieldError("session_class_id", "v.vocab_not_in_class");
}

async function checkWordsExist(db: DbOrTx, vocabIds: readonly number[], field: string) {
  const wanted = [...new Set(vocabIds)];
  if (wanted.length === 0) return;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${vocabs} where id in ${sql.raw(`(${wanted.map(Number).join(",")})`)}`,
  );
  if (Number(row?.n) !== wanted.length) throw fieldError(field, "v.vocab_unknown_word");
}

export async function listCollects(db: DbOrTx, actor: Actor, query: VocabCollectsQuery) {
  const now = new Date();
  const filters = [readableCollect(actor)];
  if (query.scope === "mine") filters.push(sql`c.owner_user_id = ${actor.id}`);
  if (query.scope === "shared") filters.push(sql`c.owner_user_id <> ${actor.id}`);
  if (query.scope === "started")
    filters.push(sql`exists (select 1 from ${vocabCollectItems} i join vocab_cards k on k.vocab_id = i.vocab_id
      and k.user_id = ${actor.id} where i.collect_id = c.id)`);
  if (query.q) filters.push(sql`strpos(lower(c.title), lower(${query.q})) > 0`);
  const where = sql.join(filters, sql` and `);
  const offset = (query.page - 1) * query.page_size;
  const data = await selectCollects(
    db,
    actor.id,
    now,
    where,
    sql`order by c.updated_at desc, c.id desc limit ${query.page_size} offset ${offset}`,
  );
  return toPage(data, await countCollects(db, where), query.page, query.page_size);
}

export async function listCollectTitles(db: DbOrTx, actor: Actor, title: string | undefined) {
  const filters = [readableCollect(actor)];
  if (title !== undefined) filters.push(sql`c.title = ${title}`);
  return { data: await selectCollectTitles(db, actor.id, sql.join(filters, sql` and `)) };
}

export async function createCollect(db: DbOrTx, actor: Actor, input: CreateVocabCollect) {
  await checkSharing(db, actor, input.sharing, input.session_class_id);
  await checkWordsExist(db, input.vocab_ids, "vocab_ids");
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(vocabCollects)
        .values({
          ownerUserId: actor.id,
          title: input.title,
          description: input.description,
          sharing: input.sharing,
          sessionClassId: input.sharing === "class" ? input.session_class_id : null,
        })
        .returning({ id: vocabCollects.id });
      if (!row) throw new Error("insert into vocab_collects returned no row");
      await appendCollectItems(tx, row.id, input.vocab_ids);
      return row.id;
    });
    return { collect: await getReadableCollect(db, actor, id) };
  } catch (error) {
    if (isUniqueViolation(error, "chain")) throw titleTaken();
    throw error;
  }
}

export async function updateCollect(db: DbOrTx, actor: Actor, id: number, input: UpdateVocabCollect) {
  const current = await getWritableCollect(db, actor, id);
  const sharing = input.sharing ?? current.sharing;
  const classId = input.session_class_id !== undefined ? input.session_class_id : current.session_class_id;
  await checkSharing(db, actor, sharing, classId);
  try {
    await db
      .update(vocabCollects)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        sharing,
        sessionClassId: sharing === "class" ? classId : null,
        updatedAt: new Date(),
      })
      .where(sql`${vocabCollects.id} = ${id}`);
  } catch (error) {
    if (isUniqueViolation(error, "chain")) throw titleTaken();
    throw error;
  }
  return { collect: await getReadableCollect(db, actor, id) };
}

export async function deleteCollect(db: DbOrTx, actor: Actor, id: number) {
  await getWritableCollect(db, actor, id);
  await db.delete(vocabCollects).where(sql`${vocabCollects.id} = ${id}`);
  return { ok: true as const };
}

export async function addWords(db: DbOrTx, actor: Actor, id: number, vocabIds: readonly number[]) {
  await getWritableCollect(db, actor, id);
  await checkWordsExist(db, vocabIds, "vocab_ids");
  await db.transaction(async (tx) => {
    await appendCollectItems(tx, id, vocabIds);
    await tx.update(vocabCollects).set({ updatedAt: new Date() }).where(sql`${vocabCollects.id} = ${id}`);
  });
  return { collect: await getReadableCollect(db, actor, id) };
}

export async function removeWord(db: DbOrTx, actor: Actor, id: number, vocabId: number) {
  await getWritableCollect(db, actor, id);
  const removed = await db
    .delete(vocabCollectItems)
    .where(sql`${vocabCollectItems.collectId} = ${id} and ${vocabCollectItems.vocabId} = ${vocabId}`)
    .returning({ vocabId: vocabCollectItems.vocabId });
  if (removed.length === 0) throw notFound();
  return { collect: await getReadableCollect(db, actor, id) };
}
