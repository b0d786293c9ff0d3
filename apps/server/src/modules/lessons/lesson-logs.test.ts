import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, linkParentStudents, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { inChinese, outboxOf } from "./lessons.test-helpers";
import { classStudentTerms, classTeacherTerms } from "./private-lessons.table";

let ctx: TestContext;
const auth: Record<string, { authorization?: string }> = { anon: {} };
const ids: Record<string, number> = {};
const PEOPLE = [
  ["admin", "super-admin"],
  ["staff", "staff"],
  ["teacher", "teacher"],
  ["teacher2", "teacher"],
  ["parent", "parent"],
  ["parent2", "parent"],
  ["student", "student"],
  ["student2", "student"],
  ["student3", "student"],
  ["editor", "test-editor"],
] as const;
type Who = (typeof PEOPLE)[number][0] | "anon";

/** A private class (course session 1) taught by `teacher`: student and student2 placed. */
let privateClass: number;
/** A group class taught by `teacher2`: student3 placed. */
let groupClass: number;
const tickets: Record<string, number> = {};

const call = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
  who: Who = "admin",
) => ctx.app.inject({ method, url, headers: { ...auth[who] }, ...(payload && { payload }) });

const count = async (table: "teaching_logs" | "lesson_logs" | "mail_outbox") =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    )
  )[0]?.n;

async function placedTicket(studentKey: string, sessionId: number, classId: number) {
  const ticket = await call("POST", "/api/student-class-tickets", {
    student_user_id: ids[studentKey],
    course_session_id: sessionId,
    is_paid: true,
  });
  expect(ticket.statusCode, ticket.body).toBe(200);
  const placed = await call("POST", `/api/student-class-tickets/${ticket.json().id}`, {
    session_class_id: classId,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return ticket.json().id as number;
}

const privateLog = (extra: object = {}) => ({
  class_id: privateClass,
  started_at: "2026-03-02 14:00:00",
  students: [{ student_class_ticket_id: tickets.student }, { student_class_ticket_id: tickets.student2 }],
  ...extra,
});

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  for (const [username, role] of PEOPLE) {
    ids[username] = (await createUser(ctx.database.db, { username, roles: [role], firstName: username })).id;
    auth[username] = { authorization: (await signIn(ctx.app, username)).authorization };
  }
  await ctx.database.db.execute(sql`update users set lang = 'zh-TW' where id = ${ids.parent}`);
  await linkParentStudents(ctx.database.db, ids.parent as number, [ids.student as number]);
  await linkParentStudents(ctx.database.db, ids.parent2 as number, [ids.student3 as number]);
  privateClass = (
    await call("POST", "/api/session-classes", {
      course_session_id: 1,
      name: "Private SAT: student",
      teacher_ids: [ids.teacher],
      timezone: "Asia/Taipei",
      start_date: "2026-03-02",
      time_from: "14:00",
    })
  ).json().id;
  const groupSession = (await call("POST", "/api/course-sessions", { title: "SAT Group Spring" })).json().id;
  groupClass = (
    await call("POST", "/api/session-classes", {
      course_session_id: groupSession,
      name: "SAT Group A",
      teacher_ids: [ids.teacher2],
    })
  ).json().id;
  tickets.student = await placedTicket("student", 1, privateClass);
  tickets.student2 = await placedTicket("student2", 1, privateClass);
  tickets.student3 = await placedTicket("student3", groupSession, groupClass);
  // The class terms (written by the private-lesson form): what teachers' logs are paid and billed at.
  await ctx.database.db.insert(classTeacherTerms).values({
    sessionClassId: privateClass,
    teacherUserId: ids.teacher as number,
    salary: 80_000,
    salaryCurrency: "TWD",
  });
  await ctx.database.db.insert(classStudentTerms).values([
    { sessionClassId: privateClass, studentUserId: ids.student as number, fee: 150_000, feeCurrency: "TWD" },
    { sessionClassId: privateClass, studentUserId: ids.student2 as number, fee: 5_000, feeCurrency: "USD" },
  ]);
});
afterAll(() => ctx.close());

