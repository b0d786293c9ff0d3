import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { runTodoRemindersOnce } from "./todos.service";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  for (const [name, roles, isActive] of [
    ["boss", ["super-admin"], true],
    ["colleague", ["super-admin"], true],
    ["retired", ["super-admin"], false],
    ["staffer", ["staff"], true],
    ["teacher", ["teacher"], true],
  ] as const) {
    ids[name] = (await createUser(db, { username: name, roles: [...roles], isActive, firstName: name })).id;
    if (isActive) auth[name] = await signIn(ctx.app, name);
  }
  await db.execute(sql`update users set lang = 'zh-TW' where username = 'colleague'`);
});
afterAll(() => ctx.close());

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, who: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth[who], ...(payload ? { payload } : {}) });

const form = (over: object = {}) => ({
  title: "Call the Lin family about the SAT class",
  is_all_day: 0,
  timezone: "Asia/Taipei",
  from_date: "2026-12-01",
  from_time: "09:00",
  need_reminder: 0,
  reminder_number: 15,
  reminder_unit: "M",
  url: "/bill/12",
  location: "Taipei office",
  notes: "<p><strong>Before</strong> noon<script>alert(1)</script></p>",
  related_members: [],
  responsible_members: [{ user_id: ids.colleague }],
  ...over,
});

const outbox = (todoId: number) =>
  queryRows<{ to_address: string; subject: string; text_body: string }>(
    ctx.database.db,
    sql`select to_address, subject, text_body from mail_outbox where kind = 'todo_reminder' and meta->>'todo_id' = ${String(todoId)}`,
  );

describe("to-do calls (admins only)", () => {
  it("creates an item with the spec's fields, sanitizes notes and computes the reminder in its time zone", async () => {
    const res = await call("POST", "/api/todos", "boss", form());
    expect(res.statusCode).toBe(200);
    const todo = res.json();
    expect(todo).toMatchObject({
      status: 0,
      is_all_day: 0,
      need_reminder: 0,
      reminder_unit: "M",
      from_time: "09:00",
      responsible_members: [{ user_id: ids.colleague, first_name: "colleague", full_name: "colleague" }],
      // 09:00 in Taipei (UTC+8) less 15 minutes.
      remind_at: "2026-12-01T00:45:00.000Z",
    });
    expect(todo.notes).toBe("<p><strong>Before</strong> noon</p>");
    expect((await call("GET", `/api/todos/${todo.id}`, "boss")).json().title).toBe(todo.title);
  });

  it("reads need_reminder 1 as no reminder, and all-day items from midnight", async () => {
    const none = (await call("POST", "/api/todos", "boss", form({ need_reminder: 1 }))).json();
    expect(none).toMatchObject({ need_reminder: 1, remind_at: null });
    const allDay = (
      await call(
        "POST",
        "/api/todos",
        "boss",
        form({
          is_all_day: 1,
          from_time: null,
          timezone: "America/New_York",
          reminder_number: 1,
          reminder_unit: "D",
        }),
      )
    ).json();
    // Midnight in New York (UTC−5 in December) less one day.
    expect(allDay).toMatchObject({ is_all_day: 1, from_time: null, remind_at: "2026-11-30T05:00:00.000Z" });
  });

  it("refuses what the form refuses, writing nothing", async () => {
    const count = async () => (await call("GET", "/api/todos", "boss")).json().total;
    const before = await count();
    const empty = await call("POST", "/api/todos", "boss", { title: " " });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(["from_date", "from_time", "title"]);
    expect(
      (await call("POST", "/api/todos", "boss", form({ from_time: "09:10" }))).json().errors.from_time,
    ).toEqual(["Times are in 15-minute steps (00:00 to 23:45)."]);
    expect((await call("POST", "/api/todos", "boss", form({ from_time: null }))).statusCode).toBe(422);
    expect((await call("POST", "/api/todos", "boss", form({ url: "javascript:alert(1)" }))).statusCode).toBe(
      422,
    );
    expect((await call("POST", "/api/todos", "boss", form({ reminder_unit: "W" }))).statusCode).toBe(422);
    // Only active admins from the staff picker; knowing another user's id grants nothing.
    for (const who of ["retired", "teacher", "staffer"]) {
      const res = await call(
        "POST",
        "/api/todos",
        "boss",
        form({ related_members: [{ user_id: ids[who] }] }),
      );
      expect(res.statusCode, who).toBe(422);
      expect(res.json().errors.related_members).toEqual(["Only active admins can be chosen."]);
    }
    expect(await count()).toBe(before);
  });

  it("toggles done and back with the status alone, filters my items and searches", async () => {
    const todo = (
      await call(
        "POST",
        "/api/todos",
        "boss",
        form({ title: "Order new whiteboards", responsible_members: [] }),
      )
    ).json();
    const done = await call("PATCH", `/api/todos/${todo.id}`, "boss", { status: 1 });
    expect(done.json()).toMatchObject({ status: 1, title: "Order new whiteboards" });
    const doneList = (await call("GET", "/api/todos?status=1&query_string=whiteboards", "boss")).json();
    expect(doneList.data.map((t: { id: number }) => t.id)).toEqual([todo.id]);
    expect((await call("PATCH", `/api/todos/${todo.id}`, "boss", { status: 0 })).json().status).toBe(0);
    // The colleague's items: those they are responsible for or related to, or wrote.
    const mine = (await call("GET", `/api/todos?user_id=${ids.colleague}&status=0`, "colleague")).json();
    expect(
      mine.data.every((t: { responsible_members: { user_id: number }[] }) =>
        t.responsible_members.some((m) => m.user_id === ids.colleague),
      ),
    ).toBe(true);
    expect(mine.data.some((t: { id: number }) => t.id === todo.id)).toBe(false);
    // The whole form replaces the item.
    const edited = await call(
      "PATCH",
      `/api/todos/${todo.id}`,
      "boss",
      form({ title: "Order two whiteboards" }),
    );
    expect(edited.json()).toMatchObject({
      title: "Order two whiteboards",
      responsible_members: [{ user_id: ids.colleague }],
    });
  });

  it("deletes (audited) and answers 404 after", async () => {
    const todo = (await call("POST", "/api/todos", "boss", form())).json();
    expect((await call("DELETE", `/api/todos/${todo.id}`, "boss")).json()).toEqual({ ok: true });
    expect((await call("GET", `/api/todos/${todo.id}`, "boss")).statusCode).toBe(404);
    expect((await call("DELETE", `/api/todos/${todo.id}`, "boss")).statusCode).toBe(404);
  });

  it("is for admins only", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/todos" })).statusCode).toBe(401);
    for (const who of ["staffer", "teacher"])
      expect((await call("GET", "/api/todos", who)).statusCode).toBe(403);
  });
});

