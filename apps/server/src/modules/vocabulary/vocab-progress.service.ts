import { displayName } from "@edu/shared";
import type { ClassVocabProgress } from "@edu/shared/vocabulary";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { type Actor, hasRole, isStaff } from "../../http/actor";
import { forbidden, notFound } from "../../http/app-error";
import { addDays, schoolDayStart, schoolToday } from "../../school-calendar";
import { sessionClasses, sessionClassTeachers, studentClassTickets } from "../classes";
import { users } from "../users";
import type { MemorizeClock } from "./vocab-memorize.service";
import { vocabCards, vocabReviewLogs } from "./vocabulary.table";

type StudentRow = {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  cards: number;
  cards_due: number;
  reviewed: number;
  again: number;
};

/** Teachers and TAs of the class, staff and admins; an unknown class is 404. */
async function checkClassReader(db: DbOrTx, actor: Actor, classId: number) {
  const [row] = await queryRows<{ teaches: boolean }>(
    db,
    sql`select exists (select 1 from ${sessionClassTeachers} ct where ct.session_class_id = c.id and ct.user_id = ${actor.id}) as teaches
      from ${sessionClasses} c where c.id = ${classId}`,
  );
  if (!row) throw notFound();
  if (!row.teaches && !isStaff(actor) && !hasRole(actor, "super-admin")) throw forbidden();
}

/**
 * Per student of the class: cards, cards due now, reviews in the last 7 school days and their retention
 * (answers other than "again"); and the class's reviews per day for the chart. Counted in SQL.
 */
export async function getClassProgress(
  db: DbOrTx,
  actor: Actor,
  classId: number,
  clock: MemorizeClock,
): Promise<ClassVocabProgress> {
  await checkClassReader(db, actor, classId);
  const today = schoolToday(clock.now, clock.timeZone);
  const firstDay = addDays(today, -6);
  const since = schoolDayStart(firstDay, clock.timeZone).toISOString();
  const now = clock.now.toISOString();
  const students = await queryRows<StudentRow>(
    db,
    sql`select u.id, u.username, u.first_name, u.last_name,
      (select count(*)::int from ${vocabCards} k where k.user_id = u.id) as cards,
      (select count(*)::int from ${vocabCards} k where k.user_id = u.id and k.due <= ${now}::timestamptz) as cards_due,
      (select count(*)::int from ${vocabReviewLogs} r where r.user_id = u.id and r.review >= ${since}::timestamptz) as reviewed,
      (select count(*)::int from ${vocabReviewLogs} r where r.user_id = u.id and r.review >= ${since}::timestamptz
        and r.rating = 1) as again
    from ${studentClassTickets} t join ${users} u on u.id = t.student_user_id
    where t.session_class_id = ${classId} order by u.last_name, u.first_name, u.id`,
  );
  const perDay = await queryRows<{ day: string; reviews: number; again: number }>(
    db,
    sql`select to_char(r.review at time zone ${clock.timeZone}, 'YYYY-MM-DD') as day, count(*)::int as reviews,
      count(*) filter (where r.rating = 1)::int as again
    from ${vocabReviewLogs} r join ${studentClassTickets} t on t.student_user_id = r.user_id and t.session_class_id = ${classId}
    where r.review >= ${since}::timestamptz group by 1`,
  );
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  return {
    session_class_id: classId,
    students: students.map((row) => {
      const reviewed = Number(row.reviewed);
      return {
        student: { id: row.id, name: displayName(row, row.username) },
        cards: Number(row.cards),
        cards_due: Number(row.cards_due),
        reviewed_this_week: reviewed,
        retention: reviewed === 0 ? null : (reviewed - Number(row.again)) / reviewed,
      };
    }),
    days: Array.from({ length: 7 }, (_, index) => {
      const date = addDays(firstDay, index);
      const row = byDay.get(date);
      return { date, reviews: Number(row?.reviews ?? 0), again: Number(row?.again ?? 0) };
    }),
  };
}
