import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { mailOutbox } from "../../mail/outbox.table";
import { extractPdfText } from "../../pdf/pdf-text.test-helpers";
import { sessionClasses } from "../classes/classes.table";
import { courseSessions } from "../courses/courses.table";
import { classTeacherTerms, lessonLogs, teachingLogs } from "../lessons/lessons.table";
import { upsertTeacherProfile } from "../profiles";
import { users } from "../users/users.table";

/** A statement's lines and its PDF name each class in the reader's (the teacher's) language. */
describe("payroll lines name their class in the reader's language", () => {
  let ctx: TestContext;
  let admin = { authorization: "" };
  let teacherId = 0;
  let logId = 0;
  const call = (method: "GET" | "POST", url: string, lang: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { ...admin, "accept-language": lang },
      ...(payload && { payload }),
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    await createUser(db, { username: "pc-admin", roles: ["super-admin"] });
    admin = { authorization: (await signIn(ctx.app, "pc-admin")).authorization };
    teacherId = (await createUser(db, { username: "pc-teacher", roles: ["teacher"] })).id;
    await db
      .update(users)
      .set({ lang: "zh-TW", firstName: "美玲", lastName: "王" })
      .where(eq(users.id, teacherId));
    await upsertTeacherProfile(db, teacherId, {
      billing: {
        country: "TW",
        official_name: "王美玲",
        bank_account: "12345678901234",
        payment_method: "bank",
      },
    });
    const [session] = await db.insert(courseSessions).values({ title: "SAT 2027" }).returning();
    const [cls] = await db
      .insert(sessionClasses)
      .values({
        courseSessionId: session?.id as number,
        name: "SAT Intensive (Taipei)",
        translations: { "zh-TW": { name: "SAT 密集班（台北）" }, "zh-CN": { name: "SAT 密集班（台北）简" } },
      })
      .returning();
    const classId = cls?.id as number;
    await db
      .insert(classTeacherTerms)
      .values({ sessionClassId: classId, teacherUserId: teacherId, salary: 80_000, salaryUnit: 3 });
    const startedAt = new Date("2026-03-02T06:00:00Z");
    const [log] = await db
      .insert(teachingLogs)
      .values({
        kind: "private",
        sessionClassId: classId,
        teacherUserId: teacherId,
        salary: 80_000,
        startedAt,
        durationMinutes: 60,
      })
      .returning();
    logId = log?.id as number;
    const student = (await createUser(db, { username: "pc-student", roles: ["student"] })).id;
    await db.insert(lessonLogs).values({
      teachingLogId: logId,
      sessionClassId: classId,
      startedAt,
      studentUserId: student,
      attendanceStatus: 1,
    });
  }, 60_000);
  afterAll(async () => ctx?.close());

  it("in the unpaid lines, the statement's lines and the mailed PDF", async () => {
    const unpaid = await call("GET", `/api/payroll/unpaid/${teacherId}`, "zh-TW");
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    expect(unpaid.json().data[0]).toMatchObject({
      class_name: "SAT 密集班（台北）",
      reason: "SAT 密集班（台北）",
    });

    const created = await call("POST", "/api/payroll", "zh-TW", {
      teacher_user_id: teacherId,
      title: "2026-03",
      period_start: "2026-03-01",
      period_end: "2026-03-31",
      payment_method: "bank_transfer",
      teaching_log_ids: [logId],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().items[0].class_name).toBe("SAT 密集班（台北）");
    const id = created.json().id as number;
    const read = async (lang: string) => (await call("GET", `/api/payroll/${id}`, lang)).json().items[0];
    expect(await read("zh-CN")).toMatchObject({
      class_name: "SAT 密集班（台北）简",
      reason: "SAT 密集班（台北）简",
    });
    expect(await read("en")).toMatchObject({ class_name: "SAT Intensive (Taipei)" });

    // The PDF mailed to the teacher (zh-TW) names the class in Traditional Chinese.
    const sent = await call("POST", `/api/payroll/${id}/send`, "en", { custom_content: "三月" });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "payroll_statement")));
    type Attachment = { content_base64: string };
    const attachment = ((mail?.meta ?? {}) as { attachments?: Attachment[] }).attachments?.[0];
    const text = extractPdfText(Buffer.from(attachment?.content_base64 ?? "", "base64")).text;
    expect(text).toContain("SAT 密集班（台北）");
    expect(text).not.toContain("SAT Intensive");
  });
});
