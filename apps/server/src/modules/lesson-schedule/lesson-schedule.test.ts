import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { queryRows } from "../../db/query-rows";
import { buildLessonWorld, type LessonWorld } from "../lessons/lessons.test-helpers";

let ctx: TestContext;
let w: LessonWorld;

const count = async () =>
  Number(
    (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from planned_lessons`))[0]
      ?.n,
  );

beforeAll(async () => {
  ctx = await createTestApp();
  w = await buildLessonWorld(ctx);
  // The group class keeps New York time (DST from 2026-03-08); the private class the default Asia/Taipei.
  await ctx.database.db.execute(
    sql`update session_classes set timezone = 'America/New_York' where id = ${w.groupClass}`,
  );
});
afterAll(() => ctx.close());

const planned = (classId: number) => `/api/session-classes/${classId}/planned-lessons`;

describe("planned lessons", () => {
  it("a teacher plans a lesson of their class in its time zone (Asia/Taipei, UTC+8)", async () => {
    const res = await w.call(
      "POST",
      planned(w.privateClass),
      { date: "2026-03-02", time: "14:00", duration_minutes: 90, note: "Unit 3" },
      "teacher",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      skipped: 0,
      data: [
        {
          session_class_id: w.privateClass,
          starts_at: "2026-03-02T06:00:00.000Z",
          ends_at: "2026-03-02T07:30:00.000Z",
          date: "2026-03-02",
          time: "14:00",
          timezone: "Asia/Taipei",
          duration_minutes: 90,
          note: "Unit 3",
          series_id: null,
          logged: false,
          notified_at: null,
        },
      ],
    });
    // The same lesson again is skipped, not doubled.
    const again = await w.call(
      "POST",
      planned(w.privateClass),
      { date: "2026-03-02", time: "14:00", duration_minutes: 90 },
      "teacher",
    );
    expect(again.json()).toMatchObject({ data: [], skipped: 1 });
  });

  it("a weekly series across New York's DST change keeps the wall clock (18:00 EST, then EDT)", async () => {
    const res = await w.call(
      "POST",
      planned(w.groupClass),
      { date: "2026-03-01", time: "18:00", duration_minutes: 60, weekdays: [1, 3], until: "2026-03-11" },
      "teacher2",
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as Array<{ starts_at: string; date: string; series_id: string }>;
    expect(data.map((l) => [l.date, l.starts_at])).toEqual([
      ["2026-03-02", "2026-03-02T23:00:00.000Z"],
      ["2026-03-04", "2026-03-04T23:00:00.000Z"],
      ["2026-03-09", "2026-03-09T22:00:00.000Z"],
      ["2026-03-11", "2026-03-11T22:00:00.000Z"],
    ]);
    expect(new Set(data.map((l) => l.series_id)).size).toBe(1);
    expect(data[0]?.series_id).toBeTruthy();
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const before = await count();
    const cases: Array<[object, string]> = [
      [{ date: "2026-03-01", time: "18:00", duration_minutes: 60, weekdays: [1] }, "until"],
      [
        { date: "2026-01-01", time: "18:00", duration_minutes: 60, weekdays: [1, 4], until: "2026-12-31" },
        "until",
      ],
      [
        { date: "2026-03-05", time: "18:00", duration_minutes: 60, weekdays: [1], until: "2026-03-01" },
        "until",
      ],
      [{ date: "2026-02-30", time: "18:00", duration_minutes: 60 }, "date"],
      [{ date: "2026-03-01", time: "25:00", duration_minutes: 60 }, "time"],
      [{ date: "2026-03-01", time: "10:00", duration_minutes: 0 }, "duration_minutes"],
      [{ date: "2026-03-01", time: "10:00", duration_minutes: 60, timezone: "Mars/Base" }, "timezone"],
      [
        { date: "2026-03-01", time: "10:00", duration_minutes: 60, weekdays: [7], until: "2026-03-09" },
        "weekdays.0",
      ],
    ];
    for (const [body, field] of cases) {
      const res = await w.call("POST", planned(w.groupClass), body, "staff");
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(await count()).toBe(before);
  });

  it("a teacher of another class, a parent and a student may not write; 52 lessons is the most", async () => {
    const body = { date: "2026-04-01", time: "10:00", duration_minutes: 60 };
    expect((await w.call("POST", planned(w.privateClass), body, "teacher2")).statusCode).toBe(403);
    expect((await w.call("POST", planned(w.privateClass), body, "parent")).statusCode).toBe(403);
    expect((await w.call("POST", planned(w.privateClass), body, "student")).statusCode).toBe(403);
    expect((await w.call("POST", planned(w.privateClass), body, "anon")).statusCode).toBe(401);
    expect((await w.call("POST", planned(999_999), body, "staff")).statusCode).toBe(404);
    const year = await w.call(
      "POST",
      planned(w.privateClass),
      { ...body, date: "2027-01-04", weekdays: [1], until: "2027-12-27" },
      "staff",
    );
    expect(year.statusCode, year.body).toBe(200);
    expect(year.json().data).toHaveLength(52);
  });

  it("reads: staff and the class's teacher edit; its students and their parents read; others are refused", async () => {
    const from = "?from=2026-03-01&until=2026-03-31";
    const asTeacher = await w.call("GET", `${planned(w.privateClass)}${from}`, undefined, "teacher");
    expect(asTeacher.statusCode).toBe(200);
    expect(asTeacher.json()).toMatchObject({ can_edit: true, data: [{ date: "2026-03-02" }] });
    for (const who of ["parent", "student", "student2"]) {
      const res = await w.call("GET", `${planned(w.privateClass)}${from}`, undefined, who);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toMatchObject({ can_edit: false, data: [{ time: "14:00" }] });
    }
    expect(
      (await w.call("GET", `${planned(w.privateClass)}${from}`, undefined, "staff")).json().can_edit,
    ).toBe(true);
    for (const who of ["teacher2", "parent2", "student3", "editor"])
      expect((await w.call("GET", planned(w.privateClass), undefined, who)).statusCode, who).toBe(403);
    expect(
      (await w.call("GET", `${planned(w.groupClass)}${from}`, undefined, "parent2")).json().data,
    ).toHaveLength(4);
  });

  it("edits and deletes: moving re-arms the notice, a taken start is 409, a log marks the lesson logged", async () => {
    const list = await w.call(
      "GET",
      `${planned(w.groupClass)}?from=2026-03-01&until=2026-03-31`,
      undefined,
      "staff",
    );
    const [first, second] = list.json().data as Array<{ id: number }>;
    await ctx.database.db.execute(
      sql`update planned_lessons set notified_at = now() where id = ${first?.id}`,
    );
    expect(
      (await w.call("PATCH", `/api/planned-lessons/${first?.id}`, { time: "19:30" }, "teacher")).statusCode,
    ).toBe(403);
    const moved = await w.call(
      "PATCH",
      `/api/planned-lessons/${first?.id}`,
      { time: "19:30", note: "moved" },
      "teacher2",
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      starts_at: "2026-03-03T00:30:00.000Z",
      date: "2026-03-02",
      time: "19:30",
      note: "moved",
      notified_at: null,
    });
    const clash = await w.call(
      "PATCH",
      `/api/planned-lessons/${first?.id}`,
      { date: "2026-03-04", time: "18:00" },
      "teacher2",
    );
    expect(clash.statusCode).toBe(409);
    expect((await w.call("PATCH", "/api/planned-lessons/999999", { note: "x" }, "staff")).statusCode).toBe(
      404,
    );
    expect(
      (await w.call("PATCH", `/api/planned-lessons/${first?.id}`, { time: "7pm" }, "staff")).statusCode,
    ).toBe(422);

    const log = await w.call(
      "POST",
      "/api/group-lesson-log",
      {
        class_id: w.groupClass,
        started_at: "2026-03-04 18:10:00",
        students: [{ student_class_ticket_id: w.tickets.student3 }],
      },
      "teacher2",
    );
    expect(log.statusCode, log.body).toBe(200);
    const after = await w.call(
      "GET",
      `${planned(w.groupClass)}?from=2026-03-01&until=2026-03-31`,
      undefined,
      "staff",
    );
    expect(after.json().data.map((l: { logged: boolean }) => l.logged)).toEqual([false, true, false, false]);

    expect(
      (await w.call("DELETE", `/api/planned-lessons/${second?.id}`, undefined, "teacher")).statusCode,
    ).toBe(403);
    expect(
      (await w.call("DELETE", `/api/planned-lessons/${second?.id}`, undefined, "teacher2")).statusCode,
    ).toBe(200);
    expect(
      (await w.call("DELETE", `/api/planned-lessons/${second?.id}`, undefined, "teacher2")).statusCode,
    ).toBe(404);
  });
});
