import type { AllSessionClassesQuery, Locale, MySessionClassesQuery, SessionClassStatus } from "@edu/shared";
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { toPage } from "../../http/paged-list";
import {
  attendsClass,
  childAttendsClass,
  classEnded,
  escapeLike,
  listClassRows,
  teachesClass,
} from "./classes.repository";
import { sessionClasses } from "./classes.table";
import { toClassDtos } from "./classes-rules";

const statusCondition = (status: SessionClassStatus): SQL | undefined =>
  status === "current" ? sql`not ${classEnded}` : status === "ended" ? classEnded : undefined;

const nameMatches = (q: string | undefined) =>
  q ? sql`(${sessionClasses.name} || ' ') ilike ${`%${escapeLike(q)}%`}` : undefined;

/** Whose classes "mine" are: taught (any role), attended (students), children's (parents). */
function mineCondition(user: Actor): SQL {
  const parts: SQL[] = [teachesClass(user.id), attendsClass(user.id)];
  if (user.roles.includes("parent")) parts.push(childAttendsClass(user.id));
  return or(...parts) as SQL;
}

async function classPage(
  db: DbOrTx,
  where: SQL | undefined,
  query: { page: number; page_size: number },
  ended: boolean,
  locale: Locale,
) {
  const { rows, total } = await listClassRows(
    db,
    where,
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
    ended ? "end_desc" : "start",
  );
  return toPage(await toClassDtos(db, rows, locale), total, query.page, query.page_size);
}

export async function listMyClasses(
  db: DbOrTx,
  user: Actor,
  query: MySessionClassesQuery,
  locale: Locale = "en",
) {
  return classPage(
    db,
    and(mineCondition(user), statusCondition(query.status), nameMatches(query.q)),
    query,
    query.status === "ended",
    locale,
  );
}

export async function listAllClasses(db: DbOrTx, query: AllSessionClassesQuery, locale: Locale = "en") {
  return classPage(
    db,
    and(
      statusCondition(query.status),
      nameMatches(query.q),
      query.course_session_id ? eq(sessionClasses.courseSessionId, query.course_session_id) : undefined,
      query.teacher_id ? teachesClass(query.teacher_id) : undefined,
      query.is_online === undefined ? undefined : eq(sessionClasses.isOnline, query.is_online),
      query.is_private === undefined
        ? undefined
        : query.is_private
          ? sql`${sessionClasses.courseSessionId} <= 10`
          : sql`${sessionClasses.courseSessionId} > 10`,
    ),
    query,
    query.status === "ended",
    locale,
  );
}

/** Old classes (/old-session-classes): ended ones; admin and staff see all, others their own. */
export async function listOldClasses(
  db: DbOrTx,
  user: Actor,
  query: MySessionClassesQuery,
  locale: Locale = "en",
) {
  return classPage(
    db,
    and(isStaff(user) ? undefined : mineCondition(user), classEnded, nameMatches(query.q)),
    query,
    true,
    locale,
  );
}

export async function listClassesForPlacement(
  db: DbOrTx,
  query: { course_session_id?: number; include_ended: boolean },
  locale: Locale = "en",
) {
  const { rows } = await listClassRows(
    db,
    and(
      query.course_session_id ? eq(sessionClasses.courseSessionId, query.course_session_id) : undefined,
      query.include_ended ? undefined : sql`not ${classEnded}`,
    ),
    { limit: 1000, offset: 0 },
  );
  return { data: await toClassDtos(db, rows, locale) };
}
