import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import type { Actor } from "../../http/actor";
import { toWireTimeOrNull } from "../../http/wire-time";
import { sessionClasses, studentClassTickets } from "../classes";
import { courseSessions } from "../courses";
import { testAttempts, testForms, testFormVersions } from "../test-engine";
import { users } from "../users";
import { readableClass } from "./analysis-access";
import { attemptScore, itemCounts, rateOf } from "./analysis-sql";

type OnlineRow = {
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  class_id: number;
  class_name: string;
  attempts: number;
  first_score: number | null;
  latest_score: number | null;
  best_score: number | null;
  accuracy: number | null;
  last_submitted_at: Date | null;
};

/**
 * The online SAT programme: students placed in an online class (the class or its course session is
 * online) that the caller reads, each with their SAT attempts' first, latest and best score and accuracy.
 * A student in two online classes is listed once, under the newest class.
 */
export async function listOnlineSat(db: DbOrTx, actor: Actor) {
  const rows = await queryRows<OnlineRow>(
    db,
    sql`with roster as (
      select distinct on (t.student_user_id) t.student_user_id as user_id, c.id as class_id, c.name as class_name
      from ${studentClassTickets} t
      join ${sessionClasses} c on c.id = t.session_class_id
      join ${courseSessions} cs on cs.id = c.course_session_id
      where (c.is_online or cs.is_online) and ${readableClass(actor, sql`c.id`)}
      order by t.student_user_id, c.id desc
    ),
    att as (
      select a.user_id, a.submitted_at, a.id, ${attemptScore(sql`a.scores`)} as score, k.correct, k.items
      from ${testAttempts} a
      join ${testFormVersions} v on v.id = a.form_version_id
      join ${testForms} f on f.id = v.form_id
      cross join ${itemCounts(sql`a.scores`)} k
      where a.user_id in (select user_id from roster) and a.state <> 'in_progress' and f.test_type = 'SAT'
    )
    select r.user_id, u.username::text as username, u.first_name, u.last_name, r.class_id, r.class_name,
      count(att.id)::int as attempts,
      (array_agg(att.score order by att.submitted_at, att.id) filter (where att.score is not null))[1] as first_score,
      (array_agg(att.score order by att.submitted_at desc, att.id desc) filter (where att.score is not null))[1] as latest_score,
      max(att.score) as best_score,
      ${rateOf(sql`sum(att.correct)`, sql`sum(att.items)`)} as accuracy,
      max(att.submitted_at) as last_submitted_at
    from roster r join ${users} u on u.id = r.user_id
    left join att on att.user_id = r.user_id
    group by r.user_id, u.id, r.class_id, r.class_name
    order by r.class_name, u.last_name, u.first_name, u.id`,
  );
  return {
    data: rows.map((row) => ({
      student: {
        id: row.user_id,
        username: row.username,
        first_name: row.first_name,
        last_name: row.last_name,
      },
      class_id: row.class_id,
      class_name: row.class_name,
      attempts: row.attempts,
      first_score: row.first_score,
      latest_score: row.latest_score,
      best_score: row.best_score,
      accuracy: row.accuracy,
      last_submitted_at: toWireTimeOrNull(row.last_submitted_at),
    })),
  };
}
