import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ensureCourseSessions, insertEnrollment } from "../../../test/helpers/enrollment";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { queryRows } from "../../db/query-rows";
import { extractPdfText } from "../../pdf/pdf-text.test-helpers";
import { orders } from "./orders.table";
import { type BillWorld, buildBillWorld, insertLesson } from "./orders.test-helpers";

let ctx: TestContext;
let w: BillWorld;

const count = async (table: string) =>
  Number(
    (
      await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from ${sql.raw(table)}`)
    )[0]?.n,
  );

const basePayload = () => ({
  title: "2026 春季學費",
  notes: "感謝您的支持",
  receivable_date: "2026-04-30",
  user_id: w.ids.parent,
  price_currency: "TWD",
  remark: "office only",
});

// Every test gets a database and a bill world of its own: the tree, the lists and the counts it reads are
// exactly what it made, whichever tests ran before.
beforeEach(async () => {
  ctx = await createTestApp();
  w = await buildBillWorld(ctx);
});
afterEach(async () => {
  await ctx?.close();
});

/** Sets or clears a bill's sent time straight in its table (the send call is tested on its own below). */
async function markSent(id: number, sent: boolean) {
  await ctx.database.db
    .update(orders)
    .set({ sentAt: sent ? new Date() : null })
    .where(eq(orders.id, id));
}

describe("POST /api/order: access and validation", () => {
  it("401 without a session, 403 for a parent, staff or a teacher", async () => {
    const body = { ...basePayload(), items: [{ type: "manual", title: "x", price: 100 }] };
    expect((await w.call("POST", "/api/order", body, "anon")).statusCode).toBe(401);
    for (const who of ["parent", "staff", "teacher", "student"]) {
      expect((await w.call("POST", "/api/order", body, who)).statusCode).toBe(403);
    }
    expect(await count("orders")).toBe(0);
  });

  it("422 with the spec's messages for an empty title and no receivable date, nothing written", async () => {
    const response = await w.call(
      "POST",
      "/api/order",
      { user_id: w.ids.parent, title: "", items: [{ type: "manual", title: "x", price: 100 }] },
      "admin",
      { "accept-language": "zh-TW" },
    );
    expect(response.statusCode, response.body).toBe(422);
    const errors = response.json().errors;
    expect(errors.title).toContain("帳單名稱不得為空！");
    expect(errors.receivable_date).toContain("收款日期不得為空！");
    const en = await w.call("POST", "/api/order", { user_id: w.ids.parent, title: " ", items: [] }, "admin", {
      "accept-language": "en",
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.title[0]).toMatch(/title cannot be empty/);
    const cn = await w.call("POST", "/api/order", { user_id: w.ids.parent, items: [] }, "admin", {
      "accept-language": "zh-CN",
    });
    expect(cn.json().errors.title).toContain("账单名称不得为空！");
    expect(cn.json().errors.receivable_date).toContain("收款日期不得为空！");
    expect(await count("orders")).toBe(0);
    expect(await count("order_items")).toBe(0);
  });

  it("422 for an unselected item and for an item of another family (nothing written)", async () => {
    const unselected = await w.call("POST", "/api/order", {
      ...basePayload(),
      items: [{ type: "enrollment", id: w.enrollments.e1, selection: "unSelected" }],
    });
    expect(unselected.statusCode, unselected.body).toBe(422);
    expect(Object.keys(unselected.json().errors)).toContain("items.0.selection");
    const otherFamily = await w.call("POST", "/api/order", {
      ...basePayload(),
      items: [
        { type: "enrollment", id: w.enrollments.e3 },
        { type: "lesson", lesson_logs: [{ lesson_log_id: w.logs.l3 }] },
      ],
    });
    expect(otherFamily.statusCode, otherFamily.body).toBe(422);
    expect(Object.keys(otherFamily.json().errors).sort()).toEqual([
      "items.0.id",
      "items.1.lesson_logs.0.lesson_log_id",
    ]);
    const excused = await w.call("POST", "/api/order", {
      ...basePayload(),
      items: [{ type: "lesson", lesson_logs: [{ lesson_log_id: w.logs.lx }] }],
    });
    expect(excused.statusCode).toBe(422);
    const notParent = await w.call("POST", "/api/order", {
      ...basePayload(),
      user_id: w.ids.teacher,
      items: [{ type: "manual", title: "x", price: 100 }],
    });
    expect(notParent.statusCode).toBe(422);
    expect(notParent.json().errors.user_id).toBeDefined();
    expect(await count("orders")).toBe(0);
  });
});

describe("the selection tree", () => {
  it("lists a parent's children's unbilled enrollments and billable lesson logs with server prices", async () => {
    const response = await w.call("GET", `/api/order/${w.ids.parent}/children/unpaid`, undefined, "staff");
    expect(response.statusCode, response.body).toBe(200);
    const tree = response.json().data;
    expect(tree.parent.id).toBe(w.ids.parent);
    expect(tree.students.map((s: { id: number }) => s.id).sort()).toEqual(
      [w.ids.student, w.ids.student2].sort(),
    );
    const keys = tree.items.map((i: { key: string }) => i.key);
    expect(keys).toContain(`enrollment:${w.enrollments.e1}`);
    expect(keys).toContain(`enrollment:${w.enrollments.e2}`);
    expect(keys).not.toContain(`enrollment:${w.enrollments.e3}`);
    const lesson = tree.items.find((i: { type: string }) => i.type === "lesson");
    // The excused absence is not billable; 90 minutes at 1,000 TWD/h = 1,500 TWD each.
    expect(lesson.lesson_logs.map((l: { lesson_log_id: number }) => l.lesson_log_id)).toEqual([
      w.logs.l1,
      w.logs.l2,
    ]);
    expect(lesson.lesson_logs[0].full_hour).toBe("1.5");
    expect(lesson.lesson_logs[0].price).toBe(150_000);
    expect(lesson.price).toBe(300_000);
    expect(lesson.student_name).toBe("小明");

    const student = await w.call("GET", `/api/order/unpaid/${w.ids.student}`, undefined, "admin");
    expect(student.statusCode).toBe(200);
    expect(student.json().data.parent.id).toBe(w.ids.parent);
    expect(student.json().data.items).toHaveLength(2);
    expect((await w.call("GET", `/api/order/unpaid/${w.ids.student}`, undefined, "parent")).statusCode).toBe(
      403,
    );
  });

  it("lists parents with unbilled items", async () => {
    const response = await w.call("GET", "/api/order/users/unpaid", undefined, "admin");
    expect(response.statusCode, response.body).toBe(200);
    const parents = response.json().data.map((row: { parent: { id: number } }) => row.parent.id);
    expect(parents.sort()).toEqual([w.ids.parent, w.ids.parent2].sort());
    const withoutTag = await w.call("GET", "/api/order/users/unpaid-without-tag?q=Pat", undefined, "staff");
    expect(withoutTag.json().data.map((row: { parent: { id: number } }) => row.parent.id)).toEqual([
      w.ids.parent2,
    ]);
  });
});

describe("creating, reading and billing once", () => {
  /** The family's bill of e1, l1 and l2 and a manual line, sent with client prices the server ignores. */
  const createBill = () =>
    w.call("POST", "/api/order", {
      ...basePayload(),
      total_price: 1,
      items: [
        { type: "enrollment", id: w.enrollments.e1, user_id: w.ids.student, price: 1, selection: "selected" },
        {
          type: "lesson",
          user_id: w.ids.student,
          price: 5,
          selection: "selected",
          lesson_logs: [
            { lesson_log_id: w.logs.l1, unit_price: 1, unit: 9, price: 1 },
            { lesson_log_id: w.logs.l2, price: 1 },
          ],
        },
        { type: "manual", title: "教材費", price: 50_000, price_currency: "TWD" },
      ],
    });
  /** That bill, created: NT$13,500. */
  const firstBill = async (): Promise<number> => {
    const response = await createBill();
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id;
  };
  /** That bill renamed 新標題, NT$500 off. */
  const renamedBill = async (): Promise<number> => {
    const orderId = await firstBill();
    expect((await w.call("PATCH", `/api/order/${orderId}`, { title: "新標題" })).statusCode).toBe(200);
    const diff = await w.call("PATCH", `/api/order/${orderId}/difference-price`, {
      difference_price: -50_000,
    });
    expect(diff.statusCode, diff.body).toBe(200);
    return orderId;
  };

  it("computes every price and the total on the server (client prices ignored) and records it", async () => {
    const response = await createBill();
    expect(response.statusCode, response.body).toBe(200);
    const bill = response.json().data;
    const orderId = bill.id;
    expect(bill.order_items.map((i: { price: number }) => i.price)).toEqual([1_000_000, 300_000, 50_000]);
    expect(bill.total_price).toBe(1_350_000);
    expect(bill.amount_due).toBe(1_350_000);
    expect(bill.status_key).toBe("created");
    expect(bill.order_items[1].lesson_logs[0]).toMatchObject({ unit_price: 100_000, price: 150_000 });
    expect(Number(bill.order_items[1].lesson_logs[0].unit)).toBe(1.5);
    expect(bill.remark_to_system).toBe("office only");
    const audit = await queryRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_log where target_type = 'order' and target_id = ${String(orderId)}`,
    );
    expect(audit.map((a) => a.action)).toContain("order.create");
  });

  it("refuses to bill a lesson log or an enrollment twice (409)", async () => {
    await firstBill();
    const again = await w.call("POST", "/api/order", {
      ...basePayload(),
      items: [{ type: "lesson", lesson_logs: [{ lesson_log_id: w.logs.l1 }] }],
    });
    expect(again.statusCode, again.body).toBe(409);
    const enrollment = await w.call("POST", "/api/order", {
      ...basePayload(),
      items: [{ type: "enrollment", id: w.enrollments.e1 }],
    });
    expect(enrollment.statusCode).toBe(409);
    expect(await count("orders")).toBe(1);
  });

  it("two parallel creates of the same lesson log: one bill, one 409", async () => {
    const [log] = await insertLesson(ctx.database.db, {
      classId: w.privateClass,
      teacherId: w.ids.teacher as number,
      startedAt: "2026-03-23T06:00:00Z",
      minutes: 60,
      students: [{ id: w.ids.student as number, fee: 100_000 }],
    });
    const body = { ...basePayload(), items: [{ type: "lesson", lesson_logs: [{ lesson_log_id: log }] }] };
    const results = await Promise.all([
      w.call("POST", "/api/order", body),
      w.call("POST", "/api/order", body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const billed = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from order_lesson_logs where lesson_log_id = ${log} and order_deleted = 0`,
    );
    expect(billed[0]?.n).toBe(1);
  });

  it("converts a USD line into a TWD bill through the stored rate and records the rate", async () => {
    const response = await w.call("POST", "/api/order", {
      ...basePayload(),
      items: [{ type: "enrollment", id: w.enrollments.e2 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const bill = response.json().data;
    const rate = bill.rates.USD;
    expect(rate).toMatch(/^\d+(\.\d+)?$/);
    expect(bill.order_items[0]).toMatchObject({ price: 30_000, price_currency: "USD" });
    // 300 USD × rate TWD, rounded once to whole TWD.
    expect(bill.total_price).toBe(Math.round(300 * Number(rate)) * 100);
    expect((await w.call("DELETE", `/api/order/${bill.id}`)).statusCode).toBe(200);
  });

  it("the family's parent reads a reduced bill once it is sent; another parent gets 404; admin the whole bill", async () => {
    const orderId = await firstBill();
    // A draft is the office's: the family does not see it, by id or in its list.
    expect((await w.call("GET", `/api/order/${orderId}`, undefined, "parent")).statusCode).toBe(404);
    const drafts = await w.call("GET", "/api/order/unpaid", undefined, "parent");
    expect(drafts.json().data.map((row: { id: number }) => row.id)).not.toContain(orderId);
    await markSent(orderId, true);
    const own = await w.call("GET", `/api/order/${orderId}`, undefined, "parent");
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.total_price).toBe(1_350_000);
    expect(own.json().data.remark_to_system).toBeUndefined();
    expect(own.json().data.order_emails).toBeUndefined();
    expect((await w.call("GET", `/api/order/${orderId}`, undefined, "parent2")).statusCode).toBe(404);
    expect((await w.call("GET", `/api/order/${orderId}`, undefined, "teacher")).statusCode).toBe(403);
    expect((await w.call("GET", `/api/order/${orderId}`, undefined, "anon")).statusCode).toBe(401);
    const admin = await w.call("GET", `/api/order/${orderId}`);
    expect(admin.json().data.remark_to_system).toBe("office only");
    await markSent(orderId, false);
  });

  it("updates title and notes; sets the difference price; lists it as unpaid", async () => {
    const orderId = await firstBill();
    const patch = await w.call("PATCH", `/api/order/${orderId}`, { title: "新標題" });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json().data.title).toBe("新標題");
    expect((await w.call("PATCH", `/api/order/${orderId}`, { title: "" })).statusCode).toBe(422);
    const diff = await w.call("PATCH", `/api/order/${orderId}/difference-price`, {
      difference_price: -50_000,
    });
    expect(diff.statusCode, diff.body).toBe(200);
    expect(diff.json().data.amount_due).toBe(1_300_000);
    const list = await w.call("GET", "/api/order/unpaid?q=新標題", undefined, "staff");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((row: { id: number }) => row.id)).toEqual([orderId]);
    expect(list.json().data[0].students).toContain("小明");
    expect((await w.call("GET", "/api/orders/paid")).json().data).toEqual([]);
    const tutoring = await w.call("GET", "/api/tutoring-payments", undefined, "admin");
    expect(tutoring.statusCode, tutoring.body).toBe(200);
    expect(tutoring.json().data.some((row: { order_id: number }) => row.order_id === orderId)).toBe(true);
    expect((await w.call("GET", "/api/order/unpaid", undefined, "teacher")).statusCode).toBe(403);
  });

  it("a parent lists only their own family's bills, whatever parent_user_id asks for", async () => {
    const orderId = await firstBill();
    await markSent(orderId, true);
    const own = await w.call("GET", "/api/order/unpaid", undefined, "parent");
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.map((row: { id: number }) => row.id)).toContain(orderId);
    const ids = (body: { data: Array<{ id: number }> }) => body.data.map((row) => row.id);
    const other = await w.call("GET", "/api/order/unpaid", undefined, "parent2");
    expect(other.statusCode, other.body).toBe(200);
    expect(ids(other.json())).not.toContain(orderId);
    const asked = await w.call(
      "GET",
      `/api/order/unpaid?parent_user_id=${w.ids.parent}`,
      undefined,
      "parent2",
    );
    expect(asked.statusCode, asked.body).toBe(200);
    expect(ids(asked.json())).not.toContain(orderId);
    const paid = await w.call("GET", "/api/orders/paid", undefined, "parent2");
    expect(paid.statusCode, paid.body).toBe(200);
    expect(ids(paid.json())).not.toContain(orderId);
    expect((await w.call("GET", "/api/orders/paid", undefined, "student")).statusCode).toBe(403);
    await markSent(orderId, false);
  });

  it("sends the bill: a PDF in Chinese through the outbox, sent_at set, status payment pending", async () => {
    const orderId = await renamedBill();
    const response = await w.call("POST", `/api/order/${orderId}/send`, {
      users: [w.ids.parent],
      lang: "zh-TW",
      custom_content: "請於月底前繳費",
      expire_date: "2026-05-01",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status_key).toBe("payment_pending");
    expect(response.json().data.sent_at).not.toBeNull();
    expect(response.json().data.order_emails[0]).toMatchObject({ lang: "zh-TW", users: [w.ids.parent] });
    const [mail] = await queryRows<{
      to_address: string;
      text_body: string;
      meta: { attachments: Array<{ content_base64: string; content_type: string }> };
    }>(ctx.database.db, sql`select to_address, text_body, meta from mail_outbox where kind = 'bill'`);
    expect(mail?.to_address).toBe("parent@example.com");
    expect(mail?.text_body).toContain("請於月底前繳費");
    const attachment = mail?.meta.attachments[0];
    expect(attachment?.content_type).toBe("application/pdf");
    const pdf = extractPdfText(Buffer.from(attachment?.content_base64 ?? "", "base64"));
    expect(pdf.text).toContain("帳單");
    expect(pdf.text).toContain("新標題");
    expect(pdf.text).toContain("小明");
    expect(pdf.text).toContain("應付總額");

    const outsider = await w.call("POST", `/api/order/${orderId}/send`, {
      users: [w.ids.student3],
      lang: "en",
    });
    expect(outsider.statusCode).toBe(422);
  });

  it("reset: loads the bill's own lines preselected, then replaces the bill without a 409", async () => {
    // The renamed bill, sent to the family.
    const orderId = await renamedBill();
    const sent = await w.call("POST", `/api/order/${orderId}/send`, { users: [w.ids.parent], lang: "zh-TW" });
    expect(sent.statusCode, sent.body).toBe(200);
    const form = await w.call("GET", `/api/order/${orderId}/reset`);
    expect(form.statusCode, form.body).toBe(200);
    const { tree, selected_keys, selected_lesson_log_ids } = form.json().data;
    expect(selected_keys).toContain(`enrollment:${w.enrollments.e1}`);
    expect(selected_lesson_log_ids.sort()).toEqual([w.logs.l1, w.logs.l2].sort());
    expect(tree.items.map((i: { key: string }) => i.key)).toContain(`enrollment:${w.enrollments.e1}`);
    const reset = await w.call("POST", "/api/order", {
      ...basePayload(),
      reset_order_id: orderId,
      items: [
        { type: "enrollment", id: w.enrollments.e1 },
        { type: "lesson", lesson_logs: [{ lesson_log_id: w.logs.l1 }] },
      ],
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data.total_price).toBe(1_150_000);
    expect((await w.call("GET", `/api/order/${orderId}`)).statusCode).toBe(404);
    // l2 is free again.
    const tree2 = (await w.call("GET", `/api/order/${w.ids.parent}/children/unpaid`)).json().data;
    const logIds = tree2.items.flatMap((i: { lesson_logs: Array<{ lesson_log_id: number }> }) =>
      i.lesson_logs.map((l) => l.lesson_log_id),
    );
    expect(logIds).toContain(w.logs.l2);
    expect(logIds).not.toContain(w.logs.l1);
  });

  it("deletes: not a paid bill (409), a paid one only through /completed (audited)", async () => {
    // A bill of e1 and l1, as a reset leaves one.
    const created = await w.call("POST", "/api/order", {
      ...basePayload(),
      items: [
        { type: "enrollment", id: w.enrollments.e1 },
        { type: "lesson", lesson_logs: [{ lesson_log_id: w.logs.l1 }] },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const orderId = created.json().data.id;
    expect((await w.call("DELETE", `/api/order/${orderId}/completed`)).statusCode).toBe(409);
    const detail = (await w.call("GET", `/api/order/${orderId}`)).json().data as {
      order_items: { id: number }[];
    };
    const marked = await w.call("PATCH", `/api/order/${orderId}/paid`, {
      items: detail.order_items.map((item) => ({ type: "order_item", id: item.id })),
    });
    expect(marked.json().data.summary.status_key).toBe("paid");
    expect((await w.call("DELETE", `/api/order/${orderId}`)).statusCode).toBe(409);
    expect((await w.call("DELETE", `/api/order/${orderId}/completed`, undefined, "staff")).statusCode).toBe(
      403,
    );
    const paid = await w.call("GET", "/api/orders/paid");
    expect(paid.json().data.map((row: { id: number }) => row.id)).toContain(orderId);
    const done = await w.call("DELETE", `/api/order/${orderId}/completed`);
    expect(done.statusCode, done.body).toBe(200);
    const audit = await queryRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_log where target_id = ${String(orderId)} and action = 'order.delete_completed'`,
    );
    expect(audit).toHaveLength(1);
  });
});

