import { sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { buildLessonWorld, inChinese, type LessonWorld } from "./lessons.test-helpers";

let ctx: TestContext;
let w: LessonWorld;
const soon = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/** Reads a feed as a calendar program does: GET without credentials, parsed by a real iCal parser. */
async function readFeed(url: string) {
  const res = await ctx.app.inject({ method: "GET", url: new URL(url).pathname });
  if (res.statusCode !== 200) return { status: res.statusCode, events: [] };
  expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  const events = calendar.getAllSubcomponents("vevent").map((v) => {
    const e = new ICAL.Event(v);
    return {
      summary: e.summary,
      start: e.startDate.toJSDate().toISOString(),
      minutes: e.duration.toSeconds() / 60,
    };
  });
  return { status: 200, events };
}

const feedOf = async (who: string) =>
  (await w.call("POST", "/api/calendar-feed", undefined, who)).json().url as string;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  w = await buildLessonWorld(ctx);
  const log = await w.call(
    "POST",
    "/api/lesson-log",
    {
      class_id: w.privateClass,
      started_at: `${soon} 14:00:00`,
      duration_hours: 1,
      duration_minutes: 30,
      students: [{ student_class_ticket_id: w.tickets.student }],
    },
    "teacher",
  );
  expect(log.statusCode, log.body).toBe(200);
});
afterAll(() => ctx.close());

describe("calendar feeds", () => {
  it("a parent's address lists the children's lessons; the teacher's their classes'; others see nothing of them", async () => {
    const parent = await readFeed(await feedOf("parent"));
    expect(parent.events).toEqual([
      { summary: "Private SAT (student)", start: new Date(`${soon}T06:00:00Z`).toISOString(), minutes: 90 },
    ]);
    const teacher = await readFeed(await feedOf("teacher"));
    expect(teacher.events.map((e) => e.summary)).toEqual(["Private SAT"]);
    expect((await readFeed(await feedOf("parent2"))).events).toEqual([]);
    expect((await readFeed(await feedOf("teacher2"))).events).toEqual([]);
  });

  it("is always current: a lesson logged later appears on the next read", async () => {
    const url = await feedOf("student2");
    expect((await readFeed(url)).events).toEqual([]);
    await w.call(
      "POST",
      "/api/lesson-log",
      {
        class_id: w.privateClass,
        started_at: `${soon} 16:00`,
        students: [{ student_class_ticket_id: w.tickets.student2 }],
      },
      "teacher",
    );
    expect((await readFeed(url)).events).toHaveLength(1);
  });

  it("a new address or a revoke stops the old one; a deactivated user's address stops too", async () => {
    const first = await feedOf("student");
    expect((await readFeed(first)).status).toBe(200);
    const second = await feedOf("student");
    expect((await readFeed(first)).status).toBe(404);
    expect((await readFeed(second)).status).toBe(200);
    expect((await w.call("GET", "/api/calendar-feed", undefined, "student")).json()).toMatchObject({
      active: true,
    });
    await w.call("DELETE", "/api/calendar-feed", undefined, "student");
    expect((await readFeed(second)).status).toBe(404);
    const parent = await feedOf("parent");
    await ctx.database.db.execute(sql`update users set is_active = false where id = ${w.ids.parent}`);
    expect((await readFeed(parent)).status).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/api/calendar-feed/not-a-token" })).statusCode).toBe(
      422,
    );
    expect((await w.call("POST", "/api/calendar-feed", undefined, "anon")).statusCode).toBe(401);
  });

  it("lists planned lessons ahead until their log is written (then the logged lesson instead)", async () => {
    const later = new Date(Date.parse(`${soon}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const plan = await w.call(
      "POST",
      `/api/session-classes/${w.privateClass}/planned-lessons`,
      { date: later, time: "10:00", duration_minutes: 45 },
      "teacher",
    );
    expect(plan.statusCode, plan.body).toBe(200);
    // A lesson planned in the past is not listed.
    await w.call("POST", `/api/session-classes/${w.privateClass}/planned-lessons`, {
      date: "2026-01-05",
      time: "10:00",
      duration_minutes: 45,
    });
    const plannedEvent = {
      summary: "Private SAT (student)",
      start: new Date(`${later}T02:00:00Z`).toISOString(),
      minutes: 45,
    };
    const student = await feedOf("student");
    expect((await readFeed(student)).events).toContainEqual(plannedEvent);
    expect((await readFeed(student)).events).toHaveLength(2);
    const teacher = await readFeed(await feedOf("teacher"));
    expect(teacher.events).toContainEqual({ ...plannedEvent, summary: "Private SAT" });
    expect((await readFeed(await feedOf("student3"))).events).toEqual([]);

    const log = await w.call(
      "POST",
      "/api/lesson-log",
      {
        class_id: w.privateClass,
        started_at: `${later} 10:05`,
        duration_hours: 0,
        duration_minutes: 50,
        students: [{ student_class_ticket_id: w.tickets.student }],
      },
      "teacher",
    );
    expect(log.statusCode, log.body).toBe(200);
    const events = (await readFeed(student)).events;
    expect(events).toHaveLength(2);
    expect(events).toContainEqual({
      ...plannedEvent,
      start: new Date(`${later}T02:05:00Z`).toISOString(),
      minutes: 50,
    });
  });

  it("titles the events in the owner's language (zh-TW owner, translated class; the base name otherwise)", async () => {
    await inChinese(ctx, w.privateClass, "私人 SAT 課", ["student"], async () => {
      const student = await readFeed(await feedOf("student"));
      expect(student.events.length).toBeGreaterThan(0);
      expect(student.events.every((e) => e.summary === "私人 SAT 課 (student)")).toBe(true);
      const teacher = await readFeed(await feedOf("teacher"));
      expect(teacher.events.length).toBeGreaterThan(0);
      expect(teacher.events.every((e) => e.summary === "Private SAT")).toBe(true);
    });
    // Another class translated: the student's class keeps its base name.
    await inChinese(ctx, w.groupClass, "SAT 團體 A 班", ["student"], async () => {
      const student = await readFeed(await feedOf("student"));
      expect(student.events.every((e) => e.summary === "Private SAT (student)")).toBe(true);
    });
  });

  it("names the student as the product does: family name first without a space in Chinese, given first otherwise", async () => {
    const db = ctx.database.db;
    const named = async (first: string, last: string) => {
      await db.execute(
        sql`update users set first_name = ${first}, last_name = ${last} where id = ${w.ids.student}`,
      );
      const events = (await readFeed(await feedOf("student"))).events;
      expect(events.length).toBeGreaterThan(0);
      return [...new Set(events.map((e) => e.summary))];
    };
    try {
      expect(await named("美玲", "王")).toEqual(["Private SAT (王美玲)"]);
      expect(await named("Mei-Ling", "Wang")).toEqual(["Private SAT (Mei-Ling Wang)"]);
      // A zh-TW owner: the same order (the script decides, not the language).
      await db.execute(sql`update users set lang = 'zh-TW' where id = ${w.ids.student}`);
      expect(await named("美玲", "王")).toEqual(["Private SAT (王美玲)"]);
    } finally {
      await db.execute(
        sql`update users set first_name = 'student', last_name = '', lang = 'en' where id = ${w.ids.student}`,
      );
    }
  });
});
