import { teachingLineAmount } from "@edu/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { mailOutbox } from "../../mail/outbox.table";
import { extractPdfText } from "../../pdf/pdf-text.test-helpers";
import { auditLog } from "../audit/audit.table";
import { sessionClasses } from "../classes/classes.table";
import { courseSessions } from "../courses/courses.table";
import { classTeacherTerms, lessonLogs, teachingLogs } from "../lessons/lessons.table";
import { upsertTeacherProfile } from "../profiles";
import { users } from "../users/users.table";
import { payrolls, teacherLedgerEntries } from "./payroll.table";

/** Teaching logs whose payroll_claimed flag (kept by triggers) disagrees with payroll_items: none. */
async function claimedFlagsDisagree(db: TestContext["database"]["db"]): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from teaching_logs t
         where t.payroll_claimed <> exists (select 1 from payroll_items pi where pi.teaching_log_id = t.id)`,
  );
  return (result as { rows: Array<{ n: number }> }).rows[0]?.n ?? -1;
}

describe("teachingLineAmount (one rounding per line)", () => {
  it("pays per hour by duration, half-up once to the shown precision", () => {
    expect(teachingLineAmount({ rate: 80_000, currency: "TWD", salaryUnit: 3, durationMinutes: 90 })).toBe(
      120_000,
    );
    // 1,000 × 50/60 = 833.33… → 833 (whole TWD), never 833.33.
    expect(teachingLineAmount({ rate: 100_000, currency: "TWD", salaryUnit: 3, durationMinutes: 50 })).toBe(
      83_300,
    );
    // 1,001 × 30/60 = 500.5 → 501 (half-up).
    expect(teachingLineAmount({ rate: 100_100, currency: "TWD", salaryUnit: 3, durationMinutes: 30 })).toBe(
      50_100,
    );
    // USD keeps cents: 25.00 × 50/60 = 20.8333 → 20.83.
    expect(teachingLineAmount({ rate: 2_500, currency: "USD", salaryUnit: 3, durationMinutes: 50 })).toBe(
      2_083,
    );
  });
  it("pays per lesson the rate whatever the length, and per month nothing per lesson", () => {
    expect(teachingLineAmount({ rate: 150_050, currency: "TWD", salaryUnit: 1, durationMinutes: 120 })).toBe(
      150_100,
    );
    expect(teachingLineAmount({ rate: 150_000, currency: "CNY", salaryUnit: 2, durationMinutes: 120 })).toBe(
      0,
    );
  });
});

describe("payroll", () => {
  let ctx: TestContext;
  const ids: Record<string, number> = {};
  const auth: Record<string, Record<string, string>> = { anon: {} };
  const logs: Record<string, number> = {};
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object, who = "admin") =>
    ctx.app.inject({ method, url, headers: auth[who], ...(payload && { payload }) });

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    for (const [username, role] of [
      ["admin", "super-admin"],
      ["staff", "staff"],
      ["teacher", "teacher"],
      ["teacher2", "teacher"],
      ["student", "student"],
      ["parent", "parent"],
    ] as const) {
      ids[username] = (await createUser(db, { username, roles: [role], firstName: username })).id;
      auth[username] = { authorization: (await signIn(ctx.app, username)).authorization };
    }
    const teacher = ids.teacher as number;
    await db
      .update(users)
      .set({ lang: "zh-TW", firstName: "美玲", lastName: "王" })
      .where(eq(users.id, teacher));
    await upsertTeacherProfile(db, teacher, {
      billing: {
        country: "TW",
        official_name: "王美玲",
        id_number: "A123456789",
        bank_code: "822",
        bank_account: "12345678901234",
        payment_method: "bank",
      },
    });
    const [session] = await db.insert(courseSessions).values({ title: "Payroll fixtures" }).returning();
    const classOf = async (
      name: string,
      isOnline: boolean,
      terms: Partial<typeof classTeacherTerms.$inferInsert>,
    ) => {
      const [cls] = await db
        .insert(sessionClasses)
        .values({ courseSessionId: session?.id as number, name, isOnline })
        .returning();
      await db
        .insert(classTeacherTerms)
        .values({ sessionClassId: cls?.id as number, teacherUserId: teacher, ...terms });
      return cls?.id as number;
    };
    const inPerson = await classOf("SAT 1:1", false, { salary: 80_000, salaryUnit: 3 });
    const online = await classOf("TOEFL online", true, {
      salary: 80_000,
      onlineSalary: 100_000,
      onlineSalaryCurrency: "TWD",
      salaryUnit: 3,
    });
    const perLesson = await classOf("Essay review", false, { salary: 150_000, salaryUnit: 1 });
    const logOf = async (
      classId: number,
      day: string,
      minutes: number,
      attendance: number[],
      salary = 80_000,
    ) => {
      const startedAt = new Date(`${day}T06:00:00Z`);
      const [log] = await db
        .insert(teachingLogs)
        .values({
          kind: "private",
          sessionClassId: classId,
          teacherUserId: teacher,
          salary,
          startedAt,
          durationMinutes: minutes,
        })
        .returning();
      for (const status of attendance) {
        const student = (
          await createUser(db, {
            username: `s${Math.random().toString(36).slice(2, 10)}`,
            roles: ["student"],
          })
        ).id;
        await db.insert(lessonLogs).values({
          teachingLogId: log?.id as number,
          sessionClassId: classId,
          startedAt,
          studentUserId: student,
          attendanceStatus: status,
        });
      }
      return log?.id as number;
    };
    logs.a1 = await logOf(inPerson, "2026-03-02", 90, [1]); // present: 800 × 1.5 = 1,200
    logs.excused = await logOf(inPerson, "2026-03-09", 60, [3]); // excused: not payable
    logs.b1 = await logOf(online, "2026-03-03", 60, [3, 2]); // one late student: payable, online 1,000
    logs.c1 = await logOf(perLesson, "2026-03-04", 120, [4], 150_000); // no-show is paid: 1,500 per lesson
    logs.x1 = await logOf(inPerson, "2026-03-16", 60, [1]); // for the concurrency test
    logs.x2 = await logOf(inPerson, "2026-03-17", 30, [1]);
  }, 60_000);
  afterAll(async () => ctx?.close());

  const count = async () =>
    Number((await ctx.database.db.select({ n: sql<number>`count(*)` }).from(payrolls))[0]?.n);

  it("lists teachers with unpaid teaching and their computed lines (admins; teachers their own)", async () => {
    expect((await call("GET", "/api/payroll/users/unpaid", undefined, "anon")).statusCode).toBe(401);
    expect((await call("GET", "/api/payroll/users/unpaid", undefined, "staff")).statusCode).toBe(403);
    expect((await call("GET", "/api/payroll/users/unpaid", undefined, "teacher")).statusCode).toBe(403);
    const users = await call("GET", "/api/payroll/users/unpaid");
    expect(users.statusCode, users.body).toBe(200);
    const row = users.json().data.find((r: { user_id: number }) => r.user_id === ids.teacher);
    expect(row).toMatchObject({ user_name: "王美玲", unpaid_logs: 5, latest_payroll: null });

    const lines = await call("GET", `/api/payroll/unpaid/${ids.teacher}?from=2026-03-01&to=2026-03-10`);
    expect(lines.statusCode, lines.body).toBe(200);
    const byLog = Object.fromEntries(
      lines.json().data.map((l: { teaching_log_id: number }) => [l.teaching_log_id, l]),
    );
    expect(Object.keys(byLog).map(Number).sort()).toEqual([logs.a1, logs.b1, logs.c1].sort());
    expect(byLog[logs.a1 as number]).toMatchObject({
      amount: 120_000,
      salary_unit: 3,
      is_online: false,
      payable_students: 1,
    });
    expect(byLog[logs.b1 as number]).toMatchObject({
      amount: 100_000,
      is_online: true,
      rate: 100_000,
      payable_students: 1,
    });
    expect(byLog[logs.c1 as number]).toMatchObject({ amount: 150_000, salary_unit: 1 });
    expect(lines.json().totals).toEqual([{ currency: "TWD", amount: 370_000 }]);
    expect((await call("GET", `/api/payroll/unpaid/${ids.teacher}`, undefined, "teacher")).statusCode).toBe(
      200,
    );
    expect((await call("GET", `/api/payroll/unpaid/${ids.teacher}`, undefined, "teacher2")).statusCode).toBe(
      403,
    );
  });

  const draft = {
    title: "2026-03 salary",
    period_start: "2026-03-01",
    period_end: "2026-03-31",
    payment_method: "bank_transfer",
  };

  it("refuses bad statements with field errors and writes nothing", async () => {
    const empty = await call("POST", "/api/payroll", {
      ...draft,
      teacher_user_id: ids.teacher,
      title: "",
      teaching_log_ids: [],
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.title).toBeDefined();
    const excused = await call("POST", "/api/payroll", {
      ...draft,
      teacher_user_id: ids.teacher,
      teaching_log_ids: [logs.excused],
    });
    expect(excused.statusCode).toBe(422);
    expect(excused.json().errors.teaching_log_ids).toBeDefined();
    const noReason = await call("POST", "/api/payroll", {
      ...draft,
      teacher_user_id: ids.teacher,
      teaching_log_ids: [logs.a1],
      manual_items: [{ kind: "bonus", reason: "", amount: 100 }],
    });
    expect(noReason.statusCode).toBe(422);
    const notTeacher = await call("POST", "/api/payroll", {
      ...draft,
      teacher_user_id: ids.parent,
      teaching_log_ids: [logs.a1],
    });
    expect(notTeacher.statusCode).toBe(422);
    const othersLog = await call("POST", "/api/payroll", {
      ...draft,
      teacher_user_id: ids.teacher2,
      teaching_log_ids: [logs.a1],
    });
    expect(othersLog.statusCode).toBe(422);
    const negative = await call("POST", "/api/payroll", {
      ...draft,
      teacher_user_id: ids.teacher,
      teaching_log_ids: [logs.a1],
      manual_items: [{ kind: "deduction", reason: "too much", amount: 500_000 }],
    });
    expect(negative.statusCode).toBe(422);
    expect(
      (
        await call(
          "POST",
          "/api/payroll",
          { ...draft, teacher_user_id: ids.teacher, teaching_log_ids: [logs.a1] },
          "teacher",
        )
      ).statusCode,
    ).toBe(403);
    expect(await count()).toBe(0);
  });

  it("runs the whole flow: draft → send → problem → fix → resend → teacher confirms → payments → paid", async () => {
    const created = await call("POST", "/api/payroll", {
      ...draft,
      teacher_user_id: ids.teacher,
      teaching_log_ids: [logs.a1, logs.b1, logs.c1],
      manual_items: [
        { kind: "bonus", reason: "Extra preparation", amount: 50_000 },
        { kind: "deduction", reason: "Late report", amount: 20_000 },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const statement = created.json();
    const id = statement.id as number;
    expect(statement).toMatchObject({ state: "created", total: 400_000, currency: "TWD", paid_amount: 0 });
    expect(statement.items.map((i: { signed_amount: number }) => i.signed_amount)).toEqual([
      120_000, 100_000, 150_000, 50_000, -20_000,
    ]);
    // Admins see billing info whole; the teacher masked; other teachers nothing.
    expect(statement.billing).toMatchObject({
      official_name: "王美玲",
      ssn: "A123456789",
      bank_account: "12345678901234",
      masked: false,
    });
    expect((await call("GET", `/api/payroll/${id}`, undefined, "teacher2")).statusCode).toBe(403);
    expect((await call("GET", `/api/payroll/${id}`, undefined, "staff")).statusCode).toBe(403);

    // A draft is the admins' alone: the teacher neither lists, reads, confirms nor disputes it.
    const unsent = await call("GET", "/api/payroll/unpaid", undefined, "teacher");
    expect(unsent.json()).toMatchObject({ total: 0, data: [] });
    expect((await call("GET", `/api/payroll/${id}`, undefined, "teacher")).statusCode).toBe(404);
    expect((await call("POST", `/api/payroll/${id}/checked`, {}, "teacher")).statusCode).toBe(404);
    const early = await call(
      "POST",
      `/api/payroll/${id}/problem`,
      { item_ids: [statement.items[0].id], description: "?" },
      "teacher",
    );
    expect(early.statusCode).toBe(404);
    const sent = await call("POST", `/api/payroll/${id}/send`, { custom_content: "三月份薪資" });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().state).toBe("confirm_pending");
    const listed = await call("GET", "/api/payroll/unpaid", undefined, "teacher");
    expect(listed.json().data.map((p: { id: number }) => p.id)).toEqual([id]);
    const mine = await call("GET", `/api/payroll/${id}`, undefined, "teacher");
    expect(mine.json().billing).toMatchObject({
      official_name: "王**",
      ssn: "******6789",
      bank_account: "**********1234",
      masked: true,
    });
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "payroll_statement"), eq(mailOutbox.toAddress, "teacher@example.com")));
    expect(mail?.locale).toBe("zh-TW");
    // The period in the teacher's language (the title is the admin's, in English here).
    expect(mail?.subject).toBe("您的薪資單: 2026年3月 — 2026-03 salary");
    type Attachment = { filename: string; content_type: string; content_base64: string };
    const attachment = ((mail?.meta ?? {}) as { attachments?: Attachment[] }).attachments?.[0];
    expect(attachment?.content_type).toBe("application/pdf");
    const pdfText = extractPdfText(Buffer.from(attachment?.content_base64 ?? "", "base64")).text;
    expect(pdfText).toContain("薪資單");
    expect(pdfText).toContain("2026年3月");
    expect(pdfText).toContain("合計");
    expect(pdfText).toContain("$4,000");
    expect(pdfText).toContain("******6789"); // the mailed PDF carries masked billing info
    expect(pdfText).not.toContain("A123456789");

    // The teacher disputes the online lesson.
    const onlineItem = statement.items.find(
      (i: { teaching_log_id: number | null }) => i.teaching_log_id === logs.b1,
    );
    expect(
      (await call("POST", `/api/payroll/${id}/problem`, { item_ids: [999_999], description: "?" }, "teacher"))
        .statusCode,
    ).toBe(422);
    expect(
      (
        await call(
          "POST",
          `/api/payroll/${id}/problem`,
          { item_ids: [onlineItem.id], description: "x" },
          "teacher2",
        )
      ).statusCode,
    ).toBe(403);
    const problem = await call(
      "POST",
      `/api/payroll/${id}/problem`,
      { item_ids: [onlineItem.id], description: "The deduction was agreed to be waived." },
      "teacher",
    );
    expect(problem.statusCode, problem.body).toBe(200);
    expect(problem.json().state).toBe("problem");
    expect(problem.json().items.find((i: { id: number }) => i.id === onlineItem.id).in_problem).toBe(true);
    expect((await call("POST", `/api/payroll/${id}/checked`, {}, "teacher")).statusCode).toBe(409);

    // The admin fixes (drops the deduction) and resends.
    const fixed = await call("PATCH", `/api/payroll/${id}`, {
      manual_items: [{ kind: "bonus", reason: "Extra preparation", amount: 50_000 }],
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ total: 420_000, state: "problem" });
    expect(fixed.json().items).toHaveLength(4);
    const resent = await call("POST", `/api/payroll/${id}/send`, {});
    expect(resent.json().state).toBe("confirm_pending");
    expect(resent.json().problems[0].resolved_at).not.toBeNull();

    const confirmed = await call("POST", `/api/payroll/${id}/checked`, {}, "teacher");
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ state: "confirmed", confirmed_for_teacher: false });
    expect((await call("PATCH", `/api/payroll/${id}`, { title: "changed" })).statusCode).toBe(409);
    let ledger = await call("GET", `/api/teacher-ledger/${ids.teacher}`, undefined, "teacher");
    expect(ledger.json().balances).toEqual([
      { currency: "TWD", earned: 420_000, paid: 0, outstanding: 420_000, awaiting_confirmation: 0 },
    ]);

    // Payments: one part, an overpayment refused, then the rest.
    const part = await call("POST", `/api/payroll/${id}/transaction`, {
      method: "bank_transfer",
      paid_on: "2026-04-05",
      reference: "TX-1",
      amount: 100_000,
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ state: "confirmed", paid_amount: 100_000, outstanding: 320_000 });
    const over = await call("POST", `/api/payroll/${id}/transaction`, {
      method: "cash",
      paid_on: "2026-04-06",
      amount: 400_000,
    });
    expect(over.statusCode).toBe(422);
    const paid = await call("PATCH", `/api/payroll/${id}/paid`, {
      method: "bank_transfer",
      paid_on: "2026-04-10",
      reference: "TX-2",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ state: "paid", paid_amount: 420_000, outstanding: 0 });
    ledger = await call("GET", `/api/teacher-ledger/${ids.teacher}`, undefined, "teacher");
    expect(ledger.json().balances).toEqual([
      { currency: "TWD", earned: 420_000, paid: 420_000, outstanding: 0, awaiting_confirmation: 0 },
    ]);
    expect((await call("GET", `/api/teacher-ledger/${ids.teacher}`, undefined, "teacher2")).statusCode).toBe(
      403,
    );

    expect((await call("DELETE", `/api/payroll/${id}`)).statusCode).toBe(409);
    expect((await call("POST", `/api/payroll/${id}/reset`)).statusCode).toBe(409);
    const paidList = await call("GET", "/api/payroll/paid", undefined, "teacher");
    expect(paidList.json().data.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await call("GET", "/api/payroll/paid", undefined, "teacher2")).json().data).toEqual([]);
    // The logs are paid: no longer unpaid.
    const left = await call("GET", `/api/payroll/unpaid/${ids.teacher}`);
    expect(
      left
        .json()
        .data.map((l: { teaching_log_id: number }) => l.teaching_log_id)
        .sort(),
    ).toEqual([logs.x1, logs.x2].sort());
  });

  it("lets one of two concurrent statements over the same logs win; the other is 409", async () => {
    const body = {
      ...draft,
      title: "race",
      teacher_user_id: ids.teacher,
      teaching_log_ids: [logs.x1, logs.x2],
    };
    const answers = await Promise.all([
      call("POST", "/api/payroll", body),
      call("POST", "/api/payroll", body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const items = await ctx.database.db.execute(
      sql`select count(*)::int as n from payroll_items where teaching_log_id in (${logs.x1}, ${logs.x2})`,
    );
    expect((items as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(2);
    expect(await claimedFlagsDisagree(ctx.database.db)).toBe(0);
  });

  it("lets an admin confirm for the teacher (audited), reset (reversing the ledger) and delete before paid", async () => {
    const unpaid = await call("GET", "/api/payroll/unpaid");
    const race = unpaid.json().data.find((p: { title: string }) => p.title === "race");
    const confirmed = await call("POST", `/api/payroll/${race.id}/checked`, { note: "confirmed by phone" });
    expect(confirmed.json()).toMatchObject({ state: "confirmed", confirmed_for_teacher: true });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "payroll"), eq(auditLog.action, "payroll.confirm_for_teacher")));
    expect(audit?.actorId).toBe(ids.admin);
    // 800 × 1 + 800 × 0.5 = 1,200 owed.
    let ledger = await call("GET", `/api/teacher-ledger/${ids.teacher}`);
    expect(ledger.json().balances[0].outstanding).toBe(120_000);

    const reset = await call("POST", `/api/payroll/${race.id}/reset`);
    expect(reset.json()).toMatchObject({ state: "created", confirmed_at: null, sent_at: null });
    ledger = await call("GET", `/api/teacher-ledger/${ids.teacher}`);
    expect(ledger.json().balances[0].outstanding).toBe(0);
    expect(ledger.json().entries[0]).toMatchObject({ kind: "reversal", amount: -120_000 });
    // The ledger is append-only in the database too.
    await expect(ctx.database.db.update(teacherLedgerEntries).set({ amount: 1 })).rejects.toThrow();
    await expect(ctx.database.db.delete(teacherLedgerEntries)).rejects.toThrow();

    expect((await call("DELETE", `/api/payroll/${race.id}`, undefined, "teacher")).statusCode).toBe(403);
    expect((await call("DELETE", `/api/payroll/${race.id}`)).statusCode).toBe(200);
    expect((await call("GET", `/api/payroll/${race.id}`)).statusCode).toBe(404);
    const freed = await call("GET", `/api/payroll/unpaid/${ids.teacher}`);
    expect(freed.json().data).toHaveLength(2);
    // The flag the unpaid lists read follows payroll_items through the delete's cascade.
    expect(await claimedFlagsDisagree(ctx.database.db)).toBe(0);
  });

  it("records teacher payments against statements; corrections reverse the ledger entry", async () => {
    const created = await call("POST", "/api/payroll", {
      ...draft,
      title: "April",
      teacher_user_id: ids.teacher,
      teaching_log_ids: [logs.x1],
    });
    const id = created.json().id as number;
    const early = await call("POST", "/api/teacher-payments", {
      teacher_user_id: ids.teacher,
      currency: "TWD",
      amount: 80_000,
      method: "cash",
      paid_on: "2026-04-20",
      allocations: [{ payroll_id: id, amount: 80_000 }],
    });
    expect(early.statusCode).toBe(409); // not confirmed yet
    await call("POST", `/api/payroll/${id}/checked`, {});
    const payment = await call("POST", "/api/teacher-payments", {
      teacher_user_id: ids.teacher,
      currency: "TWD",
      amount: 50_000,
      method: "cash",
      paid_on: "2026-04-20",
      reference: "R-1",
      allocations: [{ payroll_id: id, amount: 50_000 }],
    });
    expect(payment.statusCode, payment.body).toBe(200);
    expect(payment.json().allocations).toEqual([{ payroll_id: id, title: "April", amount: 50_000 }]);
    // A retry with the same Idempotency-Key replays the first answer: paid once.
    const keyed = (amount: number) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/teacher-payments",
        headers: { ...auth.admin, "idempotency-key": "retry-1" },
        payload: {
          teacher_user_id: ids.teacher,
          currency: "TWD",
          amount,
          method: "cash",
          paid_on: "2026-04-21",
        },
      });
    const first = await keyed(1_000);
    const retry = await keyed(1_000);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    expect((await keyed(2_000)).statusCode).toBe(409);
    const advance = await ctx.database.db.execute(
      sql`select count(*)::int as n from teacher_ledger_entries where payment_id = ${first.json().id}`,
    );
    expect((advance as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
    const corrected = await call("PATCH", `/api/teacher-payments/${payment.json().id}`, {
      amount: 80_000,
      allocations: [{ payroll_id: id, amount: 80_000 }],
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await call("GET", `/api/payroll/${id}`)).json().state).toBe("paid");
    const ledger = (await call("GET", `/api/teacher-ledger/${ids.teacher}`)).json();
    expect(ledger.balances[0]).toMatchObject({ outstanding: -1_000 }); // the advance;
    expect(
      ledger.entries.slice(0, 2).map((e: { kind: string; amount: number }) => [e.kind, e.amount]),
    ).toEqual([
      ["payment", -80_000],
      ["reversal", 50_000],
    ]);
    expect(
      (await call("GET", "/api/teacher-payments", undefined, "teacher")).json().data.length,
    ).toBeGreaterThan(0);
    expect((await call("GET", "/api/teacher-payments", undefined, "teacher2")).json().data).toEqual([]);
    expect(
      (await call("GET", `/api/teacher-payments/${payment.json().id}`, undefined, "teacher2")).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          "POST",
          "/api/teacher-payments",
          { teacher_user_id: ids.teacher, currency: "TWD", amount: 1, method: "cash", paid_on: "2026-04-20" },
          "teacher",
        )
      ).statusCode,
    ).toBe(403);
  });

  it("makes monetary statements: earned, paid and outstanding per currency, and a PDF in the teacher's language", async () => {
    const created = await call("POST", "/api/monetary-statements", {
      teacher_user_id: ids.teacher,
      title: "2026 Q2",
      period_start: "2026-04-01",
      period_end: "2026-06-30",
    });
    expect(created.statusCode, created.body).toBe(200);
    const statement = created.json();
    // Earned in March (statement periods); paid in April: 420,000 + 80,000 (the corrected payment) + 1,000.
    expect(statement.lines[0]).toMatchObject({ currency: "TWD", earned: 0, outstanding: -1_000 });
    expect(statement.lines[0].paid).toBe(501_000); // and a 1,000 advance (paid ahead: outstanding −1,000)
    expect(
      (await call("GET", `/api/monetary-statements/${statement.id}`, undefined, "teacher")).json().billing
        .masked,
    ).toBe(true);
    expect(
      (await call("GET", `/api/monetary-statements/${statement.id}`, undefined, "teacher2")).statusCode,
    ).toBe(403);
    const edited = await call("PATCH", `/api/monetary-statements/${statement.id}`, { title: "2026 第二季" });
    expect(edited.json().title).toBe("2026 第二季");
    const bad = await call("PATCH", `/api/monetary-statements/${statement.id}`, {
      period_start: "2026-07-01",
    });
    expect(bad.statusCode).toBe(422);
    const pdf = await call("GET", `/api/monetary-statements/${statement.id}/pdf`, undefined, "teacher");
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = extractPdfText(pdf.rawPayload).text;
    expect(text).toContain("對帳單");
    expect(text).toContain("2026 第二季");
    expect(text).toContain("王美玲");
    const list = await call("GET", "/api/monetary-statements", undefined, "teacher2");
    expect(list.json().data).toEqual([]);
  });
});
