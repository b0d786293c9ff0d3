import { sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { readAs, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { buildLessonWorld, inChinese, type LessonWorld, outboxOf } from "./lessons.test-helpers";

let ctx: TestContext;
let w: LessonWorld;
let classId: number;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  w = await buildLessonWorld(ctx);
  const lesson = await w.call("POST", "/api/add-custom-lesson", {
    title: "SAT Verbal 1:1",
    address: "1 Xinyi Rd, Taipei",
    lesson_requests: [
      { student_user_id: w.ids.student3, fee: 150_000, default_parents_receivers: [w.ids.parent2] },
    ],
    teachers: [{ teacher_user_id: w.ids.teacher, salary: 80_000 }],
  });
  classId = lesson.json().id;
});
afterAll(() => ctx.close());

/** The newest greet-meeting mails' calendar files, by address: calendar name and the first event. */
async function icsOf(limit: number) {
  const rows = await queryRows<{ to_address: string; meta: { ics: string } }>(
    ctx.database.db,
    sql`select to_address, meta from mail_outbox where kind = 'greet_meeting' order by id desc limit ${limit}`,
  );
  return new Map(
    rows.map((row) => {
      const calendar = new ICAL.Component(ICAL.parse(row.meta.ics));
      const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
      return [
        row.to_address,
        {
          calendar: calendar.getFirstPropertyValue("x-wr-calname"),
          summary: event.summary,
          description: event.description,
          uid: event.uid,
        },
      ];
    }),
  );
}

