import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { readAs } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { buildLessonWorld, inChinese, type LessonWorld, outboxOf } from "./lessons.test-helpers";

let ctx: TestContext;
let w: LessonWorld;

const count = async (table: "progress_reports" | "mail_outbox") =>
  Number(
    (
      await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from ${sql.raw(table)}`)
    )[0]?.n,
  );

beforeAll(async () => {
  ctx = await createTestApp();
  w = await buildLessonWorld(ctx);
  // March 2026 (over): two private lessons for student and student2 (student2 absent with notice on
  // the second), one group lesson for student3. student2's excused absence does not count.
  for (const day of ["2026-03-02", "2026-03-09"]) {
    const log = await w.call(
      "POST",
      "/api/lesson-log",
      {
        class_id: w.privateClass,
        started_at: `${day} 14:00:00`,
        students: [
          { student_class_ticket_id: w.tickets.student },
          { student_class_ticket_id: w.tickets.student2, attendance_status: day === "2026-03-09" ? 3 : 1 },
        ],
      },
      "teacher",
    );
    expect(log.statusCode, log.body).toBe(200);
  }
  // April 2026: only student2, excused: no report owed.
  const april = await w.call(
    "POST",
    "/api/lesson-log",
    {
      class_id: w.privateClass,
      started_at: "2026-04-06 14:00:00",
      students: [{ student_class_ticket_id: w.tickets.student2, attendance_status: 3 }],
    },
    "teacher",
  );
  expect(april.statusCode, april.body).toBe(200);
  const group = await w.call(
    "POST",
    "/api/group-lesson-log",
    {
      class_id: w.groupClass,
      started_at: "2026-03-07 09:00",
      students: [{ student_class_ticket_id: w.tickets.student3 }],
    },
    "teacher2",
  );
  expect(group.statusCode, group.body).toBe(200);
});
afterAll(() => ctx.close());

const report = (overrides: object = {}) => ({
  class_id: w.privateClass,
  student_user_id: w.ids.student,
  period: "2026-03",
  content: "<p>Reading improved; vocabulary <strong>steady</strong>.</p>",
  ...overrides,
});

describe("progress report statuses", () => {
  it("owes one report per class, student and month with attended lessons; teachers see their classes", async () => {
    const all = await w.call("GET", "/api/progress-report-statuses");
    expect(all.statusCode, all.body).toBe(200);
    const rows = all
      .json()
      .data.map(
        (r: { student: { username: string }; period: string; status: string; lesson_count: number }) => [
          r.student.username,
          r.period,
          r.status,
          r.lesson_count,
        ],
      );
    expect(rows).toEqual(
      expect.arrayContaining([
        ["student", "2026-03", "owed", 2],
        ["student2", "2026-03", "owed", 1],
        ["student3", "2026-03", "owed", 1],
      ]),
    );
    expect(rows).toHaveLength(3);
    const mine = await w.call("GET", "/api/progress-report-statuses", undefined, "teacher");
    expect(
      mine
        .json()
        .data.map((r: { student: { username: string } }) => r.student.username)
        .sort(),
    ).toEqual(["student", "student2"]);
    const other = await w.call("GET", "/api/progress-report-statuses", undefined, "teacher2");
    expect(other.json().total).toBe(1);
    const byTeacher = await w.call("GET", `/api/progress-report-statuses?teacher_user_id=${w.ids.teacher2}`);
    expect(byTeacher.json().total).toBe(1);
    expect((await w.call("GET", "/api/progress-report-statuses", undefined, "parent")).statusCode).toBe(403);
    expect((await w.call("GET", "/api/progress-report-statuses", undefined, "anon")).statusCode).toBe(401);
  });

  it("gives a teacher required versus written", async () => {
    const res = await w.call("GET", "/api/progress-reports/unfinished", undefined, "teacher");
    expect(res.json()).toEqual({ required: 2, written: 0 });
    expect((await w.call("GET", "/api/progress-reports/unfinished", undefined, "staff")).statusCode).toBe(
      403,
    );
  });
});

describe("POST progress-report", () => {
  it("refuses anonymous, families, other teachers and bad input, writing nothing", async () => {
    const before = await count("progress_reports");
    expect((await w.call("POST", "/api/progress-report", report(), "anon")).statusCode).toBe(401);
    expect((await w.call("POST", "/api/progress-report", report(), "parent")).statusCode).toBe(403);
    expect((await w.call("POST", "/api/progress-report", report(), "student")).statusCode).toBe(403);
    expect((await w.call("POST", "/api/progress-report", report(), "teacher2")).statusCode).toBe(403);
    const badPeriod = await w.call("POST", "/api/progress-report", report({ period: "2026-13" }), "teacher");
    expect(badPeriod.statusCode).toBe(422);
    expect(badPeriod.json().errors).toHaveProperty("period");
    const blank = await w.call("POST", "/api/progress-report", report({ content: "<p> </p>" }), "teacher");
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toHaveProperty("content");
    const outsider = await w.call(
      "POST",
      "/api/progress-report",
      report({ student_user_id: w.ids.student3 }),
      "teacher",
    );
    expect(outsider.statusCode).toBe(422);
    expect(outsider.json().errors).toHaveProperty("student_user_id");
    expect(await count("progress_reports")).toBe(before);
  });

  it("lets the class's teacher write it once; the status turns written", async () => {
    const res = await w.call("POST", "/api/progress-report", report(), "teacher");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      period: "2026-03",
      student: { id: w.ids.student },
      teacher: { id: w.ids.teacher },
      session_class: { id: w.privateClass, is_private: true },
      mailed_at: null,
    });
    const again = await w.call("POST", "/api/progress-report", report(), "staff");
    expect(again.statusCode).toBe(409);
    expect(await count("progress_reports")).toBe(1);
    const unfinished = await w.call("GET", "/api/progress-reports/unfinished", undefined, "teacher");
    expect(unfinished.json()).toEqual({ required: 2, written: 1 });
    const written = await w.call("GET", "/api/progress-report-statuses?status=written");
    expect(written.json().data).toEqual([
      expect.objectContaining({ report_id: res.json().id, status: "written", period: "2026-03" }),
    ]);
  });
});

describe("reading and editing", () => {
  let id: number;
  beforeAll(async () => {
    const list = await w.call("GET", `/api/progress-reports?class_id=${w.privateClass}`);
    id = list.json().data[0].id;
  });

  it("shows a report to staff, the class's teacher, the student and their parents only", async () => {
    for (const who of ["admin", "staff", "teacher", "student", "parent"])
      expect((await w.call("GET", `/api/progress-report/${id}`, undefined, who)).statusCode, who).toBe(200);
    for (const who of ["teacher2", "student2", "parent2"])
      expect((await w.call("GET", `/api/progress-report/${id}`, undefined, who)).statusCode, who).toBe(403);
    expect((await w.call("GET", "/api/progress-report/999999")).statusCode).toBe(404);
  });

  it("lists a parent's children's reports only", async () => {
    expect((await w.call("GET", "/api/progress-reports", undefined, "parent")).json().total).toBe(1);
    expect((await w.call("GET", "/api/progress-reports", undefined, "parent2")).json().total).toBe(0);
    expect((await w.call("GET", "/api/progress-reports", undefined, "teacher2")).json().total).toBe(0);
    expect((await w.call("GET", "/api/progress-reports?mailed=1")).json().total).toBe(0);
  });

  it("lets the teacher edit it (sanitized); others are refused", async () => {
    const body = { content: "<p>Now <em>better</em></p><script>alert(1)</script>" };
    expect((await w.call("PATCH", `/api/progress-report/${id}`, body, "teacher2")).statusCode).toBe(403);
    expect((await w.call("PATCH", `/api/progress-report/${id}`, body, "parent")).statusCode).toBe(403);
    const blank = await w.call("PATCH", `/api/progress-report/${id}`, { content: "" }, "teacher");
    expect(blank.statusCode).toBe(422);
    const res = await w.call("PATCH", `/api/progress-report/${id}`, body, "teacher");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toBe("<p>Now <em>better</em></p>");
  });

  it("mails the report to the parents through the outbox and stamps mailed_at", async () => {
    expect((await w.call("POST", `/api/progress-report/${id}/send-mail`, {}, "teacher2")).statusCode).toBe(
      403,
    );
    const before = await count("mail_outbox");
    const res = await w.call("POST", `/api/progress-report/${id}/send-mail`, {}, "teacher");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ reports: 1, mails: 1 });
    expect(await count("mail_outbox")).toBe(before + 1);
    const [mail] = await queryRows<{ to_address: string; kind: string; text_body: string }>(
      ctx.database.db,
      sql`select to_address, kind, text_body from mail_outbox order by id desc limit 1`,
    );
    expect(mail).toMatchObject({ to_address: "parent@example.com", kind: "progress_report" });
    expect(mail?.text_body).toContain("Now better");
    expect(mail?.text_body).toContain(`/private/private-lessons/${w.privateClass}/progress-report/${id}`);
    const read = await w.call("GET", `/api/progress-report/${id}`, undefined, "parent");
    expect(read.json().mailed_at).not.toBeNull();
  });

  it("names the class in the parent's language (zh-TW parent, translated class)", async () => {
    await inChinese(ctx, w.privateClass, "私人 SAT 課", ["parent"], async () => {
      const res = await w.call("POST", `/api/progress-report/${id}/send-mail`, {}, "teacher");
      expect(res.statusCode, res.body).toBe(200);
      const [mail] = await outboxOf(ctx, "progress_report");
      expect(mail).toMatchObject({ to_address: "parent@example.com", locale: "zh-TW" });
      expect(mail?.subject).toMatch(/^學習報告：.*私人 SAT 課/);
      expect(mail?.text_body).toContain("私人 SAT 課");
    });
  });

  it("mails in bulk for the office only, all or none", async () => {
    const before = await count("mail_outbox");
    expect(
      (await w.call("POST", "/api/progress-reports/send-mail", { ids: [id] }, "teacher")).statusCode,
    ).toBe(403);
    const unknown = await w.call("POST", "/api/progress-reports/send-mail", { ids: [id, 999999] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty(["ids.1"]);
    expect((await w.call("POST", "/api/progress-reports/send-mail", { ids: [] })).statusCode).toBe(422);
    expect(await count("mail_outbox")).toBe(before);
    const res = await w.call("POST", "/api/progress-reports/send-mail", { ids: [id] }, "staff");
    expect(res.json()).toEqual({ reports: 1, mails: 1 });
  });
});

describe("class names in the reader's language (localized.name; the base name when untranslated)", () => {
  /** The private class's translations, written straight to the row ({} clears them). */
  const translate = (translations: object) =>
    ctx.database.db.execute(
      sql`update session_classes set translations = ${JSON.stringify(translations)}::jsonb where id = ${w.privateClass}`,
    );
  const read = (url: string, language = "zh-TW") => readAs(ctx.app, "admin", url, language);
  /** Reads the private class's brief from `pick` translated (zh-TW), then untranslated. */
  async function expectBoth(pick: () => Promise<unknown>) {
    await translate({ "zh-TW": { name: "私人 SAT 課" } });
    expect(await pick()).toMatchObject({ name: "Private SAT", localized: { name: "私人 SAT 課" } });
    await translate({});
    expect(await pick()).toMatchObject({ name: "Private SAT", localized: { name: "Private SAT" } });
  }

  it("GET progress-reports", async () => {
    await expectBoth(
      async () => (await read(`/api/progress-reports?class_id=${w.privateClass}`)).data[0].session_class,
    );
  });

  it("GET progress-report/{id}", async () => {
    const id = (await read(`/api/progress-reports?class_id=${w.privateClass}`)).data[0].id;
    await expectBoth(async () => (await read(`/api/progress-report/${id}`)).session_class);
  });

  it("GET progress-report-statuses", async () => {
    await expectBoth(
      async () =>
        (await read(`/api/progress-report-statuses?class_id=${w.privateClass}`)).data[0].session_class,
    );
    // English reads the base name even with a Chinese translation.
    await translate({ "zh-TW": { name: "私人 SAT 課" } });
    expect(
      (await read(`/api/progress-report-statuses?class_id=${w.privateClass}`, "en")).data[0].session_class
        .localized,
    ).toEqual({ name: "Private SAT" });
    await translate({});
  });
});

describe("DELETE progress-report", () => {
  const write = async (student: string, who: string) => {
    const res = await w.call(
      "POST",
      "/api/progress-report",
      report({ student_user_id: w.ids[student], content: `<p>By ${who}</p>` }),
      who,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  const statusOf = async (student: string) => {
    const res = await w.call(
      "GET",
      `/api/progress-report-statuses?class_id=${w.privateClass}&period=2026-03`,
    );
    return res.json().data.find((r: { student: { id: number } }) => r.student.id === w.ids[student]) as {
      status: string;
      report_id: number | null;
    };
  };
  const audits = async (id: number) =>
    queryRows<{ action: string; actor_id: number; before: { period: string; content: string } }>(
      ctx.database.db,
      sql`select action, actor_id, before from audit_log where target_type = 'progress_report' and target_id = ${String(id)}`,
    );

  it("refuses anonymous, families, other teachers, a teacher who did not write it, and bad ids", async () => {
    const id = await write("student2", "staff");
    const before = await count("progress_reports");
    expect((await w.call("DELETE", `/api/progress-report/${id}`, undefined, "anon")).statusCode).toBe(401);
    for (const who of ["parent", "student2", "teacher2"])
      expect((await w.call("DELETE", `/api/progress-report/${id}`, undefined, who)).statusCode, who).toBe(
        403,
      );
    const notAuthor = await w.call("DELETE", `/api/progress-report/${id}`, undefined, "teacher");
    expect(notAuthor.statusCode).toBe(403);
    expect(notAuthor.json().message).toBe(
      "Only the teacher who wrote this report, or the office, can delete it.",
    );
    expect((await w.call("DELETE", "/api/progress-report/not-an-id", undefined, "teacher")).statusCode).toBe(
      422,
    );
    expect((await w.call("DELETE", "/api/progress-report/999999", undefined, "teacher")).statusCode).toBe(
      404,
    );
    expect(await count("progress_reports")).toBe(before);
    // Staff delete any unmailed report.
    expect((await w.call("DELETE", `/api/progress-report/${id}`, undefined, "staff")).statusCode).toBe(200);
    expect(await count("progress_reports")).toBe(before - 1);
  });

  it("lets the teacher delete their own unmailed report: owed again, audited", async () => {
    const id = await write("student2", "teacher");
    expect(await statusOf("student2")).toMatchObject({ status: "written", report_id: id });
    const due = await w.call("GET", "/api/progress-reports/unfinished", undefined, "teacher");
    expect(due.json()).toEqual({ required: 2, written: 2 });
    const res = await w.call("DELETE", `/api/progress-report/${id}`, undefined, "teacher");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await w.call("GET", `/api/progress-report/${id}`)).statusCode).toBe(404);
    expect(await statusOf("student2")).toMatchObject({ status: "owed", report_id: null });
    const after = await w.call("GET", "/api/progress-reports/unfinished", undefined, "teacher");
    expect(after.json()).toEqual({ required: 2, written: 1 });
    expect(await audits(id)).toEqual([
      expect.objectContaining({
        action: "progress_report.delete",
        actor_id: w.ids.teacher,
        before: expect.objectContaining({ period: "2026-03", content: "<p>By teacher</p>" }),
      }),
    ]);
  });

  it("keeps a mailed report from its teacher and staff; an administrator deletes it", async () => {
    const mailed = await w.call("GET", `/api/progress-reports?class_id=${w.privateClass}&mailed=1`);
    const id = mailed.json().data[0].id as number;
    for (const who of ["teacher", "staff"]) {
      const res = await w.call("DELETE", `/api/progress-report/${id}`, undefined, who);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().message).toBe(
        "This report has been mailed to the parents; only an administrator can delete it.",
      );
    }
    expect((await statusOf("student")).status).toBe("written");
    expect((await w.call("DELETE", `/api/progress-report/${id}`, undefined, "admin")).statusCode).toBe(200);
    expect(await statusOf("student")).toMatchObject({ status: "owed", report_id: null });
    expect((await audits(id))[0]?.before).toMatchObject({ period: "2026-03" });
  });
});

describe("counseling switch", () => {
  it("refuses the wrong people and classes, then moves a private lesson to counseling", async () => {
    const url = `/api/change-private-lesson-to-counseling/${w.privateClass}`;
    expect((await w.call("GET", `/api/counseling/${w.privateClass}`)).statusCode).toBe(404);
    expect((await w.call("PATCH", url, {}, "anon")).statusCode).toBe(401);
    expect((await w.call("PATCH", url, {}, "teacher")).statusCode).toBe(403);
    expect((await w.call("PATCH", url, { course_session_id: 7 })).statusCode).toBe(422);
    expect(
      (await w.call("PATCH", `/api/change-private-lesson-to-counseling/${w.groupClass}`, {})).statusCode,
    ).toBe(404);
    const res = await w.call("PATCH", url, { course_session_id: 4 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: w.privateClass,
      course_session_id: 4,
      kind: "application_counseling",
      teachers: [expect.objectContaining({ id: w.ids.teacher })],
    });
    expect(res.json().students.map((s: { id: number }) => s.id)).toEqual([w.ids.student, w.ids.student2]);
    const tickets = await queryRows<{ course_session_id: number }>(
      ctx.database.db,
      sql`select course_session_id from student_class_tickets where session_class_id = ${w.privateClass}`,
    );
    expect(tickets.map((t) => t.course_session_id)).toEqual([4, 4]);
    expect((await w.call("GET", `/api/counseling/${w.privateClass}`, undefined, "teacher")).statusCode).toBe(
      200,
    );
    expect((await w.call("GET", `/api/counseling/${w.privateClass}`, undefined, "teacher2")).statusCode).toBe(
      403,
    );
    expect((await w.call("GET", `/api/counseling/${w.privateClass}`, undefined, "parent")).statusCode).toBe(
      403,
    );
  });
});
