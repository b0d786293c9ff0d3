import { ATTENDANCE_STATUSES } from "@edu/shared/lessons";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { queryRows } from "../../db/query-rows";
import { markTeachingLogsClaimed } from "./lesson-logs.repository";
import { buildLessonWorld, type LessonWorld } from "./lessons.test-helpers";

// The callers' lists read per class and per student (scoped-page.ts): pages across several classes
// must come out in one latest-first order, never twice, with the right total.
let ctx: TestContext;
let w: LessonWorld;
/** Lesson log ids by `student@day`, teaching log ids by day. */
const lessons: Record<string, number> = {};
const teachings: Record<string, number> = {};

type Row = { id: number; started_at: string };
const pages = async (url: string, who: string, pageSize: number) => {
  const seen: Row[] = [];
  let total = -1;
  for (let page = 1; page <= 10; page += 1) {
    const res = await w.call(
      "GET",
      `${url}${url.includes("?") ? "&" : "?"}page=${page}&page_size=${pageSize}`,
      undefined,
      who,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: Row[]; total: number };
    total = body.total;
    if (body.data.length === 0) break;
    seen.push(...body.data);
  }
  return { ids: seen.map((row) => row.id), starts: seen.map((row) => row.started_at), total };
};
const latestFirst = (starts: string[]) => [...starts].sort().reverse();

beforeAll(async () => {
  ctx = await createTestApp();
  w = await buildLessonWorld(ctx);
  // `teacher` also teaches the group class (with teacher2), so their scope has two classes.
  await ctx.database.db.execute(
    sql`insert into session_class_teachers (session_class_id, user_id, role) values (${w.groupClass}, ${w.ids.teacher}, 'teacher')`,
  );
  const log = async (classId: number, path: string, day: string, students: string[], who: string) => {
    const res = await w.call(
      "POST",
      path,
      {
        class_id: classId,
        started_at: `${day} 10:00:00`,
        students: students.map((s) => ({ student_class_ticket_id: w.tickets[s] })),
      },
      who,
    );
    expect(res.statusCode, res.body).toBe(200);
    teachings[day] = res.json().id;
    for (const s of res.json().students) lessons[`${s.student.username}@${day}`] = s.id;
  };
  // Interleaved in time: private, group, private, group, private.
  await log(w.privateClass, "/api/lesson-log", "2026-03-02", ["student", "student2"], "teacher");
  await log(w.groupClass, "/api/group-lesson-log", "2026-03-04", ["student3"], "teacher2");
  await log(w.privateClass, "/api/lesson-log", "2026-03-09", ["student", "student2"], "teacher");
  await log(w.groupClass, "/api/group-lesson-log", "2026-03-11", ["student3"], "teacher2");
  await log(w.privateClass, "/api/lesson-log", "2026-03-16", ["student"], "teacher");
});
afterAll(() => ctx.close());

