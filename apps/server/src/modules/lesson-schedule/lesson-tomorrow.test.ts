import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { queryRows } from "../../db/query-rows";
import { buildLessonWorld, inChinese, type LessonWorld } from "../lessons/lessons.test-helpers";
import { runLessonTomorrowOnce } from "./lesson-tomorrow";

let ctx: TestContext;
let w: LessonWorld;
type Pushed = { userId: number; text: string; kind: string };
const pushed: Pushed[] = [];
const pushLine = async (_tx: unknown, message: Pushed) => {
  pushed.push(message);
  return pushed.length;
};
const run = (iso: string) =>
  runLessonTomorrowOnce(ctx.database.db, new Date(iso), { publicUrl: "http://app.test", pushLine });

const mails = () =>
  queryRows<{ to_address: string; subject: string; text_body: string; locale: string }>(
    ctx.database.db,
    sql`select to_address, subject, text_body, locale from mail_outbox where kind = 'lesson_tomorrow' order by id`,
  );

beforeAll(async () => {
  ctx = await createTestApp();
  w = await buildLessonWorld(ctx);
  await ctx.database.db.execute(sql`update users set lang = 'zh-TW' where id = ${w.ids.parent}`);
  await ctx.database.db.execute(sql`update users set lang = 'en' where id <> ${w.ids.parent}`);
  // Private SAT (teacher; student, student2; parent of student), Tuesday 2026-03-03 14:00 in Taipei.
  const res = await w.call("POST", `/api/session-classes/${w.privateClass}/planned-lessons`, {
    date: "2026-03-03",
    time: "14:00",
    duration_minutes: 90,
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => ctx.close());

describe("lesson tomorrow", () => {
  it("goes out at 18:00 the day before in the class's zone, once, to teachers, students and parents", async () => {
    // 17:59 Taipei on Monday: not yet.
    expect(await run("2026-03-02T09:59:00Z")).toEqual({ lessons: 0, mails: 0, lines: 0 });
    expect(await run("2026-03-02T10:00:00Z")).toEqual({ lessons: 1, mails: 4, lines: 4 });
    const sent = await mails();
    expect(sent.map((m) => m.to_address).sort()).toEqual(
      ["parent@example.com", "student2@example.com", "student@example.com", "teacher@example.com"].sort(),
    );
    const parent = sent.find((m) => m.to_address === "parent@example.com");
    expect(parent).toMatchObject({ locale: "zh-TW" });
    expect(parent?.subject).toBe("明天上課：Private SAT，2026-03-03 (週二) 14:00");
    const teacher = sent.find((m) => m.to_address === "teacher@example.com");
    expect(teacher?.subject).toBe("Lesson tomorrow: Private SAT, 2026-03-03 (Tue) 14:00");
    expect(teacher?.text_body).toContain(
      `http://app.test/session-classes/${w.privateClass}/attendance?tab=schedule`,
    );
    expect(pushed.map((p) => p.userId).sort()).toEqual(
      [w.ids.teacher, w.ids.student, w.ids.student2, w.ids.parent].sort(),
    );
    expect(pushed.every((p) => p.kind === "lesson_tomorrow")).toBe(true);
    // Later runs (a restart, another process) send nothing more.
    expect(await run("2026-03-02T10:05:00Z")).toMatchObject({ lessons: 0 });
    expect(await run("2026-03-03T05:00:00Z")).toMatchObject({ lessons: 0 });
    expect(await mails()).toHaveLength(4);
  });

  it("parallel runs announce each lesson once; a lesson already begun is not announced", async () => {
    const plan = (date: string, time: string) =>
      w.call("POST", `/api/session-classes/${w.groupClass}/planned-lessons`, {
        date,
        time,
        duration_minutes: 60,
      });
    expect((await plan("2026-03-10", "09:00")).statusCode).toBe(200);
    expect((await plan("2026-03-10", "15:00")).statusCode).toBe(200);
    expect((await plan("2026-03-09", "08:00")).statusCode).toBe(200);
    const before = (await mails()).length;
    // 2026-03-09 12:00 Taipei: the 08:00 lesson has begun; the two of the 10th are due.
    const runs = await Promise.all([run("2026-03-09T10:00:00Z"), run("2026-03-09T10:00:00Z")]);
    expect(runs.reduce((sum, r) => sum + r.lessons, 0)).toBe(2);
    // teacher2 and student3 (parent2 too) for each lesson.
    expect((await mails()).length - before).toBe(6);
    const [late] = await queryRows<{ notified_at: string | null }>(
      ctx.database.db,
      sql`select notified_at from planned_lessons where session_class_id = ${w.groupClass} order by starts_at limit 1`,
    );
    expect(late?.notified_at).toBeNull();
  });

  it("a moved lesson is announced again", async () => {
    const [lesson] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from planned_lessons where session_class_id = ${w.privateClass}`,
    );
    const moved = await w.call(
      "PATCH",
      `/api/planned-lessons/${lesson?.id}`,
      { date: "2026-03-05" },
      "teacher",
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await run("2026-03-04T09:00:00Z")).toMatchObject({ lessons: 0 });
    expect(await run("2026-03-04T10:00:00Z")).toMatchObject({ lessons: 1, mails: 4 });
  });

  it("names the class in each person's language (zh-TW parent, translated class)", async () => {
    await inChinese(ctx, w.privateClass, "私人 SAT 課", [], async () => {
      const res = await w.call("POST", `/api/session-classes/${w.privateClass}/planned-lessons`, {
        date: "2026-03-20",
        time: "14:00",
        duration_minutes: 90,
      });
      expect(res.statusCode, res.body).toBe(200);
      const before = (await mails()).length;
      expect(await run("2026-03-19T10:00:00Z")).toMatchObject({ lessons: 1, mails: 4 });
      const sent = (await mails()).slice(before);
      const parent = sent.find((m) => m.to_address === "parent@example.com");
      expect(parent?.subject).toBe("明天上課：私人 SAT 課，2026-03-20 (週五) 14:00");
      expect(parent?.text_body).toContain("「私人 SAT 課」");
      const teacher = sent.find((m) => m.to_address === "teacher@example.com");
      expect(teacher?.subject).toBe("Lesson tomorrow: Private SAT, 2026-03-20 (Fri) 14:00");
    });
  });
});
