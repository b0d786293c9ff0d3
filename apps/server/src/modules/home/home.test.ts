import type { HomeSummary } from "@edu/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureCourseSessions, insertEnrollment } from "../../../test/helpers/enrollment";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { countOutboxWaiting, enqueueMail } from "../../mail";
import { insertRequest } from "../family-links/family-links.repository";
import { buildLessonWorld, type LessonWorld } from "../lessons/lessons.test-helpers";

let ctx: TestContext;
let w: LessonWorld;
const ids: Record<string, number> = {};

const PEOPLE = [
  "admin",
  "staff",
  "teacher",
  "teacher2",
  "parent",
  "parent2",
  "student",
  "student2",
  "student3",
  "editor",
] as const;
type Who = (typeof PEOPLE)[number];

async function summaryOf(who: Who): Promise<HomeSummary> {
  const res = await w.call("GET", "/api/home/summary", undefined, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** "YYYY-MM-DD HH:mm:ss" in UTC, `days` from now (negative: in the past). */
const utcLocal = (days: number) =>
  `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)} 10:00:00`;

async function lessonLog(days: number, content: string, who: "teacher" | "teacher2" = "teacher") {
  const group = who === "teacher2";
  const res = await w.call(
    "POST",
    group ? "/api/group-lesson-log" : "/api/lesson-log",
    {
      class_id: group ? w.groupClass : w.privateClass,
      started_at: utcLocal(days),
      timezone: "UTC",
      content,
      students: [{ student_class_ticket_id: group ? w.tickets.student3 : w.tickets.student }],
    },
    who,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}

async function contractFor(enrolledSessionId: number) {
  const res = await w.call("POST", "/api/enrolled-session/contract", {
    enrolled_session_id: enrolledSessionId,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const linkRequest = (parent: Who, student: Who, expiresInDays = 7) =>
  insertRequest(ctx.database.db, {
    parentId: ids[parent] as number,
    studentId: ids[student] as number,
    via: "link-student",
    tokenHash: `hash-${parent}-${student}`,
    expiresAt: new Date(Date.now() + expiresInDays * 86_400_000),
  });

beforeAll(async () => {
  ctx = await createTestApp();
  w = await buildLessonWorld(ctx);
  Object.assign(ids, w.ids);
  const db = ctx.database.db;
  await ensureCourseSessions(db, [{ id: 101, fee: 1_200_000 }]);
  // Enrollments, all unread: the student's (contract to sign), student3's (contract signed below),
  // student2's (no contract), and one of nobody's family.
  ids.studentEnrollment = (
    await insertEnrollment(db, { studentEmail: "s1@example.com", studentUserId: ids.student })
  ).id;
  ids.student3Enrollment = (
    await insertEnrollment(db, {
      studentEmail: "s3@example.com",
      studentUserId: ids.student3,
      parentUserId: ids.parent2,
    })
  ).id;
  await insertEnrollment(db, { studentEmail: "s2@example.com", studentUserId: ids.student2 });
  await insertEnrollment(db, { studentEmail: "walk-in@example.com" });
  // A paid ticket not placed in a class yet.
  const ticket = await w.call("POST", "/api/student-class-tickets", {
    student_user_id: ids.student3,
    course_session_id: 101,
    is_paid: true,
  });
  expect(ticket.statusCode, ticket.body).toBe(200);
  await contractFor(ids.studentEnrollment as number);
  await contractFor(ids.student3Enrollment as number);
  const signed = await w.call(
    "POST",
    "/api/enrolled-session/signed-contract",
    { enrolled_session_id: ids.student3Enrollment, signer_name: "Parent Two", agree: true },
    "parent2",
  );
  expect(signed.statusCode, signed.body).toBe(200);
  // parent2 asks to be student's parent (student, parent and the admin may answer); an expired ask counts nowhere.
  await linkRequest("parent2", "student");
  await linkRequest("parent2", "student2", -1);
  // teacher: lessons in March 2026 (a month over: a report due), two of the last days without content;
  // teacher2: one.
  const march = await w.call(
    "POST",
    "/api/lesson-log",
    {
      class_id: w.privateClass,
      started_at: "2026-03-02 14:00:00",
      content: "<p>Essay outline</p>",
      students: [{ student_class_ticket_id: w.tickets.student }],
    },
    "teacher",
  );
  expect(march.statusCode, march.body).toBe(200);
  ids.openLog = await lessonLog(-1, "");
  await lessonLog(-3, "");
  await lessonLog(-2, "<p>Reading</p>");
  await lessonLog(-1, "", "teacher2");
  // Mail held in the outbox (no SMTP_URL in tests), one failed.
  for (const kind of ["held_one", "held_two", "gave_up"])
    await enqueueMail(db, { to: "x@example.com", subject: kind, text: kind, locale: "en", kind });
  await db.execute(sql`update mail_outbox set status = 'failed' where kind = 'gave_up'`);
});
afterAll(() => ctx.close());

describe("GET home/summary", () => {
  it("refuses anonymous callers", async () => {
    const res = await w.call("GET", "/api/home/summary", undefined, "anon");
    expect(res.statusCode).toBe(401);
  });

  it("fills each count only for the roles whose home shows it, null otherwise", async () => {
    const shape = (summary: HomeSummary) =>
      Object.fromEntries(
        Object.entries(summary).map(([key, value]) => [key, value === null ? null : typeof value]),
      );
    const none = {
      unread_enrollments: null,
      students_to_place: null,
      outbox: null,
      contracts_to_sign: null,
      parent_link_requests: "object",
      unfinished_progress_reports: null,
      unfinished_lesson_logs: null,
    };
    const office = { ...none, unread_enrollments: "number", students_to_place: "number" };
    const family = { ...none, contracts_to_sign: "number" };
    const teaching = { ...none, unfinished_progress_reports: "object", unfinished_lesson_logs: "object" };
    const expected: Record<Who, object> = {
      admin: { ...office, outbox: "object" },
      staff: office,
      teacher: teaching,
      teacher2: teaching,
      parent: family,
      parent2: family,
      student: family,
      student2: family,
      student3: family,
      editor: none,
    };
    for (const who of PEOPLE) expect(shape(await summaryOf(who)), who).toEqual(expected[who]);
  });

  it("answers each count exactly as the caller's own list does, and nothing that list refuses", async () => {
    type Page = { total: number; data: Array<Record<string, unknown>> };
    const LISTS: Record<keyof HomeSummary, { url: string; count: (body: never) => unknown }> = {
      unread_enrollments: {
        url: "/api/enrolled-course-sessions?is_read=0&page_size=1",
        count: (body: Page) => body.total,
      },
      students_to_place: {
        url: "/api/student-class-tickets-paid-but-no-placement",
        count: (body: Page) => body.total,
      },
      outbox: {
        url: "/api/mail-outbox?limit=500",
        count: (body: { delivery: string; data: Array<{ status: string }> }) => {
          const n = (status: string) => body.data.filter((mail) => mail.status === status).length;
          return {
            delivery: body.delivery,
            held: n("held"),
            pending: n("pending") + n("sending"),
            failed: n("failed"),
          };
        },
      },
      contracts_to_sign: {
        url: "/api/my-enrollments?page_size=200",
        count: (body: Page) =>
          body.data.filter((row) => {
            const contract = row.contract as { signed_at: string | null } | null;
            return contract !== null && contract.signed_at === null;
          }).length,
      },
      parent_link_requests: {
        url: "/api/parent-link-requests?page_size=200",
        count: (body: Page) => ({
          to_answer: body.data.filter((row) => row.can_confirm).length,
          asked_by_me: body.data.filter((row) => row.is_mine).length,
        }),
      },
      unfinished_progress_reports: { url: "/api/progress-reports/unfinished", count: (body: object) => body },
      unfinished_lesson_logs: {
        url: "/api/lesson-logs/unfinished",
        count: (body: { count: number; days: number }) => ({ count: body.count, days: body.days }),
      },
    };
    const seenNonZero = new Set<string>();
    for (const who of PEOPLE) {
      const summary = await summaryOf(who);
      for (const [field, list] of Object.entries(LISTS) as [
        keyof HomeSummary,
        (typeof LISTS)[keyof HomeSummary],
      ][]) {
        const value = summary[field];
        if (value === null) continue;
        const res = await w.call("GET", list.url, undefined, who);
        expect(res.statusCode, `${who} ${field}: the list refuses what the summary counts`).toBe(200);
        expect(value, `${who} ${field}`).toEqual(list.count(res.json() as never));
        if (JSON.stringify(value).match(/[1-9]/)) seenNonZero.add(field);
      }
    }
    // The data above gives every count something to count (days: 14 aside), so no comparison is 0 = 0 only.
    expect([...seenNonZero].sort()).toEqual(Object.keys(LISTS).sort());
  });

  it("counts the office's waiting work: unread enrollments and paid tickets without a class", async () => {
    expect(await summaryOf("admin")).toMatchObject({ unread_enrollments: 4, students_to_place: 1 });
    const read = await w.call("PATCH", "/api/read-enrolled-course-session", {
      id: ids.studentEnrollment,
      is_read: 1,
    });
    expect(read.statusCode, read.body).toBe(200);
    const ticket = await w.call("POST", "/api/student-class-tickets", {
      student_user_id: ids.student2,
      course_session_id: 101,
      is_paid: true,
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
    for (const who of ["admin", "staff"] as const)
      expect(await summaryOf(who), who).toMatchObject({ unread_enrollments: 3, students_to_place: 2 });
  });

  it("counts mail held, waiting and failed for the admin, as the outbox shows it", async () => {
    const outbox = async () => (await summaryOf("admin")).outbox;
    const before = await outbox();
    expect(before).toMatchObject({ delivery: "held", pending: 0 });
    expect(before?.held).toBeGreaterThanOrEqual(2);
    expect(before?.failed).toBeGreaterThanOrEqual(1);
    const held = before?.held as number;
    const failed = before?.failed as number;
    await enqueueMail(ctx.database.db, {
      to: "y@example.com",
      subject: "s",
      text: "t",
      locale: "en",
      kind: "more",
    });
    expect(await outbox()).toEqual({ delivery: "held", held: held + 1, pending: 0, failed });
    await ctx.database.db.execute(sql`update mail_outbox set status = 'failed' where kind = 'held_one'`);
    expect(await outbox()).toEqual({ delivery: "held", held, pending: 0, failed: failed + 1 });
    // With SMTP_URL the same mail waits to be sent rather than being held; only the outbox's readers see it.
    const admin = { id: ids.admin as number, roles: ["super-admin" as const] };
    expect(await countOutboxWaiting(ctx.database.db, admin, true)).toEqual({
      delivery: "smtp",
      held: 0,
      pending: held,
      failed: failed + 1,
    });
    const staff = { id: ids.staff as number, roles: ["staff" as const] };
    expect(await countOutboxWaiting(ctx.database.db, staff, true)).toBeNull();
  });

  it("counts a parent's and a student's own family's unsigned contracts only", async () => {
    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          (["parent", "student", "parent2", "student2", "student3"] as const).map(async (who) => [
            who,
            (await summaryOf(who)).contracts_to_sign,
          ]),
        ),
      );
    expect(await counts()).toEqual({ parent: 1, student: 1, parent2: 0, student2: 0, student3: 0 });
    const signed = await w.call(
      "POST",
      "/api/enrolled-session/signed-contract",
      { enrolled_session_id: ids.studentEnrollment, signer_name: "Parent One", agree: true },
      "parent",
    );
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await counts()).toEqual({ parent: 0, student: 0, parent2: 0, student2: 0, student3: 0 });
  });

  it("counts link requests waiting for the caller's answer and those they made", async () => {
    const links = async (who: Who) => (await summaryOf(who)).parent_link_requests;
    expect(await links("student")).toEqual({ to_answer: 1, asked_by_me: 0 });
    expect(await links("parent")).toEqual({ to_answer: 1, asked_by_me: 0 });
    expect(await links("admin")).toEqual({ to_answer: 1, asked_by_me: 0 });
    expect(await links("parent2")).toEqual({ to_answer: 0, asked_by_me: 1 });
    expect(await links("student2")).toEqual({ to_answer: 0, asked_by_me: 0 });
    expect(await links("teacher")).toEqual({ to_answer: 0, asked_by_me: 0 });
    const confirmed = await w.call(
      "POST",
      `/api/parent-link-requests/${await requestId()}/confirm`,
      undefined,
      "student",
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await links("student")).toEqual({ to_answer: 0, asked_by_me: 0 });
    expect(await links("parent2")).toEqual({ to_answer: 0, asked_by_me: 0 });
  });

  it("gives a teacher their own reports due and lessons without content", async () => {
    const before = await summaryOf("teacher");
    // March 2026 is over: the student's report is due (a lesson of the last days may add a month's).
    expect(before.unfinished_progress_reports?.required).toBeGreaterThanOrEqual(1);
    expect(before.unfinished_progress_reports?.written).toBe(0);
    expect(before.unfinished_lesson_logs).toEqual({ count: 2, days: 14 });
    expect((await summaryOf("teacher2")).unfinished_lesson_logs).toEqual({ count: 1, days: 14 });
    const written = await w.call(
      "PATCH",
      `/api/lesson-log/${ids.openLog}`,
      { content: "<p>Quiz</p>" },
      "teacher",
    );
    expect(written.statusCode, written.body).toBe(200);
    const report = await w.call(
      "POST",
      "/api/progress-report",
      {
        class_id: w.privateClass,
        student_user_id: ids.student,
        period: "2026-03",
        content: "<p>Steady.</p>",
      },
      "teacher",
    );
    expect(report.statusCode, report.body).toBe(200);
    expect(await summaryOf("teacher")).toMatchObject({
      unfinished_progress_reports: { required: before.unfinished_progress_reports?.required, written: 1 },
      unfinished_lesson_logs: { count: 1, days: 14 },
    });
    expect((await summaryOf("teacher2")).unfinished_lesson_logs).toEqual({ count: 1, days: 14 });
  });
});

async function requestId(): Promise<number> {
  const list = await w.call("GET", "/api/parent-link-requests", undefined, "student");
  return list.json().data[0].id;
}
