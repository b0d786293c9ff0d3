import type { Receivable, ReceivableEnrollment } from "@edu/shared";
import { describe, expect, it } from "vitest";
import {
  diffItems,
  emptyItem,
  emptyReceivableValues,
  estimateTotal,
  serverErrorsToForm,
  toCreatePayload,
  validateReceivable,
  valuesFromEnrollment,
  valuesFromReceivable,
} from "./receivable-form";

const label = (p: { first_name: string; last_name: string; username: string }) => p.username;

const enrollment: ReceivableEnrollment = {
  id: 9,
  course_session_id: 501,
  course_session_title: "SAT Summer",
  student_user_id: 31,
  student_first_name: "Ethan",
  student_last_name: "Lin",
  parent_user_id: 21,
  parent: { id: 21, username: "mei", first_name: "Mei", last_name: "Lin" },
  currency: "USD",
  fee: 150_050,
};

describe("receivable form rules", () => {
  it("requires a title with the spec's message, a payer, and valid items", () => {
    const errors = validateReceivable(emptyReceivableValues());
    expect(errors.title).toBe("The receivable's title cannot be empty!");
    expect(errors.user_id).toBe("This field is required.");
    expect(errors["items.0.title"]).toBe("The item's title cannot be empty!");
    expect(errors["items.0.receivable_date"]).toBe("The collection date cannot be empty!");
    expect(errors["items.0.amount"]).toBe("Money must be a number greater than 0.");
  });

  it("reads amounts at the item currency's precision (TWD whole units, USD cents)", () => {
    const values = { ...emptyReceivableValues(), title: "T", user_id: 21 };
    values.items = [
      { ...emptyItem("TWD"), title: "a", receivable_date: "2026-12-01", amount: "12.5" },
      { ...emptyItem("USD"), title: "b", receivable_date: "2026-12-01", amount: "12.50" },
      { ...emptyItem("TWD"), title: "c", receivable_date: "2026-12-01", amount: "0" },
      { ...emptyItem("TWD"), title: "d", receivable_date: "2026-12-01", amount: "-100" },
    ];
    const errors = validateReceivable(values);
    // The money module's reasons, as the server says them.
    expect(errors["items.0.amount"]).toMatch(/^Too many decimal places for this currency/);
    expect(errors["items.3.amount"]).toBe("Money must be a number greater than 0.");
    expect(errors["items.1.amount"]).toBeUndefined();
    expect(errors["items.2.amount"]).toBe("Money must be a number greater than 0.");
    expect(toCreatePayload(values).items[1]?.price).toBe(1250);
  });

  it("prefills from an enrollment: the parent pays, one instalment for the student at the fee", () => {
    const values = valuesFromEnrollment(enrollment, {
      title: "SAT — Ethan",
      payer: { id: 21, label: "Mei" },
      studentLabel: "Ethan",
    });
    expect(values).toMatchObject({
      title: "SAT — Ethan",
      user_id: 21,
      price_currency: "USD",
      enrolled_session_id: 9,
    });
    expect(values.items).toHaveLength(1);
    expect(values.items[0]).toMatchObject({ user_id: 31, amount: "1500.50", price_currency: "USD" });
    // Nothing but a date is missing.
    expect(Object.keys(validateReceivable(values))).toEqual(["items.0.receivable_date"]);
  });

  it("estimates the total like the server: each line converted through TWD and rounded once", () => {
    const values = { ...emptyReceivableValues(), price_currency: "TWD" as const };
    values.items = [
      { ...emptyItem("USD"), amount: "100.50" },
      { ...emptyItem("TWD"), amount: "500" },
    ];
    expect(estimateTotal(values, { USD: "31.52", CNY: "4.5" })).toBe(366_800);
    expect(estimateTotal(values, undefined)).toBeNull();
    values.items.push({ ...emptyItem("TWD"), amount: "abc" });
    expect(estimateTotal(values, { USD: "31.52" })).toBeNull();
  });

  it("maps the server's item price errors onto the amount fields", () => {
    expect(serverErrorsToForm({ "items.1.price": ["bad"], title: ["empty"] })).toEqual({
      "items.1.amount": "bad",
      title: "empty",
    });
  });

  it("diffs an edit into added, changed and removed items, leaving billed ones alone", () => {
    const item = (id: number, extra: Partial<Receivable["receivable_order_items"][number]> = {}) => ({
      id,
      receivable_order_id: 1,
      user_id: 31,
      user: { id: 31, username: "ethan", first_name: "Ethan", last_name: "Lin", email: "e@x" },
      title: `Item ${id}`,
      receivable_date: "2026-12-01",
      price: 1_200_000,
      price_currency: "TWD" as const,
      converted_price: 1_200_000,
      bill_id: null,
      billed_at: null,
      ...extra,
    });
    const saved: Receivable = {
      id: 1,
      title: "R",
      note: "",
      user_id: 21,
      user: { id: 21, username: "mei", first_name: "Mei", last_name: "Lin", email: "m@x" },
      price: 3_600_000,
      price_currency: "TWD",
      outstanding_price: 2_400_000,
      rates: {},
      enrolled_session_id: null,
      receivable_date: "2026-12-01",
      due_state: "later",
      item_count: 3,
      created_at: "",
      updated_at: "",
      item: null,
      receivable_order_items: [item(1), item(2), item(3, { bill_id: 5, billed_at: "2026-01-01T00:00:00Z" })],
    };
    const values = valuesFromReceivable(saved, label);
    expect(values.items[2]?.billed).toBe(true);
    expect(diffItems(saved.receivable_order_items, values.items)).toEqual({
      add: [],
      update: [],
      remove: [],
    });
    values.items[0] = { ...values.items[0], amount: "13000" } as (typeof values.items)[number];
    values.items.splice(1, 1);
    values.items.push({ ...emptyItem("TWD"), title: "New", receivable_date: "2027-01-01", amount: "100" });
    expect(diffItems(saved.receivable_order_items, values.items)).toEqual({
      add: [
        { user_id: null, title: "New", receivable_date: "2027-01-01", price: 10_000, price_currency: "TWD" },
      ],
      update: [{ id: 1, body: { price: 1_300_000, price_currency: "TWD" } }],
      remove: [2],
    });
  });
});