describe("POST /api/enrolled-session/{id}/mark-free", () => {
  it("marks an unbilled enrollment free (it leaves the tree and cannot be billed); 409 when billed", async () => {
    const response = await w.call("POST", `/api/enrolled-session/${w.enrollments.e3}/mark-free`);
    expect(response.statusCode, response.body).toBe(200);
    const tree = (await w.call("GET", `/api/order/${w.ids.parent2}/children/unpaid`)).json().data;
    expect(tree.items.map((i: { key: string }) => i.key)).not.toContain(`enrollment:${w.enrollments.e3}`);
    const bill = await w.call("POST", "/api/order", {
      ...basePayload(),
      user_id: w.ids.parent2,
      items: [{ type: "enrollment", id: w.enrollments.e3 }],
    });
    expect(bill.statusCode).toBe(422);
    expect(
      (await w.call("POST", `/api/enrolled-session/${w.enrollments.e3}/mark-free`, undefined, "parent"))
        .statusCode,
    ).toBe(403);
    expect((await w.call("POST", "/api/enrolled-session/999999/mark-free")).statusCode).toBe(404);

    const billed = await w.call("POST", "/api/order", {
      ...basePayload(),
      items: [{ type: "enrollment", id: w.enrollments.e2 }],
    });
    expect(billed.statusCode, billed.body).toBe(200);
    expect((await w.call("POST", `/api/enrolled-session/${w.enrollments.e2}/mark-free`)).statusCode).toBe(
      409,
    );
  });
});

