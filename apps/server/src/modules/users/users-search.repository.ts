import type { Role, TagBrief, UserSearchQuery } from "@edu/shared";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { countUpTo } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { teacherProfiles } from "../profiles/profiles.table";
import { tags, userTags } from "../tags/tags.table";
import type { UserRow } from "./users.repository";
import { userRoles, users } from "./users.table";

/**
 * The expression `users_search_trgm_idx` indexes (gin, gin_trgm_ops); conditions must repeat it
 * exactly for PostgreSQL to use the index.
 */
const searchText = sql`(${users.username}::text || ' ' || coalesce(${users.email}::text, '') || ' ' || ${users.firstName} || ' ' || ${users.lastName})`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word of q must appear (case-insensitive substring, trigram-indexed). */
export function matchesText(q: string | undefined): SQL | undefined {
  const words = (q ?? "").split(/\s+/).filter(Boolean).slice(0, 6);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => sql`${searchText} ilike ${`%${escapeLike(word)}%`}`));
}

const list = <T>(values: T[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export const hasRole = (role: Role) =>
  sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${role})`;

export type UserFilter = Pick<UserSearchQuery, "is_active" | "q" | "role" | "tag_mode" | "subject_mode"> & {
  tag_ids?: number[];
  subjects?: string[];
};

function filterConditions(filter: UserFilter): SQL | undefined {
  const conditions: Array<SQL | undefined> = [matchesText(filter.q)];
  if (filter.is_active !== undefined) conditions.push(eq(users.isActive, filter.is_active));
  if (filter.role) conditions.push(hasRole(filter.role));
  const tagIds = [...new Set(filter.tag_ids ?? [])];
  if (tagIds.length > 0) {
    // Driven from user_tags (indexed by tag), so a rare tag never walks every user.
    const onTags = sql`select ${userTags.userId} from ${userTags} where ${userTags.tagId} in (${list(tagIds)})`;
    conditions.push(
      filter.tag_mode === "all"
        ? sql`${users.id} in (${onTags} group by ${userTags.userId} having count(*) = ${tagIds.length})`
        : sql`${users.id} in (${onTags})`,
    );
  }
  const subjects = [...new Set(filter.subjects ?? [])];
  if (subjects.length > 0) {
    const wanted = sql`array[${list(subjects)}]::text[]`;
    conditions.push(
      sql`exists (select 1 from ${teacherProfiles} where ${teacherProfiles.userId} = ${users.id} and ${teacherProfiles.subjects} ${filter.subject_mode === "all" ? sql`@>` : sql`&&`} ${wanted})`,
    );
  }
  return and(...conditions);
}

const ORDER_COLUMNS = {
  id: users.id,
  username: users.username,
  first_name: users.firstName,
  last_name: users.lastName,
  created_at: users.createdAt,
} as const;

export type UserPageRequest = {
  page: number;
  pageSize: number;
  orderBy?: keyof typeof ORDER_COLUMNS;
  direction?: "asc" | "desc";
};

/** One query for the page and one for the count (up to LIST_COUNT_CAP), whatever the filters. */
export async function searchUserRows(
  db: DbOrTx,
  filter: UserFilter,
  page: UserPageRequest,
  extra?: SQL,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = and(filterConditions(filter), extra);
  const column = ORDER_COLUMNS[page.orderBy ?? "id"];
  const dir = page.direction === "desc" ? desc : asc;
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(dir(column), dir(users.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    countUpTo(db, users, where),
  ]);
  return { rows, total: count };
}

/** Tags of many users in one query. */
export async function listTagsOfUsers(db: DbOrTx, userIds: number[]): Promise<Map<number, TagBrief[]>> {
  const map = new Map<number, TagBrief[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: userTags.userId, id: tags.id, name: tags.name, color: tags.color })
    .from(userTags)
    .innerJoin(tags, eq(tags.id, userTags.tagId))
    .where(inArray(userTags.userId, userIds))
    .orderBy(tags.name);
  for (const { userId, ...tag } of rows) map.get(userId)?.push(tag);
  return map;
}

export type UserPickRow = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  roles: Role[];
};

/** Active users for pickers: no contact details, capped. */
export async function listActiveUserPicks(
  db: DbOrTx,
  filter: { q?: string; role?: Role; limit: number },
): Promise<UserPickRow[]> {
  const where = and(
    eq(users.isActive, true),
    matchesText(filter.q),
    filter.role ? hasRole(filter.role) : undefined,
  );
  return queryRows<UserPickRow>(
    db,
    sql`select ${users.id} as id, ${users.username}::text as username, ${users.firstName} as first_name,
          ${users.lastName} as last_name,
          coalesce((select array_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles}
                    where ${userRoles.userId} = ${users.id}), '{}') as roles
        from ${users} where ${where} order by ${users.username} limit ${filter.limit}`,
  );
}
