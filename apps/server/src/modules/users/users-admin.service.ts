import type { AssignableRole, User, UserSearchQuery, UserWithTags } from "@edu/shared";
import { and, eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import type { Actor } from "../../http/actor";
import { AppError, fieldError, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { listAuditPage, recordAudit } from "../audit";
import { revokeUserSessions } from "../sessions";
import {
  findUserById,
  listParentIds,
  toUserDto,
  toUserDtos,
  type UserRow,
  userDtoOf,
} from "./users.repository";
import { userRoles, users } from "./users.table";
import { listActiveUserPicks, listTagsOfUsers, searchUserPage } from "./users-search.repository";

export async function getUserOrThrow(db: DbOrTx, id: number, field?: string): Promise<UserRow> {
  const row = await findUserById(db, id);
  if (!row) throw field ? fieldError(field, "user_not_found") : notFound("user_not_found");
  return row;
}

export async function withTags(db: DbOrTx, rows: UserRow[]): Promise<UserWithTags[]> {
  const ids = rows.map((row) => row.id);
  const [dtos, tagMap] = await readAll(db, [() => toUserDtos(db, rows), () => listTagsOfUsers(db, ids)]);
  return dtos.map((dto) => ({ ...dto, tags: tagMap.get(dto.id) ?? [] }));
}

/** GET users/search: filters of spec §7; page, count, roles, children and tags in one statement. */
export async function searchUsers(db: DbOrTx, query: UserSearchQuery) {
  const tagIds = [...(query.tag_ids ?? []), ...(query["tag_ids[]"] ?? [])];
  const subjects = [...(query.subjects ?? []), ...(query["subjects[]"] ?? [])];
  const { items, total } = await searchUserPage(
    db,
    { ...query, tag_ids: tagIds, subjects },
    {
      page: query.page,
      pageSize: query.page_size,
      orderBy: query.order_by,
      direction: query.order_direction,
      afterId: query.after_id,
    },
  );
  const data = items.map((item) => ({
    ...userDtoOf(item.row, item.roles, item.studentIds),
    tags: item.tags,
  }));
  return { users: toPage(data, total, query.page, query.page_size) };
}

export async function searchAllActive(db: DbOrTx, query: Parameters<typeof listActiveUserPicks>[1]) {
  return { data: await listActiveUserPicks(db, query) };
}

/** Deactivating ends every session of the user at once; nobody deactivates themselves. */
export async function toggleActive(
  db: Database,
  actor: Actor,
  input: { user_id: number; is_active: boolean },
): Promise<User> {
  if (input.user_id === actor.id && !input.is_active) throw fieldError("user_id", "cannot_deactivate_self");
  return db.transaction(async (tx) => {
    const before = await getUserOrThrow(tx, input.user_id, "user_id");
    const [after] = await tx
      .update(users)
      .set({ isActive: input.is_active, updatedAt: new Date() })
      .where(eq(users.id, input.user_id))
      .returning();
    if (!after) throw notFound("user_not_found");
    if (!input.is_active) await revokeUserSessions(tx, input.user_id);
    if (before.isActive !== input.is_active) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: input.is_active ? "user.activate" : "user.deactivate",
        targetType: "user",
        targetId: input.user_id,
        before: { is_active: before.isActive },
        after: { is_active: input.is_active },
        requestId: actor.requestId,
      });
    }
    return toUserDto(tx, after);
  });
}

/** role/{role}/{id}: adding a role the user has, or removing one they lack, changes nothing (200). */
export async function setRole(
  db: Database,
  actor: Actor,
  input: { id: number; role: AssignableRole; add: boolean },
): Promise<User> {
  return db.transaction(async (tx) => {
    const row = await getUserOrThrow(tx, input.id);
    const changed = input.add
      ? await tx
          .insert(userRoles)
          .values({ userId: input.id, role: input.role })
          .onConflictDoNothing()
          .returning()
      : await tx
          .delete(userRoles)
          .where(and(eq(userRoles.userId, input.id), eq(userRoles.role, input.role)))
          .returning();
    if (changed.length > 0) {
      await recordAudit(tx, {
        actorId: actor.id,
        action: input.add ? "user.role_add" : "user.role_remove",
        targetType: "user",
        targetId: input.id,
        after: { role: input.role },
        requestId: actor.requestId,
      });
    }
    return toUserDto(tx, row);
  });
}

/** DELETE users/{id}: rows that reference the user go with it (FK cascades); the audit keeps a snapshot. */
export async function deleteUser(db: Database, actor: Actor, id: number): Promise<void> {
  if (id === actor.id)
    throw new AppError("validation_failed", { fieldErrors: { id: ["cannot_delete_self"] } });
  await db.transaction(async (tx) => {
    const row = await getUserOrThrow(tx, id);
    const [snapshot] = await withTags(tx, [row]);
    const parentIds = (await listParentIds(tx, [id])).get(id) ?? [];
    await tx.delete(users).where(eq(users.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: "user.delete",
      targetType: "user",
      targetId: id,
      before: { ...snapshot, parent_ids: parentIds },
      requestId: actor.requestId,
    });
  });
}

export async function getUserAudit(db: DbOrTx, id: number, page: number, pageSize: number) {
  await getUserOrThrow(db, id);
  const { rows, total } = await listAuditPage(db, "user", id, page, pageSize);
  return toPage(
    rows.map((row) => ({
      id: row.id,
      actor_id: row.actorId,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      before: row.before,
      after: row.after,
      request_id: row.requestId,
      created_at: row.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
  );
}