describe("to-do reminders", () => {
  it("mails the responsible member once, at the minute, in their language, also across restarts", async () => {
    const todo = (
      await call("POST", "/api/todos", "boss", form({ title: "Reminder test", from_date: "2026-12-03" }))
    ).json();
    const due = new Date("2026-12-03T00:45:00Z");
    // A minute early: nothing.
    await runTodoRemindersOnce(ctx.database.db, new Date(due.getTime() - 60_000));
    expect(await outbox(todo.id)).toHaveLength(0);
    // At the minute; then again, as a restarted process would: one mail.
    await runTodoRemindersOnce(ctx.database.db, due, { publicUrl: "https://school.test" });
    await runTodoRemindersOnce(ctx.database.db, new Date(due.getTime() + 60_000));
    const mails = await outbox(todo.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: "colleague@example.com", subject: "提醒：Reminder test" });
    expect(mails[0]?.text_body).toContain("2026-12-03 09:00（Asia/Taipei）");
    expect(mails[0]?.text_body).toContain("https://school.test/bill/12");
    expect((await call("GET", `/api/todos/${todo.id}`, "boss")).json().reminded_at).toBe(due.toISOString());
  });

  it("sends a moved item's reminder again at its new time, and none for done items", async () => {
    const todo = (
      await call("POST", "/api/todos", "boss", form({ title: "Moved", from_date: "2026-12-04" }))
    ).json();
    await runTodoRemindersOnce(ctx.database.db, new Date("2026-12-04T01:00:00Z"));
    await call("PATCH", `/api/todos/${todo.id}`, "boss", form({ title: "Moved", from_date: "2026-12-05" }));
    await runTodoRemindersOnce(ctx.database.db, new Date("2026-12-05T01:00:00Z"));
    expect(await outbox(todo.id)).toHaveLength(2);

    const done = (
      await call("POST", "/api/todos", "boss", form({ title: "Done early", from_date: "2026-12-06" }))
    ).json();
    await call("PATCH", `/api/todos/${done.id}`, "boss", { status: 1 });
    await runTodoRemindersOnce(ctx.database.db, new Date("2026-12-06T01:00:00Z"));
    expect(await outbox(done.id)).toHaveLength(0);
  });

  it("also tells the people who linked LINE, through the queue it is given, once", async () => {
    const todo = (
      await call("POST", "/api/todos", "boss", form({ title: "LINE too", from_date: "2026-12-08" }))
    ).json();
    const pushed: { userId: number; text: string; kind: string }[] = [];
    const pushLine = async (_tx: unknown, message: { userId: number; text: string; kind: string }) => {
      pushed.push(message);
    };
    const now = new Date("2026-12-08T01:00:00Z");
    await runTodoRemindersOnce(ctx.database.db, now, { pushLine });
    await runTodoRemindersOnce(ctx.database.db, now, { pushLine });
    expect(pushed).toEqual([
      {
        userId: ids.colleague,
        kind: "todo_reminder",
        text: expect.stringContaining("提醒：LINE too"),
        meta: { todo_id: todo.id },
      },
    ]);
  });

  it("never sends one reminder twice when two processes run at once", async () => {
    const todo = (
      await call("POST", "/api/todos", "boss", form({ title: "Parallel", from_date: "2026-12-07" }))
    ).json();
    const now = new Date("2026-12-07T01:00:00Z");
    await Promise.all([1, 2, 3].map(() => runTodoRemindersOnce(ctx.database.db, now)));
    expect(await outbox(todo.id)).toHaveLength(1);
  });
});
