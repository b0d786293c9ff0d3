import { displayName, type Locale, translateMessage } from "@edu/shared";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import type { CalendarAllDayEvent, CalendarExtraEvents } from "../../module-deps";
import { childOf, counseledBy } from "../counseling-profile";
import { rolesOf, users } from "../users";
import { deadlineRows, schoolName } from "./student-progress.sql";

/** A feed carries at most this many deadlines (a counselor of 200 students × 15 schools × 2 fits). */
const MAX_DEADLINE_EVENTS = 10_000;

type Row = {
  collected_school_id: number;
  kind: "school" | "internal";
  date: string;
  school_name: string;
  first_name: string;
  last_name: string;
  username: string;
};

/**
 * The application deadlines in a calendar feed (lessons asks through `calendarExtraEvents`): the school's
 * and the internal one of every school on the lists of the feed owner's students — their own (a
 * student), their linked children's (a parent), the students of their counseling classes (a teacher or
 * staff, or super-admin teaching one): super-admin's feed holds their own relations, not every student's. Every deadline of the list is a fact of the calendar, done or not.
 */
export const deadlineEvents: CalendarExtraEvents = async (
  db: DbOrTx,
  feed: { userId: number; lang: Locale; since: string },
): Promise<CalendarAllDayEvent[]> => {
  const roles = await rolesOf(db, feed.userId);
  const student = sql`cs.student_user_id`;
  const whose: SQL[] = [];
  if (roles.includes("student")) whose.push(sql`${student} = ${feed.userId}`);
  if (roles.includes("parent")) whose.push(childOf(feed.userId, student));
  if (roles.some((role) => role === "teacher" || role === "staff" || role === "super-admin"))
    whose.push(counseledBy(feed.userId, student));
  if (whose.length === 0) return [];
  const rows = await queryRows<Row>(
    db,
    sql`select d.collected_school_id, d.kind, d.date::text as date,
        ${schoolName(feed.lang, sql`d.school_id`)} as school_name, u.first_name, u.last_name, u.username
      from (${deadlineRows(sql`(${sql.join(whose, sql` or `)}) and x.date >= ${feed.since}::date`)}) d
      join ${users} u on u.id = d.student_user_id
      order by d.date, d.collected_school_id, d.kind
      limit ${MAX_DEADLINE_EVENTS}`,
  );
  return rows.map((row) => ({
    uid: `counseling-deadline-${row.collected_school_id}-${row.kind}`,
    date: row.date,
    summary: translateMessage(
      feed.lang,
      row.kind === "school" ? "cw_deadline_school" : "cw_deadline_internal",
    )
      .replace("{school}", row.school_name)
      .replace("{student}", displayName(row)),
  }));
};
