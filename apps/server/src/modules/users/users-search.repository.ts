import type { Role, TagBrief, UserSearchQuery } from "@edu/shared";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type PgColumn, PgDialect } from "drizzle-orm/pg-core";
import { countUpTo } from "../../db/count-up-to";
import type { DbOrTx } from "../../db/database";
import { containsPattern } from "../../db/like-pattern";
import { boolLiteral, countRelation, limitOffsetText, pageWindow, totalOf } from "../../db/list-page";
import { queryPrepared } from "../../db/prepared-text";
import { queryRows } from "../../db/query-rows";
import { columnsOf } from "../../db/raw-query";
import { readAll } from "../../db/read-all";
import { basicProfiles, teacherProfiles } from "../profiles/profiles.table";
import { tags, userTags } from "../tags/tags.table";
import { USER_DTO_KEYS, type UserDtoRow, type UserRow } from "./users.repository";
import { userRoles, users } from "./users.table";

/**
 * The stored lower-case search text (migration 0042, `users_search_text_trgm_idx`, gin_trgm_ops): username,
 * email and the name in both orders, given + family ("mei-ling wang") and family + given without a space
 * (王美玲), so a name is found as either script writes it. Words match it with LIKE on `lower(word)`: ILIKE
 * on the concatenated columns lower-cased every row it read (q=chen on 100k users: 19 ms for the count,
 * 1 ms with this column, bench/RESULTS.md). Not a Drizzle column (select() of users would read it).
 */
const searchText = sql.raw(`"users"."search_text"`);

/**
 * A phone number asked for: 6 or more digits once spaces, dashes, dots, brackets and + are set aside.
 * A local number (0912 345 678) also matches the international form (+886 912 345 678).
 */
export function phoneDigits(q: string): string[] | undefined {
  const compact = q.replace(/[\s\-.()+]/g, "");
  if (!/^\d{6,20}$/.test(compact)) return undefined;
  return compact.startsWith("0") ? [compact, compact.replace(/^0+/, "")] : [compact];
}

/**
 * Every word of q must appear (case-insensitive substring, trigram-indexed); or q is a phone number of
 * the person's profile. The phone match reads basic_profiles only for digit queries.
 */
