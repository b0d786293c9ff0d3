import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureCourseSessions, insertEnrollment } from "../../../test/helpers/enrollment";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { addDays, schoolToday } from "../../school-calendar";
import { markReceivableItemsBilled } from "./index";

let ctx: TestContext;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};
let enrollmentId = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const people = [
    { username: "admin", roles: ["super-admin"] as const },
    { username: "staff", roles: ["staff"] as const },
    { username: "teacher", roles: ["teacher"] as const },
    { username: "parent", roles: ["parent"] as const, firstName: "Mei" },
    { username: "student", roles: ["student"] as const, firstName: "Ethan" },
  ];
  for (const person of people) {
    const row = await createUser(db, { ...person, roles: [...person.roles] });
    ids[person.username] = row.id;
    auth[person.username] = (await signIn(ctx.app, person.username)).authorization;
  }
  await ensureCourseSessions(db, [{ id: 501, title: "SAT Summer", fee: 3_600_000 }]);
  enrollmentId = (
    await insertEnrollment(db, {
      courseSessionId: 501,
      studentEmail: "ethan@example.com",
      studentFirstName: "Ethan",
      studentLastName: "Lin",
      studentUserId: ids.student,
      parentUserId: ids.parent,
    })
  ).id;
});
afterAll(() => ctx.close());

const as = (user?: string, extra: Record<string, string> = {}) =>
  user ? { authorization: auth[user] ?? "", ...extra } : extra;

