import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { extractPdfText } from "../../pdf/pdf-text.test-helpers";
import { sessionClasses } from "../classes/classes.table";
import { type BillWorld, buildBillWorld, insertLesson } from "./orders.test-helpers";

/**
 * A bill names its classes in the reader's language: the creation tree, the bill's lines
 * and lessons (detail, and the problem form that reads it) and the receipt; a line title an admin typed
 * stays as typed.
 */
let ctx: TestContext;
let w: BillWorld;

const ZH_TW = "一對一家教（台北）";
const ZH_CN = "一对一家教（台北）";

beforeAll(async () => {
  ctx = await createTestApp();
  w = await buildBillWorld(ctx);
  await ctx.database.db
    .update(sessionClasses)
    .set({ translations: { "zh-TW": { name: ZH_TW }, "zh-CN": { name: ZH_CN } } })
    .where(eq(sessionClasses.id, w.privateClass));
  await insertLesson(ctx.database.db, {
    classId: w.privateClass,
    teacherId: w.ids.teacher as number,
    startedAt: "2026-03-30T06:00:00Z",
    minutes: 60,
    students: [{ id: w.ids.student as number, fee: 100_000 }],
  });
});
afterAll(async () => {
  await ctx.close();
});

const lang = (locale: string) => ({ "accept-language": locale });

/** A bill of one lesson of the class, its line titled as the creation tree shows it in zh-TW. */
async function billOfOneLesson(startedAt: string): Promise<number> {
  const [log] = await insertLesson(ctx.database.db, {
    classId: w.privateClass,
    teacherId: w.ids.teacher as number,
    startedAt,
    minutes: 60,
    students: [{ id: w.ids.student as number, fee: 100_000 }],
  });
  const created = await w.call(
    "POST",
    "/api/order",
    {
      title: "三月學費",
      receivable_date: "2026-04-30",
      user_id: w.ids.parent,
      price_currency: "TWD",
      items: [{ type: "lesson", title: ZH_TW, lesson_logs: [{ lesson_log_id: log }] }],
    },
    "admin",
    lang("zh-TW"),
  );
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data.id;
}

describe("a bill names its classes in the reader's language", () => {
  it("in the creation tree, and on the bill's lines and lessons once created", async () => {
    const tree = await w.call(
      "GET",
      `/api/order/${w.ids.parent}/children/unpaid`,
      undefined,
      "admin",
      lang("zh-TW"),
    );
    expect(tree.statusCode, tree.body).toBe(200);
    const lesson = tree
      .json()
      .data.items.find((item: { type: string; id: number }) => item.type === "lesson");
    expect(lesson.title).toBe(ZH_TW);
    expect(lesson.lesson_logs[0].class_title).toBe(ZH_TW);

    // The form sends back the title it showed (zh-TW); a zh-CN or English reader reads it in theirs.
    const created = await w.call(
      "POST",
      "/api/order",
      {
        title: "三月學費",
        receivable_date: "2026-04-30",
        user_id: w.ids.parent,
        price_currency: "TWD",
        items: [
          {
            type: "lesson",
            title: lesson.title,
            lesson_logs: lesson.lesson_logs.map((l: { lesson_log_id: number }) => ({
              lesson_log_id: l.lesson_log_id,
            })),
          },
          { type: "manual", title: "教材費", price: 50_000 },
        ],
      },
      "admin",
      lang("zh-TW"),
    );
    expect(created.statusCode, created.body).toBe(200);
    const billId = created.json().data.id;
    const lineIn = async (locale: string, who = "admin") => {
      const bill = await w.call("GET", `/api/order/${billId}`, undefined, who, lang(locale));
      expect(bill.statusCode, bill.body).toBe(200);
      return bill.json().data.order_items;
    };
    const zhCN = await lineIn("zh-CN");
    expect(zhCN[0]).toMatchObject({ title: ZH_CN });
    expect(zhCN[0].lesson_logs[0].class_title).toBe(ZH_CN);
    expect(zhCN[1]).toMatchObject({ title: "教材費" });
    const english = await lineIn("en");
    expect(english[0].title).not.toBe(ZH_TW);
    expect(english[0].lesson_logs[0].class_title).toBe(english[0].title);
  });

  it("on the receipt in the language asked for", async () => {
    const billId = await billOfOneLesson("2026-04-01T06:00:00Z");
    const receipt = await w.call("GET", `/api/order/${billId}/receipt?lang=zh-CN`, undefined, "admin");
    expect(receipt.statusCode, receipt.body).toBe(200);
    const text = extractPdfText(receipt.rawPayload).text;
    expect(text).toContain(ZH_CN);
    expect(text).not.toContain(ZH_TW);
  });

  it("keeps a line title the admin typed", async () => {
    const [log] = await insertLesson(ctx.database.db, {
      classId: w.privateClass,
      teacherId: w.ids.teacher as number,
      startedAt: "2026-03-31T06:00:00Z",
      minutes: 60,
      students: [{ id: w.ids.student as number, fee: 100_000 }],
    });
    const created = await w.call("POST", "/api/order", {
      title: "加課",
      receivable_date: "2026-04-30",
      user_id: w.ids.parent,
      price_currency: "TWD",
      items: [{ type: "lesson", title: "三月加課", lesson_logs: [{ lesson_log_id: log }] }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const bill = await w.call(
      "GET",
      `/api/order/${created.json().data.id}`,
      undefined,
      "admin",
      lang("zh-CN"),
    );
    expect(bill.json().data.order_items[0].title).toBe("三月加課");
  });
});