export function matchesText(q: string | undefined): SQL | undefined {
  const words = (q ?? "").split(/\s+/).filter(Boolean).slice(0, 6);
  if (words.length === 0) return undefined;
  const text = and(...words.map((word) => sql`${searchText} like lower(${containsPattern(word)})`));
  const digits = phoneDigits(q ?? "");
  if (!digits) return text;
  const phone = sql.join(
    digits.map(
      (d) => sql`regexp_replace(coalesce(${basicProfiles.phone}, ''), '[^0-9]', '', 'g') like ${`%${d}%`}`,
    ),
    sql` or `,
  );
  return sql`(${text} or exists (select 1 from ${basicProfiles} where ${basicProfiles.userId} = ${users.id} and (${phone})))`;
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
  // A literal, so the named list statement keeps one plan (db/list-page.ts: 1.05 → 0.70 ms).
  if (filter.is_active !== undefined)
    conditions.push(sql`${users.isActive} = ${sql.raw(boolLiteral(filter.is_active))}`);
  if (filter.role) conditions.push(hasRole(filter.role));
  const tagIds = [...new Set(filter.tag_ids ?? [])];
  if (tagIds.length > 0) {
    // Driven from user_tags (indexed by tag, then user), so a rare tag never walks every user. "all" is
    // one semi-join per tag: PostgreSQL merges the tags' user lists in id order and a page stops after
    // its rows (0.6 ms), where grouping every tagged user first cost 37 ms (100k users, bench/RESULTS.md).
    conditions.push(
      filter.tag_mode === "all"
        ? and(
            ...tagIds.map(
              (tagId) =>
                sql`exists (select 1 from ${userTags} where ${userTags.userId} = ${users.id} and ${userTags.tagId} = ${tagId})`,
            ),
          )
        : sql`${users.id} in (select ${userTags.userId} from ${userTags} where ${userTags.tagId} in (${list(tagIds)}))`,
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

/** Sort keys of users/search; `name` (the to-do staff picker, spec 02 §7) is first name, then last name. */
const ORDER_COLUMNS = {
  id: [users.id],
  username: [users.username],
  first_name: [users.firstName],
  last_name: [users.lastName],
  name: [users.firstName, users.lastName],
  created_at: [users.createdAt],
} as const satisfies Record<UserSearchQuery["order_by"], readonly PgColumn[]>;

export type UserPageRequest = {
  page: number;
  pageSize: number;
  orderBy?: keyof typeof ORDER_COLUMNS;
  direction?: "asc" | "desc";
  /** Keyset paging (users/search): the rows after this user in the order, instead of an offset. */
  afterId?: number;
};

/** One query for the page and one for the count (up to LIST_COUNT_CAP), whatever the filters. */
export async function searchUserRows(
  db: DbOrTx,
  filter: UserFilter,
  page: UserPageRequest,
  extra?: SQL,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = and(filterConditions(filter), extra);
  const columns = ORDER_COLUMNS[page.orderBy ?? "id"];
  const dir = page.direction === "desc" ? desc : asc;
  const [rows, count] = await readAll(db, [
    () =>
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(...columns.map((column) => dir(column)), dir(users.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize),
    () => countUpTo(db, users, where),
  ]);
  return { rows, total: count };
}

/** What the user object needs (not the password hash, LINE id or updated_at: less to send and parse). */
const USER = columnsOf(users, "users", "u_", USER_DTO_KEYS);
const dialect = new PgDialect();

export type UserSearchItem = { row: UserDtoRow; roles: Role[]; studentIds: number[]; tags: TagBrief[] };

const byName = (a: TagBrief, b: TagBrief) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);

/**
 * users/search in one statement and one round trip (it was five: page, count, roles, children, tags):
 * the page with each user's roles, children and tag ids (stored on the user by migration 0046's triggers:
 * read per row they were 150 index probes a page, 0.27 of the statement's 0.63 ms of PostgreSQL CPU),
 * the names and colours of the tags on the page
 * once (on one row, as text: built per user as JSON they were 40 % of the statement's CPU), and the
 * matches counted up to LIST_COUNT_CAP (1,001: past 1,000 the answer reads "1,000+").
 * The first pages (the keyset pages too) carry limit and offset as literals (db/list-page.ts): with
 * `limit $n offset $m` PostgreSQL re-planned the statement on every run (a custom plan, ~0.4 ms of its
 * ~1.2 ms CPU), with the literals it keeps one generic plan per connection. Deeper offset pages keep both
 * as parameters.
 */
export async function searchUserPage(
  db: DbOrTx,
  filter: UserFilter,
  page: UserPageRequest,
): Promise<{ items: UserSearchItem[]; total: number }> {
  const where = filterConditions(filter);
  const built = where ? dialect.sqlToQuery(where) : { sql: "true", params: [] as unknown[] };
  const params = [...built.params];
  const dir = page.direction === "desc" ? "desc" : "asc";
  const keys = [...new Set([...ORDER_COLUMNS[page.orderBy ?? "id"], users.id])].map((column) => column.name);
  const order = (table: string) => keys.map((key) => `${table}"${key}" ${dir}`).join(", ");
  let seek = "";
  if (page.afterId !== undefined) {
    // Keyset: the rows after user k in the order (one direction for every key, so one row
    // comparison); k's values enter as init-plan parameters, so an index on the keys (the primary key
    // for order by id) starts at k instead of skipping (page - 1) × page_size rows.
    const k = `$${params.push(page.afterId)}`;
    const values = keys.map((key) => (key === "id" ? k : `(select "${key}" from users k where k.id = ${k})`));
    seek = ` and (${keys.map((key) => `"${key}"`).join(", ")}) ${dir === "asc" ? ">" : "<"} (${values.join(", ")})`;
  }
  const limitOffset = limitOffsetText(
    page.afterId === undefined ? pageWindow(page.page, page.pageSize) : { limit: page.pageSize, offset: 0 },
    params,
  );
  const text = `with page as (select * from users where ${built.sql}${seek} order by ${order("")} ${limitOffset})
    select n.total, ${USER.select},
      users.role_list as roles, users.student_id_list as student_ids, users.tag_id_list as tag_ids,
      case when row_number() over () = 1 then
        (select json_agg(json_build_array(t.id, t.name, t.color))::text from tags t
         where t.id in (select unnest(p.tag_id_list) from page p)) end as tag_list
    from ${countRelation(`from users where ${built.sql}`)}
    left join page users on true
    order by ${order("users.")}`;
  const rows = await queryPrepared<Record<string, unknown>>(db, text, params);
  const total = totalOf(rows);
  const tagsById = new Map<number, TagBrief>();
  for (const raw of rows) {
    if (typeof raw.tag_list !== "string") continue;
    for (const [id, name, color] of JSON.parse(raw.tag_list) as Array<[number, string, string]>)
      tagsById.set(id, { id, name, color });
  }
  const items: UserSearchItem[] = [];
  for (const raw of rows) {
    if (raw.u_id === null) continue; // no page rows: the count's row alone
    const tagIds = raw.tag_ids as number[];
    const userTagList: TagBrief[] = [];
    for (const id of tagIds) {
      const tag = tagsById.get(id);
      if (tag) userTagList.push(tag);
    }
    items.push({
      row: USER.read(raw),
      roles: raw.roles as Role[],
      studentIds: raw.student_ids as number[],
      tags: userTagList.length > 1 ? userTagList.sort(byName) : userTagList,
    });
  }
  return { items, total };
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

/** Active users for pickers: no contact details, capped; roles as stored on the user (migration 0046). */
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
          ${users.lastName} as last_name, ${sql.raw(`"users"."role_list"`)} as roles
        from ${users} where ${where} order by ${users.username} limit ${filter.limit}`,
  );
}