describe("writing a lesson log", () => {
  it("refuses anonymous callers (401), families (403) and a teacher of another class (403); nothing is written", async () => {
    expect((await call("POST", "/api/lesson-log", privateLog(), "anon")).statusCode).toBe(401);
    expect((await call("POST", "/api/lesson-log", privateLog(), "parent")).statusCode).toBe(403);
    expect((await call("POST", "/api/lesson-log", privateLog(), "student")).statusCode).toBe(403);
    expect((await call("POST", "/api/admin/lesson-log", privateLog(), "teacher")).statusCode).toBe(403);
    const other = await call("POST", "/api/lesson-log", privateLog(), "teacher2");
    expect(other.statusCode).toBe(403);
    expect(await count("teaching_logs")).toBe(0);
  });

  it("answers bad input with field errors and writes nothing", async () => {
    const res = await call(
      "POST",
      "/api/lesson-log",
      {
        class_id: privateClass,
        started_at: "2026-02-30 10:00:00",
        duration_hours: 0,
        duration_minutes: 0,
        students: [{ student_class_ticket_id: tickets.student, attendance_status: 99 }],
      },
      "teacher",
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["started_at", "students.0.attendance_status"]);
    const empty = await call(
      "POST",
      "/api/lesson-log",
      privateLog({ duration_hours: 0, duration_minutes: 0 }),
      "teacher",
    );
    expect(empty.json().errors).toEqual({
      duration_minutes: ["A lesson lasts more than 0 minutes and at most 12 hours."],
    });
    const none = await call("POST", "/api/lesson-log", { ...privateLog(), students: [] }, "teacher");
    expect(none.json().errors).toEqual({ students: ["Add at least one student."] });
    const notHere = await call(
      "POST",
      "/api/lesson-log",
      privateLog({ students: [{ student_class_ticket_id: tickets.student3 }] }),
      "teacher",
    );
    expect(notHere.statusCode).toBe(422);
    expect(notHere.json().errors).toEqual({
      "students.0.student_class_ticket_id": ["This student is not placed in this class."],
    });
    const zone = await call("POST", "/api/lesson-log", privateLog({ timezone: "Mars/Olympus" }), "teacher");
    expect(zone.json().errors).toHaveProperty("timezone");
    expect(await count("teaching_logs")).toBe(0);
  });

  it("a private class takes lesson-log, a group class group-lesson-log", async () => {
    const wrong = await call("POST", "/api/group-lesson-log", privateLog(), "teacher");
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toHaveProperty("class_id");
    const wrong2 = await call(
      "POST",
      "/api/lesson-log",
      {
        class_id: groupClass,
        started_at: "2026-03-01 09:00",
        students: [{ student_class_ticket_id: tickets.student3 }],
      },
      "teacher2",
    );
    expect(wrong2.json().errors).toHaveProperty("class_id");
    expect(await count("teaching_logs")).toBe(0);
  });

  it("a teacher logs their own lesson: salary and fees come from the class terms, attendance defaults to 1", async () => {
    const res = await call(
      "POST",
      "/api/lesson-log",
      privateLog({
        salary: 999_999_00,
        salary_currency: "USD",
        content: "<p>Reading <script>alert(1)</script>passage 3</p>",
        students: [
          { student_class_ticket_id: tickets.student, fee: 1, has_vocab_test: 1 },
          { student_class_ticket_id: tickets.student2, attendance_status: 3 },
        ],
      }),
      "teacher",
    );
    expect(res.statusCode, res.body).toBe(200);
    const log = res.json();
    expect(log).toMatchObject({
      kind: "private",
      class_id: privateClass,
      teacher_user_id: ids.teacher,
      salary: 80_000,
      salary_currency: "TWD",
      // 14:00 in Taipei (UTC+8).
      started_at: "2026-03-02T06:00:00.000Z",
      started_at_local: "2026-03-02 14:00:00",
      timezone: "Asia/Taipei",
      duration_hours: 2,
      duration_minutes: 0,
      full_hour: 2,
      content: "<p>Reading passage 3</p>",
    });
    const byStudent = Object.fromEntries(
      log.students.map((s: { student_user_id: number }) => [s.student_user_id, s]),
    );
    // The teacher never sees fees.
    expect(byStudent[ids.student as number]).toMatchObject({
      fee: null,
      attendance_status: 1,
      attendance_key: "present",
      billable: true,
      payable: true,
      has_vocab_test: true,
    });
    expect(byStudent[ids.student2 as number]).toMatchObject({
      attendance_status: 3,
      attendance_key: "excused_absence",
      billable: false,
      payable: false,
    });
    const stored = await queryRows<{ student_user_id: number; fee: string; fee_currency: string }>(
      ctx.database.db,
      sql`select student_user_id, fee, fee_currency from lesson_logs order by student_user_id`,
    );
    expect(stored.map((r) => [r.student_user_id, Number(r.fee), r.fee_currency])).toEqual([
      [ids.student, 150_000, "TWD"],
      [ids.student2, 5_000, "USD"],
    ]);
    const [audit] = await queryRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_log where target_type = 'teaching_log' order by id desc limit 1`,
    );
    expect(audit?.action).toBe("teaching_log.create");
  });

  it("a teacher cannot log a lesson as another teacher", async () => {
    const res = await call(
      "POST",
      "/api/lesson-log",
      privateLog({ teacher_user_id: ids.teacher2 }),
      "teacher",
    );
    expect(res.statusCode).toBe(403);
  });

  it("admins set salary and fees as sent; the teacher must teach the class", async () => {
    const notTeacher = await call(
      "POST",
      "/api/admin/lesson-log",
      privateLog({ teacher_user_id: ids.teacher2 }),
      "staff",
    );
    expect(notTeacher.json().errors).toEqual({ teacher_user_id: ["This person does not teach this class."] });
    const res = await call(
      "POST",
      "/api/admin/lesson-log",
      privateLog({
        teacher_user_id: ids.teacher,
        salary: 90_000,
        started_at: "2026-03-09T14:00",
        duration_hours: 1,
        duration_minutes: 30,
        students: [{ student_class_ticket_id: tickets.student, fee: 160_000, fee_currency: "TWD" }],
      }),
      "staff",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      salary: 90_000,
      full_hour: 1.5,
      started_at_local: "2026-03-09 14:00:00",
    });
    expect(res.json().students).toEqual([
      expect.objectContaining({ student_user_id: ids.student, fee: 160_000 }),
    ]);
  });
});

describe("reading lesson logs", () => {
  let logId: number;
  let ethanLessonId: number;
  beforeAll(async () => {
    const page = (await call("GET", `/api/teaching-logs?class_id=${privateClass}`)).json();
    logId = page.data.at(-1).id;
    const log = (await call("GET", `/api/teaching-log/${logId}`)).json();
    ethanLessonId = log.students.find(
      (s: { student_user_id: number }) => s.student_user_id === ids.student,
    ).id;
  });

  it("teaching-log: staff and the class's teachers; nobody else", async () => {
    expect((await call("GET", `/api/teaching-log/${logId}`, undefined, "teacher")).statusCode).toBe(200);
    expect(
      (await call("GET", `/api/teaching-log/${logId}`, undefined, "staff")).json().students[0].fee,
    ).not.toBeNull();
    expect((await call("GET", `/api/teaching-log/${logId}`, undefined, "teacher2")).statusCode).toBe(403);
    expect((await call("GET", `/api/teaching-log/${logId}`, undefined, "parent")).statusCode).toBe(403);
    expect((await call("GET", "/api/teaching-log/999999")).statusCode).toBe(404);
  });

  it("lesson-log: the student and their parent see the fee, not the salary; another family is refused", async () => {
    const parent = await call("GET", `/api/lesson-log/${ethanLessonId}`, undefined, "parent");
    expect(parent.statusCode).toBe(200);
    expect(parent.json()).toMatchObject({
      fee: 150_000,
      fee_currency: "TWD",
      teaching_log: { salary: null },
    });
    expect((await call("GET", `/api/lesson-log/${ethanLessonId}`, undefined, "student")).statusCode).toBe(
      200,
    );
    const teacher = (await call("GET", `/api/lesson-log/${ethanLessonId}`, undefined, "teacher")).json();
    expect(teacher).toMatchObject({ fee: null, teaching_log: { salary: 80_000 } });
    for (const who of ["parent2", "student2", "teacher2", "editor"] as const) {
      expect((await call("GET", `/api/lesson-log/${ethanLessonId}`, undefined, who)).statusCode, who).toBe(
        403,
      );
    }
  });

  it("teaching-logs: teachers list only classes they teach", async () => {
    expect((await call("GET", "/api/teaching-logs", undefined, "teacher")).json().total).toBe(2);
    expect((await call("GET", "/api/teaching-logs", undefined, "teacher2")).json().total).toBe(0);
    expect((await call("GET", "/api/teaching-logs", undefined, "parent")).statusCode).toBe(403);
    const march9 = (await call("GET", "/api/teaching-logs?from=2026-03-09&to=2026-03-09")).json();
    expect(march9.data.map((l: { started_at_local: string }) => l.started_at_local)).toEqual([
      "2026-03-09 14:00:00",
    ]);
  });

  it("next-teaching-log: a week after the last log, the class's students, attendance 1", async () => {
    const next = (
      await call("GET", `/api/next-teaching-log?class_id=${privateClass}`, undefined, "teacher")
    ).json();
    expect(next).toMatchObject({
      kind: "private",
      test_type: "weekly",
      teacher_user_id: ids.teacher,
      started_at: "2026-03-16 14:00:00",
      duration_hours: 1,
      duration_minutes: 30,
    });
    expect(
      next.students.map((s: { student_class_ticket_id: number; fee: null }) => [
        s.student_class_ticket_id,
        s.fee,
      ]),
    ).toEqual([
      [tickets.student, null],
      [tickets.student2, null],
    ]);
    expect(
      (await call("GET", `/api/next-teaching-log?class_id=${privateClass}`, undefined, "teacher2"))
        .statusCode,
    ).toBe(403);
  });
});

describe("editing and deleting", () => {
  it("a teacher edits their class's log: the student list is replaced, the start moves, money stays", async () => {
    const created = (
      await call("POST", "/api/lesson-log", privateLog({ started_at: "2026-04-01 10:00:00" }), "teacher")
    ).json();
    const res = await call(
      "PATCH",
      `/api/lesson-log/${created.id}`,
      {
        started_at: "2026-04-02 11:00:00",
        salary: 1,
        students: [{ student_class_ticket_id: tickets.student, attendance_status: 2, fee: 1 }],
      },
      "teacher",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ salary: 80_000, started_at: "2026-04-02T03:00:00.000Z" });
    expect(res.json().students).toEqual([
      expect.objectContaining({ student_user_id: ids.student, attendance_key: "late" }),
    ]);
    const rows = await queryRows<{ fee: string; started_at: Date }>(
      ctx.database.db,
      sql`select fee, started_at from lesson_logs where teaching_log_id = ${created.id}`,
    );
    expect(rows.map((r) => [Number(r.fee), new Date(r.started_at).toISOString()])).toEqual([
      [150_000, "2026-04-02T03:00:00.000Z"],
    ]);
    expect((await call("PATCH", `/api/lesson-log/${created.id}`, { note: "x" }, "teacher2")).statusCode).toBe(
      403,
    );
    expect(
      (await call("PATCH", `/api/lesson-log/${created.id}`, { teacher_user_id: ids.teacher2 }, "teacher"))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("PATCH", `/api/group-lesson-log/${created.id}`, { note: "x" }, "teacher")).statusCode,
    ).toBe(422);
  });

  it("deletes a student's row or the whole lesson (teachers of the class, staff)", async () => {
    const created = (
      await call("POST", "/api/lesson-log", privateLog({ started_at: "2026-05-01 10:00:00" }), "teacher")
    ).json();
    const [first, second] = created.students;
    expect((await call("DELETE", `/api/lesson-log/${first.id}`, undefined, "teacher2")).statusCode).toBe(403);
    expect((await call("DELETE", `/api/lesson-log/${first.id}`, undefined, "teacher")).statusCode).toBe(200);
    expect((await call("GET", `/api/lesson-log/${first.id}`)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/teaching-log/${created.id}`, undefined, "teacher2")).statusCode).toBe(
      403,
    );
    expect((await call("DELETE", `/api/teaching-log/${created.id}`, undefined, "teacher")).statusCode).toBe(
      200,
    );
    expect((await call("GET", `/api/lesson-log/${second.id}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/teaching-log/${created.id}`)).statusCode).toBe(404);
  });
});

