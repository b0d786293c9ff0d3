import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { extractPdfText } from "../../pdf/pdf-text.test-helpers";
import { sessionClasses } from "../classes/classes.table";
import { courseSessions } from "../courses/courses.table";
import { classTeacherTerms, lessonLogs, teachingLogs } from "../lessons/lessons.table";
import { users } from "../users/users.table";

/**
 * An edit that names no lessons keeps the statement's own; a teacher's summary counts a statement
 * awaiting confirmation the way its row shows it; the monetary statement's PDF answers in the language
 * its link asks for.
 */
describe("payroll: edits, summaries and the PDF's language", () => {
  let ctx: TestContext;
  const ids: Record<string, number> = {};
  const auth: Record<string, Record<string, string>> = {};
  const logs: number[] = [];
  const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object, who = "admin") =>
    ctx.app.inject({ method, url, headers: auth[who], ...(payload && { payload }) });

  let teachers = 0;

  beforeAll(async () => {
    ctx = await createTestApp();
    for (const [username, role] of [
      ["admin", "super-admin"],
      ["pupil", "student"],
    ] as const) {
      ids[username] = (
        await createUser(ctx.database.db, { username, roles: [role], firstName: username })
      ).id;
      auth[username] = { authorization: (await signIn(ctx.app, username)).authorization };
    }
  }, 60_000);
  afterAll(async () => ctx?.close());

  // Each test gets its own teacher with three unpaid lessons: the teacher's summary starts empty.
  beforeEach(async () => {
    const db = ctx.database.db;
    const username = `teacher-${++teachers}`;
    const teacher = (await createUser(db, { username, roles: ["teacher"], firstName: "teacher" })).id;
    ids.teacher = teacher;
    auth.teacher = { authorization: (await signIn(ctx.app, username)).authorization };
    logs.length = 0;
    await db.update(users).set({ lang: "zh-TW" }).where(eq(users.id, teacher));
    const [session] = await db.insert(courseSessions).values({ title: "Edit fixtures" }).returning();
    const [cls] = await db
      .insert(sessionClasses)
      .values({ courseSessionId: session?.id as number, name: "SAT 1:1", isOnline: false })
      .returning();
    const classId = cls?.id as number;
    await db
      .insert(classTeacherTerms)
      .values({ sessionClassId: classId, teacherUserId: teacher, salary: 120_000, salaryUnit: 3 });
    // Three 60-minute lessons in March at NT$1,200 an hour, each with a present student.
    for (const day of ["2026-03-03", "2026-03-10", "2026-03-17"]) {
      const startedAt = new Date(`${day}T06:00:00Z`);
      const [log] = await db
        .insert(teachingLogs)
        .values({
          kind: "private",
          sessionClassId: classId,
          teacherUserId: teacher,
          salary: 120_000,
          startedAt,
          durationMinutes: 60,
        })
        .returning();
      await db.insert(lessonLogs).values({
        teachingLogId: log?.id as number,
        sessionClassId: classId,
        startedAt,
        studentUserId: ids.pupil as number,
        attendanceStatus: 1,
      });
      logs.push(log?.id as number);
    }
  });

  const teachingIds = (detail: { items: Array<{ teaching_log_id: number | null }> }) =>
    detail.items.flatMap((item) => (item.teaching_log_id === null ? [] : [item.teaching_log_id]));
  const unpaidIds = async () =>
    (await call("GET", `/api/payroll/unpaid/${ids.teacher}`))
      .json()
      .data.map((line: { teaching_log_id: number }) => line.teaching_log_id);

  /** A draft statement of the first two lessons (the third left out on purpose). */
  const marchDraft = async (): Promise<number> => {
    const created = await call("POST", "/api/payroll", {
      teacher_user_id: ids.teacher,
      title: "March",
      period_start: "2026-03-01",
      period_end: "2026-03-31",
      teaching_log_ids: [logs[0], logs[1]],
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json().id;
  };
  /** The draft with a NT$500 bonus, renamed: NT$2,900 in all. */
  const marchDraftWithBonus = async (): Promise<number> => {
    const statementId = await marchDraft();
    const bonus = await call("PATCH", `/api/payroll/${statementId}`, {
      manual_items: [{ kind: "bonus", reason: "Mock exam", amount: 50_000 }],
    });
    expect(bonus.statusCode, bonus.body).toBe(200);
    const renamed = await call("PATCH", `/api/payroll/${statementId}`, {
      title: "March 2026",
      period_end: "2026-03-30",
    });
    expect(renamed.json().total).toBe(290_000);
    return statementId;
  };
  const marchFigures = () =>
    call("POST", "/api/monetary-statements", {
      teacher_user_id: ids.teacher,
      title: "March figures",
      period_start: "2026-03-01",
      period_end: "2026-03-31",
    });

  it("keeps the statement's lessons when an edit names none: a bonus adds no left-out lesson", async () => {
    const statementId = await marchDraft();
    expect(await unpaidIds()).toEqual([logs[2]]);

    const bonus = await call("PATCH", `/api/payroll/${statementId}`, {
      manual_items: [{ kind: "bonus", reason: "Mock exam", amount: 50_000 }],
    });
    expect(bonus.statusCode, bonus.body).toBe(200);
    expect(teachingIds(bonus.json())).toEqual([logs[0], logs[1]]);
    expect(bonus.json().total).toBe(120_000 * 2 + 50_000);
    // Title and period only: the lines stay as they are too.
    const renamed = await call("PATCH", `/api/payroll/${statementId}`, {
      title: "March 2026",
      period_end: "2026-03-30",
    });
    expect(teachingIds(renamed.json())).toEqual([logs[0], logs[1]]);
    expect(renamed.json().total).toBe(290_000);
    expect(await unpaidIds()).toEqual([logs[2]]);

    // Naming the lessons replaces them: the left-out one goes on, one comes off.
    const replaced = await call("PATCH", `/api/payroll/${statementId}`, {
      teaching_log_ids: [logs[0], logs[2]],
    });
    expect(teachingIds(replaced.json())).toEqual([logs[0], logs[2]]);
    expect(await unpaidIds()).toEqual([logs[1]]);
    const back = await call("PATCH", `/api/payroll/${statementId}`, { teaching_log_ids: [logs[0], logs[1]] });
    expect(teachingIds(back.json())).toEqual([logs[0], logs[1]]);
  });

  type Balance = {
    currency: string;
    earned: number;
    paid: number;
    outstanding: number;
    awaiting_confirmation: number;
  };
  const myLedger = async (): Promise<Balance[]> =>
    (await call("GET", `/api/teacher-ledger/${ids.teacher}`, undefined, "teacher")).json().balances;
  const myRows = async () =>
    (await call("GET", "/api/payroll/unpaid", undefined, "teacher")).json().data as Array<{
      id: number;
      state: string;
      outstanding: number;
      currency: string;
    }>;

  it("counts a statement awaiting confirmation in the teacher's summary the way its row shows it", async () => {
    const statementId = await marchDraftWithBonus();
    // A draft is not the teacher's yet: no row, nothing in the summary.
    expect(await myRows()).toEqual([]);
    expect(await myLedger()).toEqual([]);

    expect((await call("POST", `/api/payroll/${statementId}/send`, {})).statusCode).toBe(200);
    const [row] = await myRows();
    expect(row).toMatchObject({ id: statementId, state: "confirm_pending", outstanding: 290_000 });
    // The only row says NT$2,900 awaiting confirmation: so does the summary (not "outstanding NT$0" alone).
    expect(await myLedger()).toEqual([
      { currency: "TWD", earned: 0, paid: 0, outstanding: 0, awaiting_confirmation: row?.outstanding },
    ]);

    const monetary = await marchFigures();
    expect(monetary.statusCode, monetary.body).toBe(200);
    expect(monetary.json().statements).toMatchObject([{ id: statementId, state: "confirm_pending" }]);
    expect(monetary.json().lines).toEqual([
      { currency: "TWD", earned: 0, paid: 0, outstanding: 0, awaiting_confirmation: 290_000 },
    ]);
    // A statement outside the period is not counted in it.
    const april = await call("POST", "/api/monetary-statements", {
      teacher_user_id: ids.teacher,
      title: "April figures",
      period_start: "2026-04-01",
      period_end: "2026-04-30",
    });
    expect(april.json().lines).toEqual([]);

    // A problem raised keeps it awaiting (the row reads "problem raised", still unconfirmed).
    const detail = (await call("GET", `/api/payroll/${statementId}`, undefined, "teacher")).json();
    const problem = await call(
      "POST",
      `/api/payroll/${statementId}/problem`,
      { item_ids: [detail.items[0].id], description: "Wrong length" },
      "teacher",
    );
    expect(problem.json().state).toBe("problem");
    expect((await myLedger())[0]?.awaiting_confirmation).toBe(290_000);

    // Confirmed: it leaves "awaiting" and is owed (the ledger's outstanding), still the row's amount.
    await call("POST", `/api/payroll/${statementId}/send`, {});
    expect((await call("POST", `/api/payroll/${statementId}/checked`, {}, "teacher")).statusCode).toBe(200);
    const [confirmedRow] = await myRows();
    expect(confirmedRow).toMatchObject({ state: "confirmed", outstanding: 290_000 });
    expect(await myLedger()).toEqual([
      { currency: "TWD", earned: 290_000, paid: 0, outstanding: 290_000, awaiting_confirmation: 0 },
    ]);
  });

  it("draws the monetary statement's PDF in the language the link asks for, else the teacher's", async () => {
    // A statement awaiting the teacher's confirmation when the figures are drawn up.
    const statementId = await marchDraftWithBonus();
    expect((await call("POST", `/api/payroll/${statementId}/send`, {})).statusCode).toBe(200);
    expect((await marchFigures()).statusCode).toBe(200);
    const list = (await call("GET", "/api/monetary-statements", undefined, "teacher")).json().data;
    const march = list.find((m: { title: string }) => m.title === "March figures");
    const pdf = (query: string) =>
      call("GET", `/api/monetary-statements/${march.id}/pdf${query}`, undefined, "teacher");

    const teachers = await pdf("");
    expect(teachers.statusCode).toBe(200);
    expect(extractPdfText(teachers.rawPayload).text).toContain("對帳單");

    const english = await pdf("?lang=en");
    expect(english.statusCode).toBe(200);
    const text = extractPdfText(english.rawPayload).text;
    expect(text).toContain("Monetary statement");
    expect(text).toContain("Awaiting"); // the column "Awaiting confirmation" (wrapped in its cell)
    expect(text).not.toContain("對帳單");
    expect(extractPdfText((await pdf("?lang=zh-CN")).rawPayload).text).toContain("对账单");

    const bad = await pdf("?lang=fr");
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["lang"]);
  });
});
