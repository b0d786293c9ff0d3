import type { Locale } from "@edu/shared";
import {
  UNFINISHED_LESSON_LOG_DAYS,
  UNFINISHED_LESSON_LOGS_SHOWN,
  type UnfinishedLessonLogs,
  type UnfinishedLessonLogsQuery,
} from "@edu/shared/lessons";
import type { DbOrTx } from "../../db/database";
import { type Actor, hasRole, isStaff } from "../../http/actor";
import { forbidden } from "../../http/app-error";
import { classBriefDto } from "./lesson-log-views";
import { countUnfinishedTeachingLogs, listUnfinishedTeachingLogs } from "./lesson-logs.repository";

/**
 * The home page's count of the caller's own unfinished lesson logs (the same rule as GET
 * lesson-logs/unfinished, without the rows), for whom that call is open (teachers, staff, admins);
 * null for anyone else.
 */
export async function countUnfinishedLessonLogs(
  db: DbOrTx,
  actor: Actor,
): Promise<{ count: number; days: number } | null> {
  if (!hasRole(actor, "teacher", "staff")) return null;
  const count = await countUnfinishedTeachingLogs(db, actor.id, UNFINISHED_LESSON_LOG_DAYS);
  return { count, days: UNFINISHED_LESSON_LOG_DAYS };
}

/**
 * GET lesson-logs/unfinished (the teacher's home prompt, spec 03 §8): the logs the caller taught in
 * the last UNFINISHED_LESSON_LOG_DAYS days whose lesson content is still empty, how many and the
 * latest few. Staff may ask for a teacher's (teacher_user_id); a teacher only for their own.
 */
export async function unfinishedLessonLogs(
  db: DbOrTx,
  actor: Actor,
  query: UnfinishedLessonLogsQuery,
  locale: Locale = "en",
): Promise<UnfinishedLessonLogs> {
  const teacherId = query.teacher_user_id ?? actor.id;
  if (teacherId !== actor.id && !isStaff(actor)) throw forbidden();
  const rows = await listUnfinishedTeachingLogs(
    db,
    teacherId,
    UNFINISHED_LESSON_LOG_DAYS,
    UNFINISHED_LESSON_LOGS_SHOWN,
  );
  return {
    count: Number(rows[0]?.total ?? 0),
    days: UNFINISHED_LESSON_LOG_DAYS,
    data: rows.map((row) => ({
      id: row.id,
      session_class: classBriefDto(
        {
          id: row.session_class_id,
          name: row.class_name,
          courseSessionId: row.course_session_id,
          translations: row.class_translations,
        },
        locale,
      ),
      started_at: new Date(row.started_at).toISOString(),
      started_at_local: row.started_at_local,
      timezone: row.timezone,
    })),
  };
}
