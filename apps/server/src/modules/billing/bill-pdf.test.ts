import type { OrderDetail } from "@edu/shared";
import { describe, expect, it } from "vitest";
import { extractPdfText } from "../../pdf/pdf-text.test-helpers";
import { renderBillPdf } from "./bill-pdf";

const order: OrderDetail = {
  id: 42,
  parent_user_id: 7,
  parent: { id: 7, first_name: "美玲", last_name: "王", email: "wang@example.com" },
  title: "2026 春季学费",
  notes: "Thank you",
  receivable_date: "2026-04-30",
  price_currency: "TWD",
  total_price: 1_316_600,
  difference_price: -16_600,
  difference_price_currency: "TWD",
  amount_due: 1_300_000,
  payment_info: "台北富邦銀行 012",
  payment_info_index: 0,
  payment_info_remark: "",
  status: 1,
  status_key: "payment_pending",
  sent_at: "2026-04-01T00:00:00.000Z",
  mark_paid_at: null,
  locale: "zh-CN",
  created_at: "2026-04-01T00:00:00.000Z",
  order_items: [
    {
      id: 1,
      type: "enrollment",
      ref_id: 3,
      user_id: 8,
      student_name: "王小明",
      title: "SAT 暑期班",
      price: 1_000_000,
      price_currency: "TWD",
      converted_price: 1_000_000,
      remark: "",
      lesson_logs: [],
    },
    {
      id: 2,
      type: "enrollment",
      ref_id: 4,
      user_id: 9,
      student_name: "Stu Wang",
      title: "TOEFL Online",
      price: 10_050,
      price_currency: "USD",
      converted_price: 316_600,
      remark: "",
      lesson_logs: [],
    },
  ],
  voided_at: null,
  void_reason: "",
  remark_to_system: "",
  mark_paid_by: null,
  rates: { USD: "31.5" },
  created_by: 1,
  updated_at: "2026-04-01T00:00:00.000Z",
  order_emails: [],
};

describe("bill PDF", () => {
  it("prints the bill in Simplified Chinese with the shipped CJK font and money through the formatter", async () => {
    const pdf = extractPdfText(await renderBillPdf(order, "zh-CN", { expireDate: "2026-05-01" }));
    expect(pdf.embeddedFontFiles).toBeGreaterThan(0);
    for (const text of [
      "账单",
      "2026 春季学费",
      "王美玲",
      "王小明",
      "应付总额",
      "$13,000 TWD",
      "$100.50 USD",
      "2026-05-01",
    ]) {
      expect(pdf.text).toContain(text);
    }
  });

  it("prints English and Traditional Chinese labels", async () => {
    const en = extractPdfText(
      await renderBillPdf(
        { ...order, order_items: order.order_items.map((item) => ({ ...item, remark: "early bird" })) },
        "en",
      ),
    );
    expect(en.text).toContain("Total due");
    expect(en.text).toContain("Awaiting payment");
    // English punctuation in English: no full-width colon or brackets around the bill's own text.
    expect(en.text).toContain("Bill: 2026 春季学费");
    expect(en.text).toContain("TOEFL Online (early bird)");
    expect(en.text).not.toMatch(/[：（）]/);
    const tw = extractPdfText(await renderBillPdf(order, "zh-TW"));
    expect(tw.text).toContain("應付總額");
    expect(tw.text).toContain("待付款");
  });
});