const counts = async () =>
  (
    await queryRows<{ orders: number; items: number; audit: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from receivable_orders) as orders,
                 (select count(*)::int from receivable_order_items) as items,
                 (select count(*)::int from audit_log where target_type = 'receivable_order') as audit`,
    )
  )[0];

const today = schoolToday(new Date(), "Asia/Taipei");
const body = (overrides: Record<string, unknown> = {}) => ({
  title: "SAT Summer instalments",
  user_id: ids.parent,
  price: 1, // ignored: the server computes the total
  price_currency: "TWD",
  enrolled_session_id: enrollmentId,
  items: [
    {
      user_id: ids.student,
      title: "2nd instalment",
      receivable_date: addDays(today, 3),
      price: 1_200_000,
      price_currency: "TWD",
    },
    {
      user_id: ids.student,
      title: "3rd instalment",
      receivable_date: addDays(today, 40),
      price: 1_200_000,
      price_currency: "NTD",
    },
  ],
  ...overrides,
});

const inject = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  user?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method,
    url,
    headers: as(user, headers),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe("permissions", () => {
  it("reads for admins and staff, writes for admins only", async () => {
    expect((await inject("GET", "/api/receivable-order")).statusCode).toBe(401);
    for (const user of ["teacher", "parent", "student"]) {
      expect((await inject("GET", "/api/receivable-order", user)).statusCode, user).toBe(403);
      expect((await inject("POST", "/api/receivable-order", user, body())).statusCode, user).toBe(403);
    }
    expect((await inject("GET", "/api/receivable-order", "staff")).statusCode).toBe(200);
    expect((await inject("POST", "/api/receivable-order", "staff", body())).statusCode).toBe(403);
    expect((await counts())?.orders).toBe(0);
  });
});

describe("create", () => {
  it("refuses an empty title with the spec's message in three languages and writes nothing", async () => {
    const before = await counts();
    const messages = {
      en: "The receivable's title cannot be empty!",
      "zh-TW": "未來款項名稱名稱不得為空！",
      "zh-CN": "未来款项名称名称不得为空！",
    };
    for (const [locale, message] of Object.entries(messages)) {
      const res = await inject("POST", "/api/receivable-order", "admin", body({ title: "  " }), {
        "accept-language": locale,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.title).toEqual([message]);
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses bad items with field errors (money, decimals, dates, users) and writes nothing", async () => {
    const before = await counts();
    const res = await inject(
      "POST",
      "/api/receivable-order",
      "admin",
      body({
        items: [
          { title: "", receivable_date: "", price: 0, price_currency: "TWD" },
          { title: "x", receivable_date: "2026-02-30", price: 1.5, price_currency: "EUR" },
          { title: "y", receivable_date: "2026-03-01", price: 12_345, price_currency: "TWD" },
        ],
      }),
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors["items.0.title"]).toEqual(["The item's title cannot be empty!"]);
    expect(errors["items.0.receivable_date"]).toEqual(["The collection date cannot be empty!"]);
    expect(errors["items.0.price"]).toEqual(["Money must be a number greater than 0."]);
    expect(errors["items.1.receivable_date"]).toBeDefined();
    expect(errors["items.1.price"]).toBeDefined();
    expect(errors["items.1.price_currency"]).toEqual(["Choose TWD, USD or CNY."]);
    expect(errors["items.2.price"]).toEqual([
      "Too many decimal places for this currency (USD takes cents, TWD and CNY whole units).",
    ]);
    const none = await inject("POST", "/api/receivable-order", "admin", body({ items: [] }));
    expect(none.json().errors.items).toEqual(["Add at least one item."]);
    const nobody = await inject("POST", "/api/receivable-order", "admin", body({ user_id: 999_999 }));
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors.user_id).toEqual(["No such user."]);
    const noEnrollment = await inject(
      "POST",
      "/api/receivable-order",
      "admin",
      body({ enrolled_session_id: 999_999 }),
    );
    expect(noEnrollment.json().errors.enrolled_session_id).toEqual(["No such enrollment."]);
    expect(await counts()).toEqual(before);
  });

  it("computes the total from the items, never the client's price, and audits", async () => {
    const res = await inject("POST", "/api/receivable-order", "admin", body());
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.price).toBe(2_400_000);
    expect(r.outstanding_price).toBe(2_400_000);
    expect(r.price_currency).toBe("TWD");
    expect(r.rates).toEqual({});
    expect(r.receivable_date).toBe(addDays(today, 3));
    expect(r.due_state).toBe("due_soon");
    expect(r.item).toMatchObject({
      id: enrollmentId,
      course_session_title: "SAT Summer",
      parent_user_id: ids.parent,
    });
    expect(r.receivable_order_items.map((item: { price_currency: string }) => item.price_currency)).toEqual([
      "TWD",
      "TWD",
    ]);
    expect(r.user).toMatchObject({ id: ids.parent, first_name: "Mei" });
    expect((await counts())?.audit).toBe(1);
  });

  it("creates once for a retried Idempotency-Key", async () => {
    const before = await counts();
    const key = { "idempotency-key": "receivable-retry-1" };
    const payload = body({ title: "Retried", enrolled_session_id: null });
    const first = await inject("POST", "/api/receivable-order", "admin", payload, key);
    const retry = await inject("POST", "/api/receivable-order", "admin", payload, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    expect((await counts())?.orders).toBe((before?.orders ?? 0) + 1);
    expect((await inject("DELETE", `/api/receivable-order/${first.json().id}`, "admin")).statusCode).toBe(
      200,
    );
  });

  it("converts items in other currencies through TWD at today's rates, rounded once per line", async () => {
    await inject("POST", "/api/money-convert-ratio", "admin", { rates: { USD: "31.52" } });
    const res = await inject(
      "POST",
      "/api/receivable-order",
      "admin",
      body({
        title: "Mixed",
        enrolled_session_id: null,
        items: [
          { title: "USD part", receivable_date: addDays(today, -2), price: 10_050, price_currency: "USD" },
          { title: "TWD part", receivable_date: addDays(today, 90), price: 50_000, price_currency: "TWD" },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    // 100.50 USD × 31.52 = 3,167.76 TWD → 3,168 TWD (one rounding), plus 500 TWD.
    expect(r.receivable_order_items[0].converted_price).toBe(316_800);
    expect(r.price).toBe(366_800);
    expect(r.rates).toEqual({ USD: "31.52" });
    expect(r.due_state).toBe("overdue");
    // The item's user falls back to nobody without an enrollment.
    expect(r.receivable_order_items[0].user_id).toBeNull();
  });
});

describe("list and read", () => {
  it("lists what falls due first, filters by due window, state and text, 50 a page", async () => {
    const all = await inject("GET", "/api/receivable-order", "staff");
    expect(all.statusCode).toBe(200);
    expect(all.json().per_page).toBe(50);
    expect(all.json().data.map((r: { title: string }) => r.title)).toEqual([
      "Mixed",
      "SAT Summer instalments",
    ]);
    const overdue = await inject("GET", "/api/receivable-order?due=overdue", "admin");
    expect(overdue.json().data.map((r: { title: string }) => r.title)).toEqual(["Mixed"]);
    const soon = await inject("GET", "/api/receivable-order?due=due_soon", "admin");
    expect(soon.json().data.map((r: { title: string }) => r.title)).toEqual(["SAT Summer instalments"]);
    const within = await inject("GET", "/api/receivable-order?due_within_days=1", "admin");
    expect(within.json().total).toBe(1);
    const byName = await inject("GET", `/api/receivable-order?q=${encodeURIComponent("Mei")}`, "admin");
    expect(byName.json().total).toBe(2);
    const byTitle = await inject("GET", "/api/receivable-order?q=mixed", "admin");
    expect(byTitle.json().total).toBe(1);
    const range = await inject(
      "GET",
      `/api/receivable-order?from=${addDays(today, 30)}&to=${addDays(today, 60)}`,
      "admin",
    );
    expect(range.json().data.map((r: { title: string }) => r.title)).toEqual(["SAT Summer instalments"]);
    const bad = await inject("GET", "/api/receivable-order?due_within_days=-1", "admin");
    expect(bad.statusCode).toBe(422);
  });

  it("reads one receivable and an enrollment's receivables (404 for unknown ids)", async () => {
    const list = await inject("GET", "/api/receivable-order?q=SAT", "admin");
    const id = list.json().data[0].id;
    const one = await inject("GET", `/api/receivable-order/${id}`, "staff");
    expect(one.statusCode).toBe(200);
    expect(one.json().receivable_order_items).toHaveLength(2);
    const of = await inject("GET", `/api/receivable-order/enrollments/${enrollmentId}`, "admin", undefined, {
      "accept-language": "zh-TW",
    });
    expect(of.statusCode).toBe(200);
    expect(of.json().enrollment).toMatchObject({
      student_user_id: ids.student,
      fee: 3_600_000,
      currency: "TWD",
    });
    expect(of.json().enrollment.parent).toMatchObject({ id: ids.parent, first_name: "Mei" });
    expect(of.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await inject("GET", "/api/receivable-order/999999", "admin")).statusCode).toBe(404);
    expect((await inject("GET", "/api/receivable-order/enrollments/999999", "admin")).statusCode).toBe(404);
  });
});

describe("changes", () => {
  const satId = async () =>
    (await inject("GET", "/api/receivable-order?q=SAT", "admin")).json().data[0].id as number;

  it("adds, changes and deletes items, recomputing the totals each time", async () => {
    const id = await satId();
    const added = await inject("POST", `/api/receivable-order-item/${id}`, "admin", {
      title: "4th instalment",
      receivable_date: addDays(today, 70),
      price: 600_000,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().price).toBe(3_000_000);
    const newItem = added
      .json()
      .receivable_order_items.find((i: { title: string }) => i.title === "4th instalment");
    // Without a user the item is for the enrollment's student.
    expect(newItem.user_id).toBe(ids.student);

    const changed = await inject("PATCH", `/api/receivable-order-item/${newItem.id}`, "admin", {
      price: 800_000,
    });
    expect(changed.json().price).toBe(3_200_000);
    const badPrice = await inject("PATCH", `/api/receivable-order-item/${newItem.id}`, "admin", {
      price: 800_050,
    });
    expect(badPrice.statusCode).toBe(422);

    const removed = await inject("DELETE", `/api/receivable-order-item/${newItem.id}`, "admin");
    expect(removed.statusCode).toBe(200);
    expect(removed.json().price).toBe(2_400_000);
    expect(removed.json().receivable_order_items).toHaveLength(2);
  });

  it("recomputes on a currency change and records the rates used", async () => {
    const id = await satId();
    const usd = await inject("PATCH", `/api/receivable-order/${id}`, "admin", {
      price_currency: "USD",
      price: 5,
    });
    expect(usd.statusCode, usd.body).toBe(200);
    // 12,000 TWD ÷ 31.52 = 380.7106… USD → 380.71 per line, total the sum of the rounded lines.
    expect(
      usd.json().receivable_order_items.map((i: { converted_price: number }) => i.converted_price),
    ).toEqual([38_071, 38_071]);
    expect(usd.json().price).toBe(76_142);
    expect(usd.json().rates).toEqual({ USD: "31.52" });
    const back = await inject("PATCH", `/api/receivable-order/${id}`, "admin", {
      price_currency: "TWD",
      title: "SAT Summer (2)",
    });
    expect(back.json().price).toBe(2_400_000);
    expect(back.json().title).toBe("SAT Summer (2)");
    const empty = await inject("PATCH", `/api/receivable-order/${id}`, "admin", { title: "" });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.title).toEqual(["The receivable's title cannot be empty!"]);
  });

  it("keeps the last item, closes billed items and counts only unbilled ones as outstanding", async () => {
    const id = await satId();
    const detail = (await inject("GET", `/api/receivable-order/${id}`, "admin")).json();
    const [first, second] = detail.receivable_order_items;
    await ctx.database.db.transaction((tx) => markReceivableItemsBilled(tx, [first.id], 77));
    const after = (await inject("GET", `/api/receivable-order/${id}`, "admin")).json();
    expect(after.price).toBe(2_400_000);
    expect(after.outstanding_price).toBe(1_200_000);
    expect(after.receivable_date).toBe(second.receivable_date);
    expect(after.receivable_order_items[0].bill_id).toBe(77);
    const closed = await inject("PATCH", `/api/receivable-order-item/${first.id}`, "admin", { title: "z" });
    expect(closed.statusCode).toBe(409);
    const rest = await inject("DELETE", `/api/receivable-order-item/${second.id}`, "admin");
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ price: 1_200_000, outstanding_price: 0, due_state: "settled" });
    expect(rest.json().receivable_date).toBeNull();

    const mixed = (await inject("GET", "/api/receivable-order?q=Mixed", "admin")).json().data[0].id;
    const items = (await inject("GET", `/api/receivable-order/${mixed}`, "admin")).json()
      .receivable_order_items;
    expect((await inject("DELETE", `/api/receivable-order-item/${items[0].id}`, "admin")).statusCode).toBe(
      200,
    );
    const last = await inject("DELETE", `/api/receivable-order-item/${items[1].id}`, "admin", undefined, {
      "accept-language": "zh-TW",
    });
    expect(last.statusCode).toBe(422);
    expect(last.json().errors.id).toEqual(["未來款項至少要保留一個項目：請改為刪除整筆未來款項。"]);
  });

  it("deletes a receivable with its items, audited", async () => {
    const id = await satId();
    const before = await counts();
    expect((await inject("DELETE", `/api/receivable-order/${id}`, "staff")).statusCode).toBe(403);
    const res = await inject("DELETE", `/api/receivable-order/${id}`, "admin");
    expect(res.statusCode).toBe(200);
    const after = await counts();
    expect(after?.orders).toBe((before?.orders ?? 0) - 1);
    expect(after?.items).toBe((before?.items ?? 0) - 1);
    expect(after?.audit).toBe((before?.audit ?? 0) + 1);
    expect((await inject("DELETE", `/api/receivable-order/${id}`, "admin")).statusCode).toBe(404);
  });
});
