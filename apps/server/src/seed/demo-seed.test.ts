import { ATTENDANCE_STATUSES, PRIVATE_LESSON_PROGRESS } from "@edu/shared/lessons";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/helpers/test-app";
import { signIn } from "../../test/helpers/users";
import { queryRows } from "../db/query-rows";
import { DEMO_SEEDS, DEMO_USERS, runSeeds } from ".";
import { demoTerms } from "./steps/demo-calendar";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_PASSWORD: "demo-password-test" });
  await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log });
});
afterAll(() => ctx.close());

const login = (username: string, password = "demo-password-test") =>
  ctx.app.inject({ method: "POST", url: "/api/login", payload: { username, password } });
const today = new Date().toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe("demo data", () => {
  it("lets every active demo account sign in with DEMO_PASSWORD", async () => {
    for (const demo of DEMO_USERS.filter((u) => u.isActive !== false)) {
      const res = await login(demo.username);
      expect(res.statusCode, demo.username).toBe(200);
      expect(res.json().user.all_roles).toEqual(expect.arrayContaining(demo.roles));
    }
  });

  it("links the parent to two children and keeps one account inactive", async () => {
    const parent = (await login("parent")).json().user;
    expect(parent.student_ids).toHaveLength(2);
    expect((await login("former")).json().message).toBe("Blocked");
  });

  it("runs sessions for one term each, with their classes inside them", async () => {
    const sessions = await queryRows<{ id: number; title: string; start_date: string; end_date: string }>(
      ctx.database.db,
      sql`select id, title, start_date::text, end_date::text from course_sessions
          where id > 10 and start_date is not null and end_date is not null`,
    );
    expect(sessions.length).toBeGreaterThanOrEqual(5);
    for (const session of sessions) {
      const days = daysBetween(session.start_date, session.end_date);
      expect(days, session.title).toBeGreaterThan(0);
      expect(days, session.title).toBeLessThanOrEqual(120);
    }
    const classes = await queryRows<{
      name: string;
      start_date: string | null;
      end_date: string | null;
      session_start: string | null;
      session_end: string | null;
    }>(
      ctx.database.db,
      sql`select c.name, c.start_date::text, c.end_date::text,
                 s.start_date::text as session_start, s.end_date::text as session_end
          from session_classes c join course_sessions s on s.id = c.course_session_id`,
    );
    for (const cls of classes) {
      if (cls.start_date && cls.session_start)
        expect(cls.start_date >= cls.session_start, cls.name).toBe(true);
      if (cls.end_date && cls.session_end) expect(cls.end_date <= cls.session_end, cls.name).toBe(true);
    }
    // An ended class (read-only pages) in a session that has ended too; the SAT class still runs.
    const ended = classes.filter((cls) => cls.end_date && cls.end_date < today);
    expect(ended.length).toBeGreaterThan(0);
    // (Private lessons sit in the private kinds' sessions, which have no dates: they end on their own.)
    for (const cls of ended.filter((c) => c.session_start || c.session_end))
      expect(cls.session_end && cls.session_end < today, cls.name).toBe(true);
    const sat = classes.find((cls) => cls.name === "SAT Reading & Writing A");
    expect(sat?.end_date && sat.end_date >= today).toBe(true);
  });

  it("lists only students without a class of that session as waiting for placement", async () => {
    const admin = await signIn(ctx.app, "admin", "demo-password-test");
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/student-class-tickets-paid-but-no-placement?per_page=100",
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const waiting = res.json().data as { student_user_id: number; course_session_id: number }[];
    expect(waiting.length).toBeGreaterThan(0);
    const placed = await queryRows<{ student_user_id: number; course_session_id: number }>(
      ctx.database.db,
      sql`select student_user_id, course_session_id from student_class_tickets where session_class_id is not null`,
    );
    for (const ticket of waiting)
      expect(placed).not.toContainEqual({
        student_user_id: ticket.student_user_id,
        course_session_id: ticket.course_session_id,
      });
    // The demo student's SAT enrollment is the ticket placed in SAT Reading & Writing A (classroom 301).
    const [ethan] = await queryRows<{ classroom: string; enrolled_session_id: number | null }>(
      ctx.database.db,
      sql`select t.classroom, t.enrolled_session_id from student_class_tickets t
          join users u on u.id = t.student_user_id join session_classes c on c.id = t.session_class_id
          where u.username = 'student' and c.name = 'SAT Reading & Writing A'`,
    );
    expect(ethan).toMatchObject({ classroom: "301", enrolled_session_id: expect.any(Number) });
  });

  it("keeps the SAT course the landing page links to at /classes/18", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/courses/18" });
    expect(res.statusCode).toBe(200);
    expect(res.json().category).toBe("SAT");
  });

  it("has private lessons in every progress state, invitations in every reply state, and meet-and-greets", async () => {
    const admin = await signIn(ctx.app, "admin", "demo-password-test");
    const lessons = await ctx.app.inject({
      method: "GET",
      url: "/api/private-lessons?page_size=100",
      headers: admin,
    });
    expect(lessons.statusCode).toBe(200);
    const progress = new Set((lessons.json().data as { progress: string }[]).map((row) => row.progress));
    expect([...progress].sort()).toEqual([...PRIVATE_LESSON_PROGRESS].sort());
    const replies = await queryRows<{ replied_status: number }>(
      ctx.database.db,
      sql`select distinct replied_status from teacher_invitations order by replied_status`,
    );
    expect(replies.map((row) => Number(row.replied_status))).toEqual([0, 1, 2]);
    const [meetings] = await queryRows<{ past: number; future: number }>(
      ctx.database.db,
      sql`select count(*) filter (where started_at <= now())::int as past,
                 count(*) filter (where started_at > now())::int as future from greet_meetings`,
    );
    expect(meetings).toMatchObject({ past: expect.any(Number), future: expect.any(Number) });
    expect(meetings?.past).toBeGreaterThan(0);
    expect(meetings?.future).toBeGreaterThan(0);
  });

  it("logs a term of lessons with varied attendance, none in the future, for group and private classes", async () => {
    const logs = await queryRows<{ kind: string; n: number; statuses: number; future: number }>(
      ctx.database.db,
      sql`select t.kind, count(distinct t.id)::int as n, count(distinct l.attendance_status)::int as statuses,
                 count(*) filter (where t.started_at > now())::int as future
          from teaching_logs t join lesson_logs l on l.teaching_log_id = t.id group by t.kind order by t.kind`,
    );
    expect(logs.map((row) => row.kind)).toEqual(["group", "private"]);
    for (const row of logs) {
      expect(row.n, row.kind).toBeGreaterThanOrEqual(5);
      expect(row.future, row.kind).toBe(0);
    }
    const [all] = await queryRows<{ statuses: number }>(
      ctx.database.db,
      sql`select count(distinct attendance_status)::int as statuses from lesson_logs`,
    );
    expect(all?.statuses).toBe(ATTENDANCE_STATUSES.length);
  });

  it("shows the parent their children's attendance, and the teacher only their classes'", async () => {
    const parent = (await login("parent")).json().user as { student_ids: number[] };
    const headers = await signIn(ctx.app, "parent", "demo-password-test");
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/student-attendances?page_size=100",
      headers,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { student: { id: number }; attendance_key: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.student.id))).toEqual(new Set(parent.student_ids));
    expect(new Set(rows.map((row) => row.attendance_key)).size).toBeGreaterThanOrEqual(3);

    const teacher = await signIn(ctx.app, "teacher", "demo-password-test");
    const me = (await login("teacher")).json().user as { id: number };
    const taught = await ctx.app.inject({
      method: "GET",
      url: "/api/teaching-logs?page_size=100",
      headers: teacher,
    });
    expect(taught.statusCode).toBe(200);
    const mine = taught.json().data as { teacher_user_id: number }[];
    expect(mine.length).toBeGreaterThan(0);
    for (const log of mine) expect(log.teacher_user_id).toBe(me.id);
  });

  it("names every demo class and private lesson in both Chinese scripts, shown on Chinese pages", async () => {
    const missing = await queryRows<{ name: string }>(
      ctx.database.db,
      sql`select name from session_classes
          where coalesce(translations->'zh-TW'->>'name', '') = ''
             or coalesce(translations->'zh-CN'->>'name', '') = ''`,
    );
    expect(missing.map((row) => row.name)).toEqual([]);
    // The parent's attendance list names the classes in the reader's language.
    const headers = await signIn(ctx.app, "parent", "demo-password-test");
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/student-attendances?page_size=100",
      headers: { ...headers, "accept-language": "zh-TW" },
    });
    const classes = res.json().data as { session_class: { name: string; localized: { name: string } } }[];
    expect(classes.length).toBeGreaterThan(0);
    for (const { session_class } of classes)
      expect(session_class.localized.name, session_class.name).toMatch(/[\u4e00-\u9fff]/);
  });

  it("opens the demo counselor's and parent's counseling portal, and asks the admin for a school list first", async () => {
    const typeOf = async (username: string) => {
      const headers = await signIn(ctx.app, username, "demo-password-test");
      const res = await ctx.app.inject({ method: "GET", url: "/api/counseling-schools-type", headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().schools_type;
    };
    expect([await typeOf("teacher"), await typeOf("parent"), await typeOf("admin")]).toEqual([
      "DEFAULT",
      "DEFAULT",
      null,
    ]);
  });

  it("is idempotent: a second run adds nothing", async () => {
    expect(await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log })).toEqual([]);
  });
});

describe("demoTerms", () => {
  it.each(["2026-01-05", "2026-02-20", "2026-06-20", "2026-07-10", "2026-08-25", "2026-11-23", "2026-12-28"])(
    "on %s: the current term has not ended, the previous one has, the next summer is ahead",
    (day) => {
      const { previous, current, next, summer, spring } = demoTerms(new Date(`${day}T08:00:00Z`));
      expect(current.end >= day).toBe(true);
      expect(previous.end < day && previous.end < current.start).toBe(true);
      expect(next.start > current.end).toBe(true);
      expect(summer).toMatchObject({ name: "Summer" });
      expect(summer.end >= day && spring.end >= day).toBe(true);
      for (const term of [previous, current, next, summer, spring])
        expect(daysBetween(term.start, term.end)).toBeLessThanOrEqual(120);
    },
  );
});