describe("idempotent create", () => {
  it("a retry with the same Idempotency-Key returns the first bill; another body with it is 409", async () => {
    const body = { ...basePayload(), items: [{ type: "manual", title: "報名費", price: 20_000 }] };
    const key = { "idempotency-key": "bill-create-0001" };
    const before = await count("orders");
    const first = await w.call("POST", "/api/order", body, "admin", key);
    const retry = await w.call("POST", "/api/order", body, "admin", key);
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.id).toBe(first.json().data.id);
    expect(await count("orders")).toBe(before + 1);
    const other = await w.call("POST", "/api/order", { ...body, title: "another" }, "admin", key);
    expect(other.statusCode).toBe(409);
  });
});

describe("concurrency on one enrollment", () => {
  const freshEnrollment = async (sessionId: number) => {
    await ensureCourseSessions(ctx.database.db, [{ id: sessionId, fee: 500_000 }]);
    return (
      await insertEnrollment(ctx.database.db, {
        courseSessionId: sessionId,
        studentUserId: w.ids.student2,
        parentUserId: w.ids.parent,
        studentEmail: `race-${sessionId}@example.com`,
      })
    ).id;
  };

  it("five parallel bills of one enrollment: exactly one is created", async () => {
    const id = await freshEnrollment(201);
    const body = { ...basePayload(), items: [{ type: "enrollment", id }] };
    const results = await Promise.all(Array.from({ length: 5 }, () => w.call("POST", "/api/order", body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it("mark-free racing a bill: one wins, never both", async () => {
    const id = await freshEnrollment(202);
    const [bill, free] = await Promise.all([
      w.call("POST", "/api/order", { ...basePayload(), items: [{ type: "enrollment", id }] }),
      w.call("POST", `/api/enrolled-session/${id}/mark-free`),
    ]);
    const outcome = [bill.statusCode, free.statusCode];
    expect([
      [200, 409],
      [422, 200],
    ]).toContainEqual(outcome);
  });
});
