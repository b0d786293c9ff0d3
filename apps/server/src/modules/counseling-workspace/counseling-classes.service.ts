import {
  COUNSELING_COURSE_SESSION_IDS,
  type FieldTranslations,
  LIST_TOTAL_CAP,
  type Locale,
  type PagedList,
  resolveField,
  type SessionClassTextField,
} from "@edu/shared";
import type {
  ClassAs,
  CounselingClassesQuery,
  CounselingClassKind,
  CounselingClassRow,
  CounselingPerson,
} from "@edu/shared/counseling-workspace";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { type Actor, hasRole, isSuperAdmin } from "../../http/actor";
import { toPage } from "../../http/paged-list";
import { sessionClasses, sessionClassTeachers, studentClassTickets } from "../classes";
import { counselingSessionClass } from "../counseling-profile";
import { users } from "../users";
import {
  assertFilterAllowed,
  callerClasses,
  classesOfRole,
  parentIn,
  placedIn,
  readableStudent,
  teaches,
} from "./workspace-access";

type ClassRow = {
  id: number;
  name: string;
  translations: FieldTranslations<SessionClassTextField> | null;
  course_session_id: number;
  start_date: string | null;
  end_date: string | null;
  placed: boolean;
  teaches: boolean;
  parent: boolean;
  counselors: CounselingPerson[] | null;
  students: CounselingPerson[] | null;
};

const KIND_OF_SESSION: Record<number, CounselingClassKind> = {
  [COUNSELING_COURSE_SESSION_IDS[0]]: "counseling",
  [COUNSELING_COURSE_SESSION_IDS[1]]: "application",
  [COUNSELING_COURSE_SESSION_IDS[2]]: "mentoring",
};

const person = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'username', ${alias}.username, 'first_name', ${alias}.first_name, 'last_name', ${alias}.last_name)`,
  );

/**
 * Counseling classes matching `where` (over `k`), each with its counselors (teachers, then TAs), the
 * students placed in it whom the caller reads, and how the caller stands to it: one statement.
 */
export async function readClassRows(
  db: DbOrTx,
  actor: Actor,
  where: SQL,
  window: { limit: number; offset: number },
): Promise<ClassRow[]> {
  const k = sql`k.id`; // not `c`: counselingSessionClass names its own `c`
  return queryRows<ClassRow>(
    db,
    sql`select k.id, k.name, k.translations, k.course_session_id,
        k.start_date::text as start_date, k.end_date::text as end_date,
        ${placedIn(actor.id, k)} as placed, ${teaches(actor.id, k)} as teaches, ${parentIn(actor.id, k)} as parent,
        (select json_agg(${person("u")} order by (ct.role <> 'teacher'), u.last_name, u.first_name, u.id)
          from ${sessionClassTeachers} ct join ${users} u on u.id = ct.user_id
          where ct.session_class_id = k.id) as counselors,
        (select json_agg(${person("u")} order by u.last_name, u.first_name, u.id)
          from ${users} u
          where u.id in (select t.student_user_id from ${studentClassTickets} t where t.session_class_id = k.id)
            and ${readableStudent(actor, sql`u.id`)}) as students
      from ${sessionClasses} k
      where ${counselingSessionClass(k)} and ${where}
      order by k.start_date asc nulls last, k.id asc
      limit ${window.limit} offset ${window.offset}`,
  );
}

/** How the caller stands to a class, in counseling-profile's order: student, admin, counselor, parent. */
function asOf(actor: Actor, row: ClassRow): ClassAs {
  if (row.placed && actor.roles.includes("student")) return "student";
  if (isSuperAdmin(actor)) return "admin";
  if (row.teaches && hasRole(actor, "teacher", "staff")) return "counselor";
  if (row.parent && hasRole(actor, "parent")) return "parent";
  // Only a filter on the caller themself reaches here without a role of theirs matching: say the relation.
  return row.placed ? "student" : row.teaches ? "counselor" : "parent";
}

export function toClassRow(actor: Actor, row: ClassRow, locale: Locale): CounselingClassRow {
  return {
    id: row.id,
    name: resolveField(row.name, row.translations, "name", locale),
    kind: KIND_OF_SESSION[row.course_session_id] ?? "course",
    start_date: row.start_date,
    end_date: row.end_date,
    counselors: row.counselors ?? [],
    students: row.students ?? [],
    as: asOf(actor, row),
  };
}

/**
 * GET counseling-classes: the caller's counseling classes (student: placed in; parent: a child placed in;
 * teacher/staff: teaches or assists; super-admin: all), or with role_type and user_id that person's in
 * that role (the caller themself or super-admin, else 403). Earliest start first: the counseling entry
 * takes the first class the caller is a student of.
 */
export async function listCounselingClasses(
  db: DbOrTx,
  actor: Actor,
  query: CounselingClassesQuery,
  locale: Locale,
): Promise<PagedList<CounselingClassRow>> {
  assertFilterAllowed(actor, query);
  const k = sql`k.id`; // not `c`: counselingSessionClass names its own `c`
  const where =
    query.role_type && query.user_id !== undefined
      ? classesOfRole(query.role_type, query.user_id, k)
      : callerClasses(actor, k);
  const window = { limit: query.page_size, offset: (query.page - 1) * query.page_size };
  const rows = await readClassRows(db, actor, where, window);
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (select 1 from ${sessionClasses} k
      where ${counselingSessionClass(k)} and ${where} limit ${LIST_TOTAL_CAP + 1}) x`,
  );
  return toPage(
    rows.map((row) => toClassRow(actor, row, locale)),
    count?.total ?? 0,
    query.page,
    query.page_size,
  );
}
