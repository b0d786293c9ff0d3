import type { CreateTagInput, Tag, TagBrief, UpdateTagInput } from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import { isUniqueViolation } from "../../db/postgres-errors";
import type { Actor } from "../../http/actor";
import { AppError, fieldError, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { recordAudit } from "../audit";
import { getUserOrThrow, toUserDtos } from "../users";
import * as repo from "./tags.repository";

export async function listTags(db: DbOrTx, query: { page: number; page_size: number; q?: string }) {
  const { rows, total } = await repo.listTagPage(db, query.page, query.page_size, query.q);
  return toPage(rows, total, query.page, query.page_size);
}

export async function getTagOrThrow(db: DbOrTx, id: number): Promise<Tag> {
  const tag = await repo.findTag(db, id);
  if (!tag) throw notFound("tag_not_found");
  return tag;
}

/** GET tag/{id}: the tag and its users, paged. */
export async function getTagWithUsers(db: DbOrTx, id: number, page: number, pageSize: number) {
  const tag = await getTagOrThrow(db, id);
  const { rows, total } = await repo.listTagUserRows(db, id, page, pageSize);
  return { tag, users: toPage(await toUserDtos(db, rows), total, page, pageSize) };
}

async function assertNameFree(db: DbOrTx, name: string, exceptId?: number) {
  const existing = await repo.findTagByName(db, name);
  if (existing && existing.id !== exceptId) throw fieldError("name", "tag_name_taken");
}

/** Names are unique, case-insensitively (citext); a race on the same name also answers the field error. */
async function withUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("name", "tag_name_taken");
    throw error;
  }
}

export async function createTag(db: Database, actor: Actor, input: CreateTagInput): Promise<Tag> {
  return withUniqueName(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const row = await repo.insertTag(tx, {
        name: input.name,
        description: input.description ?? "",
        color: input.color ?? "blue",
      });
      const tag = await getTagOrThrow(tx, row.id);
      await recordAudit(tx, {
        actorId: actor.id,
        action: "tag.create",
        targetType: "tag",
        targetId: row.id,
        after: tag,
        requestId: actor.requestId,
      });
      return tag;
    }),
  );
}

export async function updateTag(db: Database, actor: Actor, id: number, input: UpdateTagInput): Promise<Tag> {
  return withUniqueName(() =>
    db.transaction(async (tx) => {
      const before = await getTagOrThrow(tx, id);
      if (input.name !== undefined) await assertNameFree(tx, input.name, id);
      await repo.updateTagRow(tx, id, {
        ...(input.name !== undefined && { name: input.name }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.color !== undefined && { color: input.color }),
      });
      const after = await getTagOrThrow(tx, id);
      await recordAudit(tx, {
        actorId: actor.id,
        action: "tag.update",
        targetType: "tag",
        targetId: id,
        before,
        after,
        requestId: actor.requestId,
      });
      return after;
    }),
  );
}

export async function deleteTag(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getTagOrThrow(tx, id);
    await repo.deleteTagRow(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "tag.delete",
      targetType: "tag",
      targetId: id,
      before,
      requestId: actor.requestId,
    });
  });
}

async function assertTagsExist(db: DbOrTx, tagIds: number[]) {
  const found = new Set((await repo.findTagsByIds(db, tagIds)).map((tag) => tag.id));
  if (tagIds.some((id) => !found.has(id))) throw fieldError("tag_ids", "tag_not_found");
}

/** Spec §5: a user cannot be added twice to one tag — the whole request is refused, nothing written. */
export async function attachTags(
  db: Database,
  actor: Actor,
  userId: number,
  tagIds: number[],
): Promise<{ tags: TagBrief[] }> {
  const ids = [...new Set(tagIds)];
  try {
    return await db.transaction(async (tx) => {
      await getUserOrThrow(tx, userId);
      await assertTagsExist(tx, ids);
      if ((await repo.listUserTagIds(tx, userId, ids)).length > 0) {
        throw fieldError("tag_ids", "tag_already_attached");
      }
      await repo.attachUserTags(tx, userId, ids);
      await recordAudit(tx, {
        actorId: actor.id,
        action: "user.tags_attach",
        targetType: "user",
        targetId: userId,
        after: { tag_ids: ids },
        requestId: actor.requestId,
      });
      return { tags: await repo.listTagsOfUser(tx, userId) };
    });
  } catch (error) {
    // Two admins attaching the same tag at once: the primary key refuses the second.
    if (!(error instanceof AppError) && isUniqueViolation(error)) {
      throw fieldError("tag_ids", "tag_already_attached");
    }
    throw error;
  }
}

/** Detaching a tag the user does not have changes nothing. */
export async function detachTags(
  db: Database,
  actor: Actor,
  userId: number,
  tagIds: number[],
): Promise<{ tags: TagBrief[] }> {
  return db.transaction(async (tx) => {
    await getUserOrThrow(tx, userId);
    const removed = await repo.detachUserTags(tx, userId, [...new Set(tagIds)]);
    if (removed.length > 0) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: "user.tags_detach",
        targetType: "user",
        targetId: userId,
        before: { tag_ids: removed },
        requestId: actor.requestId,
      });
    }
    return { tags: await repo.listTagsOfUser(tx, userId) };
  });
}
