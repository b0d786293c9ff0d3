import { LIST_TOTAL_CAP, type PagedList } from "@edu/shared";
import type { CounselingProfileRow, CounselingProfilesQuery } from "@edu/shared/counseling-profile";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { containsPattern } from "../../db/like-pattern";
import { queryRows } from "../../db/query-rows";
import { type Actor, hasRole, isSuperAdmin } from "../../http/actor";
import { toPage } from "../../http/paged-list";
import { toWireTimeOrNull } from "../../http/wire-time";
import { studentClassTickets } from "../classes";
import { userRoles, users } from "../users";
import { childOf, counseledBy } from "./counseling-access";
import { counselingProfileSections } from "./counseling-profile.table";

type Row = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  application_type: "freshman" | "transfer" | null;
  updated_at: Date | string | null;
  is_self: boolean;
  is_counselor: boolean;
  is_child: boolean;
};

/**
 * GET counseling-profiles: the students whose profiles the caller may read, by the same rules as one
 * profile (counseling-access.ts) written as conditions: the caller themself, linked children (parents),
 * students of the caller's counseling classes, everyone for super-admin. Filters: an exact username
 * (the web's /student/:username pages resolve it here), a counseling class, a name keyword.
 */
export async function listCounselingProfiles(
  db: DbOrTx,
  actor: Actor,
  query: CounselingProfilesQuery,
): Promise<PagedList<CounselingProfileRow>> {
  const self = sql`u.id = ${actor.id}`;
  const counselor = hasRole(actor, "teacher", "staff") ? counseledBy(actor.id, sql`u.id`) : sql`false`;
  const child = hasRole(actor, "parent") ? childOf(actor.id, sql`u.id`) : sql`false`;
  const conditions: SQL[] = [
    sql`exists (select 1 from ${userRoles} r where r.user_id = u.id and r.role = 'student')`,
  ];
  if (!isSuperAdmin(actor)) conditions.push(sql`(${self} or ${counselor} or ${child})`);
  if (query.username) conditions.push(sql`u.username = ${query.username}`);
  if (query.session_class_id) {
    conditions.push(
      sql`exists (select 1 from ${studentClassTickets} t where t.student_user_id = u.id and t.session_class_id = ${query.session_class_id})`,
    );
  }
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(
      sql`(u.username ilike ${pattern} or u.first_name ilike ${pattern} or u.last_name ilike ${pattern}
        or (u.last_name || u.first_name) ilike ${pattern} or (u.first_name || ' ' || u.last_name) ilike ${pattern})`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const offset = (query.page - 1) * query.page_size;
  const [rows, [count]] = [
    await queryRows<Row>(
      db,
      sql`select u.id, u.username, u.first_name, u.last_name,
          (select p.data->>'application_type' from ${counselingProfileSections} p
            where p.student_user_id = u.id and p.section = 'profile') as application_type,
          (select max(p.updated_at) from ${counselingProfileSections} p where p.student_user_id = u.id) as updated_at,
          ${self} as is_self, ${counselor} as is_counselor, ${child} as is_child
        from ${users} u where ${where}
        order by u.last_name, u.first_name, u.id
        limit ${query.page_size} offset ${offset}`,
    ),
    await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from (select 1 from ${users} u where ${where} limit ${LIST_TOTAL_CAP + 1}) x`,
    ),
  ];
  const data = rows.map(
    (row): CounselingProfileRow => ({
      student_user_id: row.id,
      student: { id: row.id, username: row.username, first_name: row.first_name, last_name: row.last_name },
      application_type: row.application_type,
      updated_at: toWireTimeOrNull(row.updated_at),
      as: row.is_self ? "student" : row.is_counselor ? "counselor" : row.is_child ? "parent" : "admin",
    }),
  );
  return toPage(data, count?.total ?? 0, query.page, query.page_size);
}
