import { displayName } from "@edu/shared";
import {
  type CreateMnemonic,
  MNEMONIC_MEDIA_MIME_TYPES,
  type Mnemonic,
  type UpdateMnemonic,
} from "@edu/shared/vocabulary";
import { type SQL, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { type Actor, hasRole } from "../../http/actor";
import { fieldError, forbidden, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { toWireTime } from "../../http/wire-time";
import { deleteUpload, type FileStorage, findDocument, type ReceivedFile, saveUpload } from "../uploads";
import { uploads } from "../uploads/uploads.table";
import { users } from "../users";
import { MNEMONIC_MEDIA_POLICY, toMediaDto } from "./mnemonic-media";
import { vocabMnemonicLikes, vocabMnemonics, vocabs } from "./vocabulary.table";

type MnemonicRow = {
  id: number;
  vocab_id: number;
  author_user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  content: string;
  likes_count: number;
  liked: boolean;
  upload_id: number | null;
  original_name: string | null;
  size_bytes: number | null;
  mime_type: string | null;
  created_at: string | Date;
  updated_at: string | Date;
};

const selectMnemonics = (db: DbOrTx, meId: number, rest: SQL) =>
  queryRows<MnemonicRow>(
    db,
    sql`select m.id, m.vocab_id, m.author_user_id, u.username, u.first_name, u.last_name, m.content, m.likes_count,
      exists (select 1 from ${vocabMnemonicLikes} ml where ml.mnemonic_id = m.id and ml.user_id = ${meId}) as liked,
      m.upload_id, f.original_name, f.size_bytes, f.mime_type, m.created_at, m.updated_at
    from ${vocabMnemonics} m join ${users} u on u.id = m.author_user_id
    left join ${uploads} f on f.id = m.upload_id ${rest}`,
  );

const toMnemonic = (row: MnemonicRow, meId: number): Mnemonic => ({
  id: row.id,
  vocab_id: row.vocab_id,
  author: { id: row.author_user_id, name: displayName(row, row.username) },
  is_mine: row.author_user_id === meId ? 1 : 0,
  content: row.content,
  media:
    row.upload_id === null
      ? null
      : toMediaDto({
          id: row.upload_id,
          originalName: row.original_name ?? "media",
          sizeBytes: Number(row.size_bytes ?? 0),
          mimeType: row.mime_type ?? "",
        }),
  likes_count: Number(row.likes_count),
  liked_by_me: row.liked ? 1 : 0,
  created_at: toWireTime(row.created_at),
  updated_at: toWireTime(row.updated_at),
});

async function getMnemonic(db: DbOrTx, actor: Actor, id: number) {
  const [row] = await selectMnemonics(db, actor.id, sql`where m.id = ${id}`);
  if (!row) throw notFound();
  return toMnemonic(row, actor.id);
}

async function getOwnMnemonic(db: DbOrTx, actor: Actor, id: number) {
  const mnemonic = await getMnemonic(db, actor, id);
  if (mnemonic.author.id !== actor.id && !hasRole(actor, "super-admin"))
    throw forbidden("vocab_not_mnemonic_author");
  return mnemonic;
}

/** A file a mnemonic may show: a mnemonic medium the caller uploaded (an admin may attach anyone's). */
async function checkOwnMedia(db: DbOrTx, actor: Actor, fileId: number | null) {
  if (fileId === null) return;
  const row = await findDocument(db, fileId);
  const ownerOk = row && (row.ownerId === actor.id || hasRole(actor, "super-admin"));
  if (!row || !ownerOk || !(MNEMONIC_MEDIA_MIME_TYPES as readonly string[]).includes(row.mimeType))
    throw fieldError("file_id", "v.vocab_file_unknown");
}

async function wordExists(db: DbOrTx, vocabId: number) {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from ${vocabs} where id = ${vocabId}`);
  if (!row) throw notFound();
}

/** A word's mnemonics, most liked first (then newest). */
export async function listMnemonics(
  db: DbOrTx,
  actor: Actor,
  query: { vocab_id: number; page: number; page_size: number },
) {
  await wordExists(db, query.vocab_id);
  const offset = (query.page - 1) * query.page_size;
  const rows = await selectMnemonics(
    db,
    actor.id,
    sql`where m.vocab_id = ${query.vocab_id} order by m.likes_count desc, m.id desc limit ${query.page_size} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${vocabMnemonics} where vocab_id = ${query.vocab_id} limit 1001) x`,
  );
  return toPage(
    rows.map((row) => toMnemonic(row, actor.id)),
    Number(count?.n ?? 0),
    query.page,
    query.page_size,
  );
}

export async function createMnemonic(db: DbOrTx, actor: Actor, input: CreateMnemonic) {
  await wordExists(db, input.vocab_id);
  await checkOwnMedia(db, actor, input.file_id);
  const [row] = await db
    .insert(vocabMnemonics)
    .values({
      vocabId: input.vocab_id,
      authorUserId: actor.id,
      content: input.content,
      uploadId: input.file_id,
    })
    .returning({ id: vocabMnemonics.id });
  if (!row) throw new Error("insert into vocab_mnemonics returned no row");
  return { mnemonic: await getMnemonic(db, actor, row.id) };
}

export async function updateMnemonic(db: DbOrTx, actor: Actor, id: number, input: UpdateMnemonic) {
  const current = await getOwnMnemonic(db, actor, id);
  if (input.file_id !== undefined && input.file_id !== current.media?.id)
    await checkOwnMedia(db, actor, input.file_id);
  const content = input.content ?? current.content;
  const fileId = input.file_id !== undefined ? input.file_id : (current.media?.id ?? null);
  if (content === "" && fileId === null) throw fieldError("content", "v.required");
  await db
    .update(vocabMnemonics)
    .set({ content, uploadId: fileId, updatedAt: new Date() })
    .where(sql`${vocabMnemonics.id} = ${id}`);
  return { mnemonic: await getMnemonic(db, actor, id) };
}

export async function deleteMnemonic(db: DbOrTx, actor: Actor, id: number) {
  await getOwnMnemonic(db, actor, id);
  await db.delete(vocabMnemonics).where(sql`${vocabMnemonics.id} = ${id}`);
  return { ok: true as const };
}

/** The like and the count change in one transaction, the mnemonic row locked. */
export async function toggleMnemonicLike(db: DbOrTx, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const [found] = await queryRows<{ id: number }>(
      tx,
      sql`select id from ${vocabMnemonics} where id = ${id} for update`,
    );
    if (!found) throw notFound();
    const removed = await queryRows(
      tx,
      sql`delete from ${vocabMnemonicLikes} where mnemonic_id = ${id} and user_id = ${actor.id} returning mnemonic_id`,
    );
    if (removed.length === 0)
      await queryRows(
        tx,
        sql`insert into ${vocabMnemonicLikes} (mnemonic_id, user_id) values (${id}, ${actor.id})`,
      );
    const [row] = await queryRows<{ likes_count: number }>(
      tx,
      sql`update ${vocabMnemonics} set likes_count = likes_count + ${removed.length === 0 ? 1 : -1}
        where id = ${id} returning likes_count`,
    );
    return {
      liked: removed.length === 0 ? (1 as const) : (0 as const),
      likes_count: Number(row?.likes_count ?? 0),
    };
  });
}

export async function uploadMnemonicFile(db: DbOrTx, storage: FileStorage, actor: Actor, file: ReceivedFile) {
  const row = await saveUpload(db, storage, actor.id, MNEMONIC_MEDIA_POLICY, file);
  return { file: toMediaDto(row) };
}

/**
 * Takes an uploaded medium off every mnemonic showing it and deletes it (its uploader or an admin): the row in
 * the same transaction as the mnemonics' change, the stored object after it (uploads' deleteUpload).
 */
export async function deleteMnemonicFile(db: Database, storage: FileStorage, actor: Actor, fileId: number) {
  const row = await findDocument(db, fileId);
  if (!row || !(MNEMONIC_MEDIA_MIME_TYPES as readonly string[]).includes(row.mimeType)) throw notFound();
  if (row.ownerId !== actor.id && !hasRole(actor, "super-admin")) throw forbidden();
  await db
    .update(vocabMnemonics)
    .set({ uploadId: null, updatedAt: new Date() })
    .where(sql`${vocabMnemonics.uploadId} = ${fileId}`);
  await deleteUpload(db, storage, actor, "document", fileId);
  return { ok: true as const };
}