describe("group lesson logs and mail", () => {
  it("the group class's teacher logs a lesson and the parents get it in their language", async () => {
    const before = await count("mail_outbox");
    const res = await call(
      "POST",
      "/api/group-lesson-log",
      {
        class_id: groupClass,
        started_at: "2026-03-07 09:00:00",
        mail_to_parents: 1,
        students: [{ student_class_ticket_id: tickets.student3 }],
      },
      "teacher2",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: "group", salary: 0, mail_to_parents: true });
    expect(await count("mail_outbox")).toBe((before ?? 0) + 1);
    const [mail] = await queryRows<{ to_address: string; kind: string; text_body: string }>(
      ctx.database.db,
      sql`select to_address, kind, text_body from mail_outbox order by id desc limit 1`,
    );
    expect(mail).toMatchObject({ to_address: "parent2@example.com", kind: "lesson_log" });
    expect(mail?.text_body).toContain(`http://app.test/lessonLogDetail/${res.json().students[0].id}`);
  });

  it("names the class in each parent's language (zh-TW parent, translated class)", async () => {
    await inChinese(ctx, groupClass, "SAT 團體 A 班", ["parent2"], async () => {
      const res = await call(
        "POST",
        "/api/group-lesson-log",
        {
          class_id: groupClass,
          started_at: "2026-03-14 09:00:00",
          mail_to_parents: 1,
          students: [{ student_class_ticket_id: tickets.student3 }],
        },
        "teacher2",
      );
      expect(res.statusCode, res.body).toBe(200);
      const [mail] = await outboxOf(ctx, "lesson_log");
      expect(mail).toMatchObject({ to_address: "parent2@example.com", locale: "zh-TW" });
      expect(mail?.subject).toMatch(/^上課紀錄：SAT 團體 A 班，/);
      expect(mail?.text_body).toContain("在 SAT 團體 A 班 的課程已記錄");
    });
  });

  it("names the student family name first in Chinese script (王美玲), given name first otherwise", async () => {
    const db = ctx.database.db;
    const mailFor = async (first: string, last: string, day: string) => {
      await db.execute(
        sql`update users set first_name = ${first}, last_name = ${last} where id = ${ids.student3}`,
      );
      const res = await call(
        "POST",
        "/api/group-lesson-log",
        {
          class_id: groupClass,
          started_at: `2026-03-${day} 09:00:00`,
          mail_to_parents: 1,
          students: [{ student_class_ticket_id: tickets.student3 }],
        },
        "teacher2",
      );
      expect(res.statusCode, res.body).toBe(200);
      return (await outboxOf(ctx, "lesson_log"))[0]?.text_body;
    };
    try {
      expect(await mailFor("美玲", "王", "21")).toContain("The lesson of 王美玲 in SAT Group A");
      expect(await mailFor("Mei-Ling", "Wang", "28")).toContain("The lesson of Mei-Ling Wang in SAT Group A");
    } finally {
      await db.execute(
        sql`update users set first_name = 'student3', last_name = '' where id = ${ids.student3}`,
      );
    }
  });
});