describe("lists of a teacher's several classes and a family's students", () => {
  it("student-attendances: a teacher's pages merge both classes latest first, each row once", async () => {
    const all = Object.values(lessons).sort((a, b) => a - b);
    const { ids, starts, total } = await pages("/api/student-attendances", "teacher", 2);
    expect(total).toBe(7);
    expect([...ids].sort((a, b) => a - b)).toEqual(all);
    expect(starts).toEqual(latestFirst(starts));
    // teacher2 teaches only the group class.
    const other = await pages("/api/student-attendances", "teacher2", 50);
    expect(other.ids.sort((a, b) => a - b)).toEqual(
      [lessons["student3@2026-03-04"], lessons["student3@2026-03-11"]].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
  });

  it("student-attendances: filters narrow each branch and never widen the scope", async () => {
    const group = await pages(`/api/student-attendances?class_id=${w.groupClass}`, "teacher", 1);
    expect(group.total).toBe(2);
    expect(group.ids).toEqual([lessons["student3@2026-03-11"], lessons["student3@2026-03-04"]]);
    const one = await pages(`/api/student-attendances?student_user_id=${w.ids.student2}`, "teacher", 1);
    expect(one.ids).toEqual([lessons["student2@2026-03-09"], lessons["student2@2026-03-02"]]);
    // A parent: their child's rows only, even when asking for a class or another child.
    const parent = await pages("/api/student-attendances", "parent", 2);
    expect(parent.ids).toEqual([
      lessons["student@2026-03-16"],
      lessons["student@2026-03-09"],
      lessons["student@2026-03-02"],
    ]);
    expect(parent.total).toBe(3);
    expect(
      (await pages(`/api/student-attendances?student_user_id=${w.ids.student2}`, "parent", 5)).ids,
    ).toEqual([]);
    // teacher2 asking for the private class they do not teach gets nothing.
    const foreign = await pages(`/api/student-attendances?class_id=${w.privateClass}`, "teacher2", 5);
    expect(foreign).toMatchObject({ ids: [], total: 0 });
  });

  it("teaching-logs: a teacher's pages merge both classes latest first; class filter and totals", async () => {
    const { ids, total } = await pages("/api/teaching-logs", "teacher", 2);
    expect(total).toBe(5);
    expect(ids).toEqual(
      ["2026-03-16", "2026-03-11", "2026-03-09", "2026-03-04", "2026-03-02"].map((day) => teachings[day]),
    );
    const group = await pages(`/api/teaching-logs?class_id=${w.groupClass}`, "teacher", 1);
    expect(group.ids).toEqual([teachings["2026-03-11"], teachings["2026-03-04"]]);
    const foreign = await pages(`/api/teaching-logs?class_id=${w.privateClass}`, "teacher2", 5);
    expect(foreign).toMatchObject({ ids: [], total: 0 });
  });
});

describe("teaching_logs.has_payable and payroll_claimed (the unpaid-logs index of payroll/users/unpaid)", () => {
  const flags = async (id: number | undefined) => {
    const [row] = await queryRows<{ has_payable: boolean; payroll_claimed: boolean }>(
      ctx.database.db,
      sql`select has_payable, payroll_claimed from teaching_logs where id = ${id}`,
    );
    return row;
  };
  const unpaidOf = async (teacherId: number | undefined) =>
    (
      await queryRows<{ id: number }>(
        ctx.database.db,
        sql`select id from teaching_logs where teacher_user_id = ${teacherId}
            and payroll_claimed = false and has_payable = true order by id`,
      )
    ).map((row) => row.id);

  it("the triggers' payable codes are ATTENDANCE_STATUSES' payable ones", () => {
    // migrations/0034_lessons_has_payable_triggers.sql writes `attendance_status in (1, 2, 4, 7, 8)`.
    expect(ATTENDANCE_STATUSES.filter((s) => s.payable).map((s) => s.code)).toEqual([1, 2, 4, 7, 8]);
  });

  it("follows attendance: false once no student's attendance is payable, true again after", async () => {
    const day = "2026-03-16";
    expect(await flags(teachings[day])).toEqual({ has_payable: true, payroll_claimed: false });
    const set = (status: number) =>
      w.call("PATCH", "/api/lesson-log/batch/attendance-status", {
        lesson_logs: [{ id: lessons[`student@${day}`], attendance_status: status }],
      });
    expect((await set(5)).statusCode).toBe(200);
    expect((await flags(teachings[day]))?.has_payable).toBe(false);
    expect(await unpaidOf(w.ids.teacher)).not.toContain(teachings[day]);
    expect((await set(7)).statusCode).toBe(200);
    expect((await flags(teachings[day]))?.has_payable).toBe(true);
  });

  it("markTeachingLogsClaimed takes a log out of the unpaid set and puts it back", async () => {
    const id = teachings["2026-03-09"] as number;
    expect(await unpaidOf(w.ids.teacher)).toContain(id);
    await markTeachingLogsClaimed(ctx.database.db, [id], true);
    expect(await unpaidOf(w.ids.teacher)).not.toContain(id);
    await markTeachingLogsClaimed(ctx.database.db, [id], false);
    expect(await unpaidOf(w.ids.teacher)).toContain(id);
  });
});
