import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, linkParentStudents, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { orders } from "../billing/orders.table";
import { sessionClasses } from "../classes/classes.table";
import { buildLessonWorld, type LessonWorld } from "../lessons/lessons.test-helpers";
import { uploads } from "../uploads/uploads.table";
import { runSystemTodosOnce } from "./system-todos";

let ctx: TestContext;
let admin: { authorization: string };
let parent: { authorization: string };
let parentId = 0;
let adminId = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  adminId = (await createUser(db, { username: "sys-admin", roles: ["super-admin"] })).id;
  parentId = (await createUser(db, { username: "sys-parent", roles: ["parent"] })).id;
  const kid = (await createUser(db, { username: "sys-kid", roles: ["student"] })).id;
  await linkParentStudents(db, parentId, [kid]);
  admin = await signIn(ctx.app, "sys-admin");
  parent = await signIn(ctx.app, "sys-parent");
});
afterAll(() => ctx.close());

const systemTodos = () =>
  queryRows<{ source_key: string; status: number; title: string; url: string; responsible: number[] }>(
    ctx.database.db,
    sql`select t.source_key, t.status, t.title, t.url,
          array(select m.user_id from todo_members m where m.todo_id = t.id and m.kind = 'responsible') as responsible
        from todos t where t.source_key is not null order by t.id`,
  );

describe("to-dos the system opens for what needs a person", () => {
  it("opens one for a payment proof to verify, links the bill, and closes it once verified", async () => {
    const [bill] = await ctx.database.db
      .insert(orders)
      .values({
        parentUserId: parentId,
        title: "十一月學費",
        receivableDate: "2026-11-01",
        priceCurrency: "TWD",
        totalPrice: 500_000,
        differencePriceCurrency: "TWD",
        sentAt: new Date(),
        status: 1,
        createdBy: adminId,
      })
      .returning();
    const [upload] = await ctx.database.db
      .insert(uploads)
      .values({
        ownerId: parentId,
        kind: "document",
        mimeType: "image/png",
        sizeBytes: 10,
        originalName: "p.png",
        storageKey: "sys/p-1",
      })
      .returning();
    const proof = await ctx.app.inject({
      method: "POST",
      url: `/api/order/${bill?.id}/transaction`,
      headers: parent,
      payload: { amount: 500_000, date: "2026-11-02", proof_upload_id: upload?.id },
    });
    expect(proof.statusCode).toBe(200);

    expect(await runSystemTodosOnce(ctx.database.db)).toEqual({ opened: 1, closed: 0 });
    // Twice: still one.
    expect(await runSystemTodosOnce(ctx.database.db)).toEqual({ opened: 0, closed: 0 });
    const [todo] = await systemTodos();
    expect(todo).toMatchObject({ status: 0, url: `/bill/${bill?.id}`, responsible: [adminId] });
    expect(todo?.title).toContain("十一月學費");

    const transactionId = proof.json().data.transactions[0].id;
    const verify = await ctx.app.inject({
      method: "PATCH",
      url: `/api/order/transaction/${transactionId}`,
      headers: admin,
      payload: { status: "verified" },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(await runSystemTodosOnce(ctx.database.db)).toEqual({ opened: 0, closed: 1 });
    expect((await systemTodos())[0]?.status).toBe(1);
  });

  it("leaves people's own to-dos alone", async () => {
    const mine = await ctx.app.inject({
      method: "POST",
      url: "/api/todos",
      headers: admin,
      payload: { title: "My own", from_date: "2026-11-23", is_all_day: 1 },
    });
    expect(mine.statusCode).toBe(200);
    await runSystemTodosOnce(ctx.database.db);
    const again = await ctx.app.inject({
      method: "GET",
      url: `/api/todos/${mine.json().id}`,
      headers: admin,
    });
    expect(again.json().status).toBe(0);
  });
});

describe("attendance not marked a day after a planned lesson", () => {
  let w: LessonWorld;
  beforeAll(async () => {
    w = await buildLessonWorld(ctx);
  });
  const attendanceTodos = async () =>
    (await systemTodos()).filter((todo) => todo.source_key.startsWith("attendance:"));

  it("opens a to-do linking the class's lesson-log page, and closes it when the log is written", async () => {
    // Group class, Monday 2026-03-02 18:00 Taipei (10:00Z), 60 minutes; the private class at the same time.
    for (const [classId, time] of [
      [w.groupClass, "18:00"],
      [w.privateClass, "18:00"],
    ] as const) {
      const res = await w.call("POST", `/api/session-classes/${classId}/planned-lessons`, {
        date: "2026-03-02",
        time,
        duration_minutes: 60,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Less than a day after the end: nothing yet.
    await runSystemTodosOnce(ctx.database.db, new Date("2026-03-03T10:59:00Z"));
    expect(await attendanceTodos()).toEqual([]);
    await runSystemTodosOnce(ctx.database.db, new Date("2026-03-03T11:01:00Z"));
    const opened = await attendanceTodos();
    expect(opened).toHaveLength(2);
    expect(opened.find((t) => t.url === `/session-class/${w.groupClass}/createLog`)).toMatchObject({
      status: 0,
      title: expect.stringContaining("SAT Group A, 2026-03-02 18:00"),
    });
    expect(opened.find((t) => t.url === `/private/private-lessons/${w.privateClass}/createLog`)).toBeTruthy();

    // A log within 12 hours of the start closes the group class's to-do, not the other.
    const log = await w.call(
      "POST",
      "/api/group-lesson-log",
      {
        class_id: w.groupClass,
        started_at: "2026-03-02 18:30:00",
        students: [{ student_class_ticket_id: w.tickets.student3 }],
      },
      "teacher2",
    );
    expect(log.statusCode, log.body).toBe(200);
    expect(await runSystemTodosOnce(ctx.database.db, new Date("2026-03-03T12:00:00Z"))).toMatchObject({
      closed: 1,
    });
    const after = await attendanceTodos();
    expect(after.find((t) => t.url.startsWith("/session-class/"))?.status).toBe(1);
    expect(after.find((t) => t.url.startsWith("/private/"))?.status).toBe(0);
  });

  it("titles the to-do in each reader's language, the class by its name in that language", async () => {
    await ctx.database.db
      .update(sessionClasses)
      .set({
        translations: { "zh-TW": { name: "SAT 一對一（台北）" }, "zh-CN": { name: "SAT 一对一（台北）" } },
      })
      .where(eq(sessionClasses.id, w.privateClass));
    const planned = await w.call("POST", `/api/session-classes/${w.privateClass}/planned-lessons`, {
      date: "2026-03-09",
      time: "18:00",
      duration_minutes: 60,
    });
    expect(planned.statusCode, planned.body).toBe(200);
    await runSystemTodosOnce(ctx.database.db, new Date("2026-03-10T11:01:00Z"));
    const titleIn = async (lang: string) => {
      const list = await ctx.app.inject({
        method: "GET",
        url: "/api/todos?page_size=100",
        headers: { ...admin, "accept-language": lang },
      });
      expect(list.statusCode, list.body).toBe(200);
      const titles: string[] = list.json().data.map((todo: { title: string }) => todo.title);
      return titles.find((title) => title.includes("2026-03-09 18:00"));
    };
    expect(await titleIn("zh-TW")).toBe("尚未點名：SAT 一對一（台北），2026-03-09 18:00");
    expect(await titleIn("zh-CN")).toBe("尚未点名：SAT 一对一（台北），2026-03-09 18:00");
    expect(await titleIn("en")).toMatch(/^Attendance not marked: .+, 2026-03-09 18:00$/);
  });
});
