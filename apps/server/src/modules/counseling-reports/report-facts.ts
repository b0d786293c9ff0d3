import type { ReportFacts } from "@edu/shared/counseling-reports";
import { and, asc, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { schoolDayStart, schoolToday } from "../../school-calendar";
import { counselingEssays } from "../counseling-essays";
import { counselingSchools } from "../counseling-schools";
import { counselingMeetingLogs, counselingTasks } from "../counseling-tasks";
import { schoolAliases, schools } from "../schools";

/** The first day of the month and of the next, YYYY-MM-DD. */
export function monthDays(month: string): { first: string; next: string } {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, "0")}`;
  return { first: `${month}-01`, next: `${next}-01` };
}

type ChineseNames = { "zh-TW"?: string; "zh-CN"?: string };

/** Schools' default zh-TW and zh-CN aliases, so each parent reads the names they know. */
async function chineseNames(db: DbOrTx, ids: number[]): Promise<Map<number, ChineseNames>> {
  const names = new Map<number, ChineseNames>();
  if (ids.length === 0) return names;
  const rows = await db
    .select({ schoolId: schoolAliases.schoolId, lang: schoolAliases.lang, name: schoolAliases.name })
    .from(schoolAliases)
    .where(
      and(
        inArray(schoolAliases.schoolId, ids),
        inArray(schoolAliases.lang, ["zh-TW", "zh-CN"]),
        eq(schoolAliases.isDefault, true),
      ),
    );
  for (const row of rows) {
    const entry = names.get(row.schoolId) ?? {};
    entry[row.lang as "zh-TW" | "zh-CN"] = row.name;
    names.set(row.schoolId, entry);
  }
  return names;
}

export type FactsScope = { classId: number; studentId: number; month: string };
export type FactsClock = { now: Date; timeZone: string };

/**
 * What happened in a month, read from the lower modules' tables (read-only): the class's meetings, the
 * student's tasks created, finished (last changed to finished in the month), due in the month and still
 * open past their day, school-list rows added or changed, essays changed. The month is the school's:
 * timestamps are cut at its midnights, dates compared as dates.
 */
export async function collectFacts(db: DbOrTx, scope: FactsScope, clock: FactsClock): Promise<ReportFacts> {
  const { first, next } = monthDays(scope.month);
  const from = schoolDayStart(first, clock.timeZone);
  const to = schoolDayStart(next, clock.timeZone);
  const today = schoolToday(clock.now, clock.timeZone);
  // Overdue as of the month's end, or today while the month runs.
  const overdueBefore = [today, next].sort()[0] as string;
  const t = counselingTasks;
  const taskFields = { id: t.id, title: t.title, status: t.status, due_date: t.dueDate };
  const ofStudent = eq(t.studentUserId, scope.studentId);
  const [meetings, created, finished, due, overdue, schoolRows, essays] = await readAll(db, [
    () =>
      db
        .select()
        .from(counselingMeetingLogs)
        .where(
          and(
            eq(counselingMeetingLogs.sessionClassId, scope.classId),
            gte(counselingMeetingLogs.meetingDate, first),
            lt(counselingMeetingLogs.meetingDate, next),
          ),
        )
        .orderBy(asc(counselingMeetingLogs.meetingDate), asc(counselingMeetingLogs.id)),
    () =>
      db
        .select(taskFields)
        .from(t)
        .where(and(ofStudent, gte(t.createdAt, from), lt(t.createdAt, to)))
        .orderBy(asc(t.id)),
    () =>
      db
        .select(taskFields)
        .from(t)
        .where(and(ofStudent, eq(t.status, "finished"), gte(t.updatedAt, from), lt(t.updatedAt, to)))
        .orderBy(asc(t.id)),
    () =>
      db
        .select(taskFields)
        .from(t)
        .where(and(ofStudent, gte(t.dueDate, first), lt(t.dueDate, next)))
        .orderBy(asc(t.dueDate), asc(t.id)),
    () =>
      db
        .select(taskFields)
        .from(t)
        .where(and(ofStudent, ne(t.status, "finished"), lt(t.dueDate, overdueBefore)))
        .orderBy(asc(t.dueDate), asc(t.id)),
    () =>
      db
        .select({
          id: counselingSchools.id,
          school_id: counselingSchools.schoolId,
          school_name: schools.nameEn,
          created_at: counselingSchools.createdAt,
          category: counselingSchools.category,
          application_status: counselingSchools.applicationStatus,
          admissions_result: counselingSchools.admissionsResult,
        })
        .from(counselingSchools)
        .innerJoin(schools, eq(schools.id, counselingSchools.schoolId))
        .where(
          and(
            eq(counselingSchools.studentUserId, scope.studentId),
            sql`(${counselingSchools.createdAt} >= ${from} and ${counselingSchools.createdAt} < ${to}
              or ${counselingSchools.updatedAt} >= ${from} and ${counselingSchools.updatedAt} < ${to})`,
          ),
        )
        .orderBy(asc(counselingSchools.id)),
    () =>
      db
        .select({
          id: counselingEssays.id,
          title: counselingEssays.title,
          prompt: counselingEssays.prompt,
          status: counselingEssays.status,
          word_count: counselingEssays.wordCount,
        })
        .from(counselingEssays)
        .where(
          and(
            eq(counselingEssays.studentUserId, scope.studentId),
            gte(counselingEssays.updatedAt, from),
            lt(counselingEssays.updatedAt, to),
          ),
        )
        .orderBy(asc(counselingEssays.id)),
  ]);
  const chinese = await chineseNames(
    db,
    schoolRows.map((row) => row.school_id),
  );
  return {
    meetings: meetings.map((log) => ({
      id: log.id,
      date: log.meetingDate,
      attendee_count: log.attendeeUserIds.length,
      next_steps: log.nextSteps,
    })),
    tasks: { created, finished, due, overdue },
    schools: schoolRows.map(({ created_at, ...row }) => ({
      ...row,
      chinese_names: chinese.get(row.school_id) ?? {},
      change: created_at >= from && created_at < to ? ("added" as const) : ("updated" as const),
    })),
    essays: essays.map(({ prompt, ...essay }) => ({
      ...essay,
      // An essay without a title is known by its prompt.
      title: essay.title || prompt.slice(0, 120),
      change: essay.status === "finished" ? ("finished" as const) : ("updated" as const),
    })),
  };
}