describe("class names in the reader's language (localized.name; the base name when untranslated)", () => {
  /** The answer read by the admin in `language`. */
  const read = async (url: string, language = "zh-TW") => {
    const res = await ctx.app.inject({
      method: "GET",
      url,
      headers: { ...auth.admin, "accept-language": language },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const chinese = { name: "Private SAT: student", localized: { name: "私人 SAT 課" } };
  const untranslated = { name: "SAT Group A", localized: { name: "SAT Group A" } };
  let privateLogId: number;
  let groupLogId: number;
  beforeAll(async () => {
    const named = await call("PATCH", `/api/session-classes/${privateClass}`, {
      translations: { "zh-TW": { name: "私人 SAT 課" } },
    });
    expect(named.statusCode, named.body).toBe(200);
    privateLogId = (await read(`/api/teaching-logs?class_id=${privateClass}`)).data[0].id;
    groupLogId = (await read(`/api/teaching-logs?class_id=${groupClass}`)).data[0].id;
  });

  it("GET teaching-logs", async () => {
    expect((await read(`/api/teaching-logs?class_id=${privateClass}`)).data[0].session_class).toMatchObject(
      chinese,
    );
    expect((await read(`/api/teaching-logs?class_id=${groupClass}`)).data[0].session_class).toMatchObject(
      untranslated,
    );
    // English has no translation and reads the base name.
    expect(
      (await read(`/api/teaching-logs?class_id=${privateClass}`, "en")).data[0].session_class.localized,
    ).toEqual({ name: "Private SAT: student" });
  });

  it("GET teaching-log/{id}", async () => {
    expect((await read(`/api/teaching-log/${privateLogId}`)).session_class).toMatchObject(chinese);
    expect((await read(`/api/teaching-log/${groupLogId}`)).session_class).toMatchObject(untranslated);
  });

  it("GET lesson-log/{id}", async () => {
    const privateLesson = (await read(`/api/teaching-log/${privateLogId}`)).students[0].id;
    const groupLesson = (await read(`/api/teaching-log/${groupLogId}`)).students[0].id;
    expect((await read(`/api/lesson-log/${privateLesson}`)).teaching_log.session_class).toMatchObject(
      chinese,
    );
    expect((await read(`/api/lesson-log/${groupLesson}`)).teaching_log.session_class).toMatchObject(
      untranslated,
    );
  });

  it("GET next-teaching-log", async () => {
    expect((await read(`/api/next-teaching-log?class_id=${privateClass}`)).session_class).toMatchObject(
      chinese,
    );
    expect((await read(`/api/next-teaching-log?class_id=${groupClass}`)).session_class).toMatchObject(
      untranslated,
    );
  });
});
