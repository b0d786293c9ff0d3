import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { readAs } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { buildLessonWorld, inChinese, type LessonWorld, outboxOf } from "./lessons.test-helpers";

let ctx: TestContext;
let w: LessonWorld;

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(ctx.database.db, query))[0]?.n ?? 0);
const lessonCount = () => count(sql`select count(*)::int as n from private_lessons`);

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  w = await buildLessonWorld(ctx);
});
afterAll(() => ctx.close());

describe("POST add-custom-lesson", () => {
  it("is for admins and staff (401, 403); bad rows are field errors and nothing is written", async () => {
    const body = { title: "SAT Math 1:1" };
    expect((await w.call("POST", "/api/add-custom-lesson", body, "anon")).statusCode).toBe(401);
    expect((await w.call("POST", "/api/add-custom-lesson", body, "teacher")).statusCode).toBe(403);
    expect((await w.call("POST", "/api/add-custom-lesson", body, "parent")).statusCode).toBe(403);
    const classes = await count(sql`select count(*)::int as n from session_classes`);
    const lessons = await lessonCount();
    const bad = await w.call("POST", "/api/add-custom-lesson", {
      title: "SAT Math 1:1",
      lesson_requests: [
        { student_user_id: w.ids.teacher },
        { student_user_id: w.ids.student, default_parents_receivers: [w.ids.parent2] },
      ],
      teachers: [{ teacher_user_id: w.ids.student2 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      "lesson_requests.0.student_user_id": ["This user is not a student."],
      "lesson_requests.1.default_parents_receivers": ["This student is not linked to this parent."],
      "teachers.0.teacher_user_id": ["This user is not a teacher."],
    });
    const noTitle = await w.call("POST", "/api/add-custom-lesson", {
      title: " ",
      started_date: "2026-13-01",
    });
    expect(Object.keys(noTitle.json().errors).sort()).toEqual(["started_date", "title"]);
    expect(await count(sql`select count(*)::int as n from session_classes`)).toBe(classes);
    expect(await lessonCount()).toBe(lessons);
  });

  it("creates the lesson with the spec's defaults; rows without a user id are dropped; everyone new is A", async () => {
    const mails = await count(sql`select count(*)::int as n from mail_outbox`);
    const res = await w.call(
      "POST",
      "/api/add-custom-lesson",
      {
        title: "SAT Math 1:1",
        started_date: "0000-00-00",
        started_time: "00:00:00",
        admin_note: "Family prefers weekends",
        lesson_requests: [
          {
            student_user_id: w.ids.student,
            fee: 150_000,
            default_parents_receivers: [w.ids.parent],
            action_mode: "D",
          },
          { student_user_id: null, fee: 1 },
        ],
        teachers: [{ teacher_user_id: w.ids.teacher, salary: 80_000 }, { teacher_user_id: null }],
      },
      "staff",
    );
    expect(res.statusCode, res.body).toBe(200);
    const lesson = res.json();
    expect(lesson).toMatchObject({
      type: 1,
      course_session_id: 1,
      title: "SAT Math 1:1",
      started_date: null,
      started_time: null,
      started_at: null,
      timezone: "Asia/Taipei",
      duration_hours: 2,
      duration_minutes: 0,
      contact_tool_preference: 1,
      progress: "greet_not_scheduled",
      session_class_timeslots: [{ from: null, to: null, times: 2, per: "M" }],
      admin_note: "Family prefers weekends",
      changes: {
        lesson_requests: [{ student_user_id: w.ids.student, action_mode: "A" }],
        teachers: [{ teacher_user_id: w.ids.teacher, action_mode: "A" }],
      },
    });
    expect(lesson.lesson_requests).toEqual([
      expect.objectContaining({ student_user_id: w.ids.student, fee: 150_000, fee_currency: "TWD" }),
    ]);
    expect(lesson.lesson_requests[0].student_class_ticket_id).toEqual(expect.any(Number));
    expect(lesson.teachers).toEqual([
      expect.objectContaining({
        teacher_user_id: w.ids.teacher,
        salary: 80_000,
        salary_currency: "TWD",
        salary_unit: 3,
        need_to_intro: true,
        is_update_teacher_bio: true,
      }),
    ]);
    // The new teacher is mailed.
    expect(await count(sql`select count(*)::int as n from mail_outbox`)).toBe(mails + 1);
    const [mail] = await queryRows<{ to_address: string; kind: string }>(
      ctx.database.db,
      sql`select to_address, kind from mail_outbox order by id desc limit 1`,
    );
    expect(mail).toEqual({ to_address: "teacher@example.com", kind: "private_lesson" });

    // The teacher's lesson log is paid at the lesson's salary, the student billed at its fee.
    const log = await w.call(
      "POST",
      "/api/lesson-log",
      {
        class_id: lesson.id,
        started_at: "2026-03-02 14:00:00",
        students: [{ student_class_ticket_id: lesson.lesson_requests[0].student_class_ticket_id }],
      },
      "teacher",
    );
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().salary).toBe(80_000);
    const [fee] = await queryRows<{ fee: string }>(
      ctx.database.db,
      sql`select fee from lesson_logs where teaching_log_id = ${log.json().id}`,
    );
    expect(Number(fee?.fee)).toBe(150_000);
    const again = (await w.call("GET", `/api/get-custom-lesson?class_id=${lesson.id}`)).json();
    expect(again.progress).toBe("in_progress");
  });

  it("a custom lesson (type 2) goes into the custom course session; online private lessons into 2", async () => {
    const custom = await w.call("POST", "/api/add-custom-lesson", { title: "Essay workshop", type: 2 });
    expect(custom.json()).toMatchObject({ type: 2, course_session_id: 6 });
    const online = await w.call("POST", "/api/add-custom-lesson", { title: "TOEFL online", is_online: 1 });
    expect(online.json()).toMatchObject({ type: 1, course_session_id: 2, is_online: true });
  });
});

describe("POST update-custom-lesson", () => {
  it("computes A/U/D from the stored state, whatever action_mode the client sends", async () => {
    const created = (
      await w.call("POST", "/api/add-custom-lesson", {
        title: "ACT 1:1",
        lesson_requests: [{ student_user_id: w.ids.student, fee: 100_000 }],
        teachers: [{ teacher_user_id: w.ids.teacher, salary: 70_000 }],
      })
    ).json();
    const oldTicket = created.lesson_requests[0].student_class_ticket_id;
    const res = await w.call("POST", "/api/update-custom-lesson", {
      class_id: created.id,
      title: "ACT 1:1 (renamed)",
      started_date: "2026-04-01",
      started_time: "15:30",
      lesson_requests: [{ student_user_id: w.ids.student2, fee: 120_000, action_mode: "U" }],
      teachers: [
        { teacher_user_id: w.ids.teacher, salary: 75_000, need_to_intro: 0, action_mode: "D" },
        { teacher_user_id: w.ids.teacher2, salary: 60_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const lesson = res.json();
    expect(lesson.changes).toEqual({
      lesson_requests: [
        { student_user_id: w.ids.student2, action_mode: "A" },
        { student_user_id: w.ids.student, action_mode: "D" },
      ],
      teachers: [
        { teacher_user_id: w.ids.teacher, action_mode: "U" },
        { teacher_user_id: w.ids.teacher2, action_mode: "A" },
      ],
    });
    expect(lesson).toMatchObject({
      title: "ACT 1:1 (renamed)",
      started_at: "2026-04-01 15:30:00",
      progress: "in_progress",
    });
    expect(
      lesson.teachers.map((t: { teacher_user_id: number; salary: number; need_to_intro: boolean }) => [
        t.teacher_user_id,
        t.salary,
        t.need_to_intro,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [w.ids.teacher, 75_000, false],
        [w.ids.teacher2, 60_000, true],
      ]),
    );
    // The removed student's ticket leaves the class; their terms go.
    const [ticket] = await queryRows<{ session_class_id: number | null }>(
      ctx.database.db,
      sql`select session_class_id from student_class_tickets where id = ${oldTicket}`,
    );
    expect(ticket?.session_class_id).toBeNull();
    expect(lesson.lesson_requests.map((r: { student_user_id: number }) => r.student_user_id)).toEqual([
      w.ids.student2,
    ]);
    expect(
      (await w.call("POST", "/api/update-custom-lesson", { class_id: w.groupClass, title: "x" })).statusCode,
    ).toBe(404);
  });
});

describe("the lesson mail names the class in each recipient's language", () => {
  it("uses the class's translation while the title stays; the typed title once renamed", async () => {
    const created = (
      await w.call("POST", "/api/add-custom-lesson", {
        title: "ACT Tutoring",
        teachers: [{ teacher_user_id: w.ids.teacher, salary: 70_000 }],
      })
    ).json();
    const save = (title: string, teacherIds: number[]) =>
      w.call("POST", "/api/update-custom-lesson", {
        class_id: created.id,
        title,
        teachers: teacherIds.map((id) => ({ teacher_user_id: id, salary: 70_000 })),
      });
    await inChinese(ctx, created.id, "ACT 家教", ["teacher2"], async () => {
      const res = await save("ACT Tutoring", [w.ids.teacher as number, w.ids.teacher2 as number]);
      expect(res.statusCode, res.body).toBe(200);
      const [mail] = await outboxOf(ctx, "private_lesson");
      expect(mail).toMatchObject({ to_address: "teacher2@example.com", subject: "一對一課程：ACT 家教" });
      expect(mail?.text_body).toContain("一對一課程「ACT 家教」已安排");
      // Renamed in this save: the new base name, not the old translation.
      await save("ACT Tutoring", [w.ids.teacher as number]);
      const renamed = await save("ACT Prep", [w.ids.teacher as number, w.ids.teacher2 as number]);
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await outboxOf(ctx, "private_lesson"))[0]?.subject).toBe("一對一課程：ACT Prep");
    });
  });
});

describe("reading private lessons", () => {
  let classId: number;
  beforeAll(async () => {
    classId = (
      await w.call("POST", "/api/add-custom-lesson", {
        title: "Reading 1:1",
        admin_note: "internal",
        lesson_requests: [{ student_user_id: w.ids.student3, fee: 90_000 }],
        teachers: [{ teacher_user_id: w.ids.teacher2, salary: 50_000 }],
      })
    ).json().id;
  });

  it("get-custom-lesson: a teacher of the class sees no fees and no admin note; other teachers are refused", async () => {
    const teacher = await w.call("GET", `/api/get-custom-lesson?class_id=${classId}`, undefined, "teacher2");
    expect(teacher.statusCode).toBe(200);
    expect(teacher.json()).toMatchObject({
      admin_note: "",
      lesson_requests: [{ fee: null }],
      teachers: [{ salary: 50_000 }],
    });
    expect(
      (await w.call("GET", `/api/get-custom-lesson?class_id=${classId}`, undefined, "teacher")).statusCode,
    ).toBe(403);
    expect(
      (await w.call("GET", `/api/get-custom-lesson?class_id=${classId}`, undefined, "staff")).json(),
    ).toMatchObject({
      admin_note: "internal",
      lesson_requests: [{ fee: 90_000 }],
    });
    expect((await w.call("GET", `/api/get-custom-lesson?class_id=${w.groupClass}`)).statusCode).toBe(404);
  });

  it("private-lessons: families and teachers see their own; staff filter by role and user", async () => {
    const titles = async (who: string, query = "") =>
      (await w.call("GET", `/api/private-lessons${query}`, undefined, who))
        .json()
        .data.map((l: { title: string }) => l.title);
    expect(await titles("parent2")).toEqual(["Reading 1:1"]);
    expect(await titles("student3")).toEqual(["Reading 1:1"]);
    expect(await titles("editor")).toEqual([]);
    expect(await titles("staff", `?role_type=teacher&user_id=${w.ids.teacher2}`)).toEqual(
      expect.arrayContaining(["Reading 1:1", "ACT 1:1 (renamed)"]),
    );
    expect(await titles("staff", `?role_type=parent&user_id=${w.ids.parent2}`)).toEqual(["Reading 1:1"]);
    // A filter never widens a non-staff caller's scope.
    expect(await titles("parent2", `?role_type=teacher&user_id=${w.ids.teacher}`)).toEqual([]);
    const item = (await w.call("GET", "/api/private-lessons?q=Reading")).json().data[0];
    expect(item).toMatchObject({
      progress: "greet_not_scheduled",
      students: [{ id: w.ids.student3 }],
      teachers_brief: [{ id: w.ids.teacher2 }],
    });
    expect((await w.call("GET", "/api/private-lessons", undefined, "anon")).statusCode).toBe(401);
  });
});

describe("private-lesson titles in three languages (translations, localized, missing_locales)", () => {
  const zh = { "zh-TW": { title: "SAT 數學一對一" }, "zh-CN": { title: "SAT 数学一对一" } };
  /** An answer read by the admin in `language`. */
  const readAsAdmin = (url: string, language: string) => readAs(ctx.app, "admin", url, language);
  // Lessons the later tests make carry other titles, so the search for 數學一對一 finds one lesson in any order.
  const reading = { "zh-TW": { title: "SAT 閱讀一對一" }, "zh-CN": { title: "SAT 阅读一对一" } };
  /** A reading lesson of student2's with teacher2, titled in three languages. */
  const readingLesson = async (): Promise<number> => {
    const res = await w.call("POST", "/api/add-custom-lesson", {
      title: "SAT Reading Tutoring",
      translations: reading,
      lesson_requests: [{ student_user_id: w.ids.student2, fee: 100_000 }],
      teachers: [{ teacher_user_id: w.ids.teacher2, salary: 60_000 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id;
  };

  it("refuses a title translation that is too long or in an unknown language; nothing is written", async () => {
    const before = await lessonCount();
    const long = await w.call("POST", "/api/add-custom-lesson", {
      title: "SAT Math 1:1",
      translations: { "zh-TW": { title: "數".repeat(201) } },
    });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(["translations.zh-TW.title"]);
    for (const translations of [{ fr: { title: "Maths" } }, { "zh-TW": { name: "SAT 數學" } }]) {
      const res = await w.call("POST", "/api/add-custom-lesson", { title: "SAT Math 1:1", translations });
      expect(res.statusCode, JSON.stringify(translations)).toBe(422);
    }
    expect(await lessonCount()).toBe(before);
  });

  it("saves them with the lesson; answers resolve them for the reader (list and form)", async () => {
    const res = await w.call("POST", "/api/add-custom-lesson", {
      title: "SAT Math Tutoring",
      translations: zh,
      lesson_requests: [{ student_user_id: w.ids.student2, fee: 100_000 }],
      teachers: [{ teacher_user_id: w.ids.teacher2, salary: 60_000 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const classId = res.json().id;
    expect(res.json()).toMatchObject({
      title: "SAT Math Tutoring",
      translations: zh,
      localized: { title: "SAT Math Tutoring" },
      missing_locales: [],
    });
    const url = `/api/get-custom-lesson?class_id=${classId}`;
    expect((await readAsAdmin(url, "zh-TW")).localized).toEqual({ title: "SAT 數學一對一" });
    expect((await readAsAdmin(url, "zh-CN")).localized).toEqual({ title: "SAT 数学一对一" });
    // A search in Chinese finds the lesson, answered in the reader's language.
    const list = await readAsAdmin(`/api/private-lessons?q=${encodeURIComponent("數學一對一")}`, "zh-TW");
    expect(list.data).toEqual([
      expect.objectContaining({
        id: classId,
        title: "SAT Math Tutoring",
        localized: { title: "SAT 數學一對一" },
      }),
    ]);
    // The class answers the same name (the title is the class's name).
    const cls = await readAsAdmin(`/api/session-classes/${classId}`, "zh-CN");
    expect(cls.session_class.localized.name).toBe("SAT 数学一对一");
  });

  it("a save replaces the languages it sends ('' removes one) and keeps the rest; none sent keeps all", async () => {
    const classId = await readingLesson();
    const save = (extra: object) =>
      w.call("POST", "/api/update-custom-lesson", {
        class_id: classId,
        title: "SAT Reading Tutoring",
        lesson_requests: [{ student_user_id: w.ids.student2, fee: 100_000 }],
        teachers: [{ teacher_user_id: w.ids.teacher2, salary: 60_000 }],
        ...extra,
      });
    const kept = await save({});
    expect(kept.json().translations).toEqual(reading);
    const cleared = await save({ translations: { "zh-CN": { title: "" } } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({
      translations: { "zh-TW": reading["zh-TW"] },
      missing_locales: ["zh-CN"],
    });
    // zh-CN readers fall back to the other Chinese.
    expect((await readAsAdmin(`/api/get-custom-lesson?class_id=${classId}`, "zh-CN")).localized).toEqual({
      title: "SAT 閱讀一對一",
    });
    expect((await save({ translations: reading })).json().missing_locales).toEqual([]);
  });

  it("mails, greet-meeting invitations and calendar feeds name the lesson by its translated title", async () => {
    const db = ctx.database.db;
    const classId = await readingLesson();
    await db.execute(sql`update users set lang = 'zh-CN' where username in ('teacher2', 'student2')`);
    try {
      const saved = await w.call("POST", "/api/update-custom-lesson", {
        class_id: classId,
        title: "SAT Reading Tutoring",
        translations: reading,
        lesson_requests: [{ student_user_id: w.ids.student2, fee: 100_000 }],
        teachers: [{ teacher_user_id: w.ids.teacher2, salary: 60_000 }],
        mail_to_teachers: 1,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await outboxOf(ctx, "private_lesson"))[0]).toMatchObject({
        to_address: "teacher2@example.com",
        subject: "一对一课程：SAT 阅读一对一",
      });
      const meeting = await w.call("POST", "/api/greet-meeting", {
        session_class_id: classId,
        teacher_user_ids: [w.ids.teacher2],
        started_at: "2099-05-01 10:00:00",
      });
      expect(meeting.statusCode, meeting.body).toBe(200);
      const mail = await w.call("POST", "/api/greet-meeting/send-mail", {
        session_class_id: classId,
        selected_mailing_teachers: [w.ids.teacher2],
        mail_to_teachers: 1,
      });
      expect(mail.statusCode, mail.body).toBe(200);
      const [greet] = await queryRows<{ subject: string; meta: { ics: string } }>(
        db,
        sql`select subject, meta from mail_outbox where kind = 'greet_meeting' order by id desc limit 1`,
      );
      expect(greet?.subject).toBe("见面会：SAT 阅读一对一");
      expect(greet?.meta.ics).toContain("SUMMARY:见面会：SAT 阅读一对一");
      const feed = (await w.call("POST", "/api/calendar-feed", undefined, "student2")).json().url as string;
      const ics = await ctx.app.inject({ method: "GET", url: new URL(feed).pathname });
      expect(ics.statusCode).toBe(200);
      expect(ics.body).toContain("SUMMARY:见面会：SAT 阅读一对一");
    } finally {
      await db.execute(sql`update users set lang = 'en' where username in ('teacher2', 'student2')`);
    }
  });
});

describe("the start as one value (spec 02 §5)", () => {
  it("takes started_at with seconds over the separate fields, null when unset; an impossible one is 422", async () => {
    const made = await w.call("POST", "/api/add-custom-lesson", {
      title: "GRE 1:1",
      started_at: "2026-06-01 09:30:00",
      started_date: "2026-01-01",
      started_time: "08:00",
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({
      started_date: "2026-06-01",
      started_time: "09:30:00",
      started_at: "2026-06-01 09:30:00",
    });
    // The form sends null when the date or the time is missing: the start is cleared, not half kept.
    const cleared = await w.call("POST", "/api/update-custom-lesson", {
      class_id: made.json().id,
      title: "GRE 1:1",
      started_at: null,
      started_date: "2026-06-01",
    });
    expect(cleared.json()).toMatchObject({ started_date: null, started_time: null, started_at: null });
    const unset = await w.call("POST", "/api/update-custom-lesson", {
      class_id: made.json().id,
      title: "GRE 1:1",
      started_at: "0000-00-00 00:00:00",
    });
    expect(unset.json().started_at).toBeNull();
    const lessons = await lessonCount();
    const bad = await w.call("POST", "/api/add-custom-lesson", {
      title: "GRE",
      started_at: "2026-02-30 10:00:00",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ started_at: ["Use a date and time such as 2026-03-01 14:30:00."] });
    expect(await lessonCount()).toBe(lessons);
  });
});