describe("greet meetings", () => {
  it("admins and staff schedule them; the teachers must teach the class; bad input writes nothing", async () => {
    const body = {
      session_class_id: classId,
      teacher_user_ids: [w.ids.teacher],
      started_at: "2099-03-01 10:00:00",
    };
    expect((await w.call("POST", "/api/greet-meeting", body, "anon")).statusCode).toBe(401);
    expect((await w.call("POST", "/api/greet-meeting", body, "teacher")).statusCode).toBe(403);
    const wrong = await w.call("POST", "/api/greet-meeting", { ...body, teacher_user_ids: [w.ids.teacher2] });
    expect(wrong.json().errors).toEqual({ "teacher_user_ids.0": ["This person does not teach this class."] });
    const bad = await w.call("POST", "/api/greet-meeting", {
      ...body,
      started_at: "tomorrow",
      timezone: "Nowhere",
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(["started_at", "timezone"]);
    const [n] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from greet_meetings`,
    );
    expect(n?.n).toBe(0);
  });

  it("moves the lesson's progress: not scheduled → scheduled", async () => {
    const progress = async () =>
      (await w.call("GET", `/api/private-lessons?q=Verbal`)).json().data[0].progress as string;
    expect(await progress()).toBe("greet_not_scheduled");
    const undecided = await w.call("POST", "/api/greet-meeting", { session_class_id: classId });
    expect(undecided.json()).toMatchObject({
      started_at: null,
      timezone: "Asia/Taipei",
      is_same_address: true,
    });
    expect(await progress()).toBe("greet_not_scheduled");
    const res = await w.call(
      "POST",
      "/api/greet-meeting",
      { session_class_id: classId, teacher_user_ids: [w.ids.teacher], started_at: "2099-03-01 10:00:00" },
      "staff",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      started_at: "2099-03-01T02:00:00.000Z",
      started_at_local: "2099-03-01 10:00:00",
      address: "1 Xinyi Rd, Taipei",
      teachers: [{ id: w.ids.teacher }],
    });
    expect(await progress()).toBe("greet_scheduled");
    // Moving it to the past: held, so the first class is what is missing.
    await w.call("PATCH", `/api/greet-meeting/${res.json().id}`, { started_at: "2020-03-01 10:00:00" });
    expect(await progress()).toBe("first_class_not_scheduled");
    await w.call("PATCH", `/api/greet-meeting/${res.json().id}`, { started_at: "2099-03-01 10:00:00" });
    await w.call("DELETE", `/api/greet-meeting/${undecided.json().id}`);
  });

  it("families and teachers list their classes' meetings; others see none", async () => {
    const ids = async (who: string) =>
      (await w.call("GET", `/api/greet-meetings?session_class_id=${classId}`, undefined, who)).json().data
        .length;
    expect(await ids("parent2")).toBe(1);
    expect(await ids("teacher")).toBe(1);
    expect(await ids("staff")).toBe(1);
    expect(await ids("parent")).toBe(0);
    expect(await ids("teacher2")).toBe(0);
  });

  it("mails the selected teacher and the parents a calendar invitation a calendar program reads", async () => {
    const none = await w.call("POST", "/api/greet-meeting/send-mail", {
      session_class_id: w.privateClass,
      mail_to_parents: 1,
    });
    expect(none.statusCode).toBe(422);
    const res = await w.call("POST", "/api/greet-meeting/send-mail", {
      session_class_id: classId,
      selected_mailing_teachers: [w.ids.teacher],
      mail_to_teachers: 1,
      mail_to_parents: 1,
      mail_content: "<p>Please bring the last test.</p>",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ mails: 2, meetings: 1 });
    const mails = await queryRows<{ to_address: string; text_body: string; meta: { ics: string } }>(
      ctx.database.db,
      sql`select to_address, text_body, meta from mail_outbox where kind = 'greet_meeting' order by to_address`,
    );
    expect(mails.map((m) => m.to_address)).toEqual(["parent2@example.com", "teacher@example.com"]);
    expect(mails[0]?.text_body).toContain("2099-03-01 10:00 (Asia/Taipei)");
    const calendar = new ICAL.Component(ICAL.parse(mails[0]?.meta.ics as string));
    const [vevent] = calendar.getAllSubcomponents("vevent");
    const event = new ICAL.Event(vevent);
    expect(event.startDate.toJSDate().toISOString()).toBe("2099-03-01T02:00:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2099-03-01T02:30:00.000Z");
    expect(event.location).toBe("1 Xinyi Rd, Taipei");
    expect(event.summary).toBe("Meet-and-greet: SAT Verbal 1:1");
    expect(event.description).toBe(
      `Please bring the last test.\n\nLesson details: http://app.test/private/private-lessons/${classId}/detail`,
    );
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("SAT Verbal 1:1");
    const listed = (await w.call("GET", `/api/greet-meetings?session_class_id=${classId}`)).json().data[0];
    expect(listed.mailed_at).not.toBeNull();
  });

  it("names the class in each recipient's language (zh-TW parent, translated class)", async () => {
    await inChinese(ctx, classId, "SAT 語文一對一", ["parent2"], async () => {
      const res = await w.call("POST", "/api/greet-meeting/send-mail", {
        session_class_id: classId,
        selected_mailing_teachers: [w.ids.teacher],
        mail_to_teachers: 1,
        mail_to_parents: 1,
      });
      expect(res.statusCode, res.body).toBe(200);
      const mails = await outboxOf(ctx, "greet_meeting", 2);
      const parent = mails.find((m) => m.to_address === "parent2@example.com");
      const teacher = mails.find((m) => m.to_address === "teacher@example.com");
      expect(parent).toMatchObject({ locale: "zh-TW", subject: "見面會：SAT 語文一對一" });
      expect(parent?.text_body).toContain("誠邀您參加 SAT 語文一對一 的見面會");
      expect(parent?.text_body).toContain("2099-03-01 10:00 (Asia/Taipei), 30 分鐘, 地點 1 Xinyi Rd, Taipei");
      expect(teacher?.subject).toBe("Meet-and-greet: SAT Verbal 1:1");
    });
  });

  it("gives each recipient an .ics titled in their language (zh-CN parent, zh-TW teacher, translated class)", async () => {
    const db = ctx.database.db;
    await db.execute(
      sql`update session_classes set translations = ${JSON.stringify({
        "zh-TW": { name: "SAT 語文一對一" },
        "zh-CN": { name: "SAT 语文一对一" },
      })}::jsonb where id = ${classId}`,
    );
    await db.execute(sql`update users set lang = 'zh-CN' where username = 'parent2'`);
    await db.execute(sql`update users set lang = 'zh-TW' where username = 'teacher'`);
    try {
      const res = await w.call("POST", "/api/greet-meeting/send-mail", {
        session_class_id: classId,
        selected_mailing_teachers: [w.ids.teacher],
        mail_to_teachers: 1,
        mail_to_parents: 1,
        mail_content: "<p>請帶上次的考卷。</p>",
      });
      expect(res.statusCode, res.body).toBe(200);
      const ics = await icsOf(2);
      const parent = ics.get("parent2@example.com");
      expect(parent).toMatchObject({
        calendar: "SAT 语文一对一",
        summary: "见面会：SAT 语文一对一",
        description: `請帶上次的考卷。\n\n课程详情：http://app.test/private/private-lessons/${classId}/detail`,
      });
      expect(ics.get("teacher@example.com")).toMatchObject({
        calendar: "SAT 語文一對一",
        summary: "見面會：SAT 語文一對一",
        description: expect.stringContaining("課程詳情：http://app.test/"),
      });
      // The same event for everyone: one UID, one time.
      expect(parent?.uid).toBe(ics.get("teacher@example.com")?.uid);
    } finally {
      await db.execute(sql`update session_classes set translations = '{}'::jsonb where id = ${classId}`);
      await db.execute(sql`update users set lang = 'en' where username in ('parent2', 'teacher')`);
    }
  });
});

describe("class names in the reader's language (localized.name; the base name when untranslated)", () => {
  const read = async (language: string) =>
    (await readAs(ctx.app, "admin", `/api/greet-meetings?session_class_id=${classId}`, language)).data[0];

  it("GET greet-meetings", async () => {
    await inChinese(ctx, classId, "SAT 語文一對一", [], async () => {
      expect(await read("zh-TW")).toMatchObject({
        class_name: "SAT Verbal 1:1",
        localized: { name: "SAT 語文一對一" },
      });
      expect((await read("en")).localized).toEqual({ name: "SAT Verbal 1:1" });
    });
    expect((await read("zh-TW")).localized).toEqual({ name: "SAT Verbal 1:1" });
  });

  it("PATCH greet-meeting/{id} answers in the request's language", async () => {
    const id = (await read("en")).id;
    await inChinese(ctx, classId, "SAT 語文一對一", [], async () => {
      const res = await ctx.app.inject({
        method: "PATCH",
        url: `/api/greet-meeting/${id}`,
        payload: { duration_minutes: 45 },
        headers: { ...(await signIn(ctx.app, "admin")), "accept-language": "zh-TW" },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().localized).toEqual({ name: "SAT 語文一對一" });
    });
  });
});
