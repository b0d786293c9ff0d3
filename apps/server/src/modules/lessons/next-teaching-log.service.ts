import type { Locale } from "@edu/shared";
import {
  DEFAULT_ATTENDANCE_STATUS,
  DEFAULT_CLASS_TEST_TYPE,
  DEFAULT_LESSON_DURATION,
  type NextTeachingLog,
} from "@edu/shared/lessons";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { type Actor, isStaff } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { findClassInfo, placedTickets } from "./class-access";
import { assertTeachesOrStaff } from "./lesson-log-rules";
import { classBriefDto } from "./lesson-log-views";
import {
  findPeople,
  findTeacherTerms,
  findTeachingLog,
  latestTeachingLog,
  listStudentTerms,
} from "./lesson-logs.repository";
import { toPerson } from "./person-brief";

const addDays = (local: string, days: number): string => {
  const [date = "", time = "00:00:00"] = local.split(" ");
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return `${d.toISOString().slice(0, 10)} ${time}`;
};

/**
 * GET next-teaching-log: the form of the class's next log. Teacher, salary, time zone and length
 * follow the last log (else the class and spec defaults); the start is a week after the last log,
 * else the class's first day; every student placed in the class, with their terms' fee (fees and
 * salary only for staff), attendance 1.
 */
export async function nextTeachingLog(
  db: DbOrTx,
  actor: Actor,
  classId: number,
  locale: Locale = "en",
): Promise<NextTeachingLog> {
  const cls = await findClassInfo(db, classId);
  if (!cls) throw notFound("session_class_not_found");
  await assertTeachesOrStaff(db, actor, classId);
  const staff = isStaff(actor);
  const last = await latestTeachingLog(db, classId);
  const lastLocal = last ? (await findTeachingLog(db, last.id))?.startedAtLocal : undefined;
  const teacherId = staff ? (last?.teacherUserId ?? null) : actor.id;
  const terms = teacherId ? await findTeacherTerms(db, classId, teacherId) : undefined;
  const seesSalary = staff || teacherId === actor.id;
  const tickets = await placedTickets(db, classId);
  const studentIds = [...tickets.values()];
  const [people, studentTerms] = await readAll(db, [
    () => findPeople(db, studentIds),
    () => listStudentTerms(db, classId, studentIds),
  ]);
  const minutes =
    last?.durationMinutes ?? DEFAULT_LESSON_DURATION.hours * 60 + DEFAULT_LESSON_DURATION.minutes;
  const classStart = cls.startDate ? `${cls.startDate} ${cls.timeFrom ?? "00:00:00"}` : null;
  return {
    class_id: cls.id,
    kind: cls.isPrivate ? "private" : "group",
    session_class: classBriefDto(cls, locale),
    previous_teaching_log_id: last?.id ?? null,
    test_type: DEFAULT_CLASS_TEST_TYPE,
    teacher_user_id: teacherId,
    salary: seesSalary
      ? last && last.teacherUserId === teacherId
        ? last.salary
        : (terms?.salary ?? 0)
      : null,
    salary_currency: seesSalary
      ? last && last.teacherUserId === teacherId
        ? last.salaryCurrency
        : (terms?.salaryCurrency ?? "TWD")
      : null,
    started_at: lastLocal ? addDays(lastLocal, 7) : classStart,
    timezone: last?.timezone ?? cls.timezone,
    duration_hours: Math.floor(minutes / 60),
    duration_minutes: minutes % 60,
    students: [...tickets.entries()].flatMap(([ticketId, studentId]) => {
      const who = people.get(studentId);
      if (!who) return [];
      const own = studentTerms.get(studentId);
      return [
        {
          student_class_ticket_id: ticketId,
          student_user_id: studentId,
          student: toPerson(who),
          fee: staff ? (own?.fee ?? 0) : null,
          fee_currency: staff ? (own?.feeCurrency ?? "TWD") : null,
          attendance_status: DEFAULT_ATTENDANCE_STATUS,
          has_vocab_test: false,
        },
      ];
    }),
  };
}
