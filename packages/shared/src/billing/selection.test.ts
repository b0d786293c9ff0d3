import Big from "big.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertMoney } from "../money/convert";
import { CURRENCIES, type Currency } from "../money/currency";
import { billTotals, lessonHours, lessonPrice } from "./bill-lines";
import { SELECTION_STATES } from "./billing.constants";
import { createOrderBodySchema } from "./bills.schemas";
import {
  addStudent,
  isConsistent,
  itemStateFromLogs,
  itemsToSend,
  removeStudent,
  type SelectableItem,
  setAll,
  toggleItem,
  toggleLessonLog,
} from "./selection";

const logArb = (id: number) =>
  fc.constantFrom("selected", "unSelected").map((selection) => ({ id, selection }));
const itemArb: fc.Arbitrary<SelectableItem> = fc
  .integer({ min: 0, max: 6 })
  .chain((n) =>
    fc.tuple(
      fc.tuple(...Array.from({ length: n }, (_, i) => logArb(i + 1))),
      fc.constantFrom(...SELECTION_STATES),
    ),
  )
  .map(([logs, own]) => {
    const lessonLogs = logs as SelectableItem["lesson_logs"];
    return { key: "k", lesson_logs: lessonLogs, selection: itemStateFromLogs(lessonLogs, own) };
  });

describe("selection rules (spec 02 §4)", () => {
  it("toggling an item flips it and sets every lesson log to the item's new state", () => {
    fc.assert(
      fc.property(itemArb, (item) => {
        const next = toggleItem(item);
        expect(next.selection).toBe(item.selection === "selected" ? "unSelected" : "selected");
        for (const log of next.lesson_logs) expect(log.selection).toBe(next.selection);
        expect(isConsistent(next)).toBe(true);
      }),
    );
  });

  it("toggling a lesson log recomputes its item: all → selected, none → unSelected, else notSelectedAll", () => {
    fc.assert(
      fc.property(
        itemArb.filter((item) => item.lesson_logs.length > 0),
        fc.nat(),
        (item, pick) => {
          const log = item.lesson_logs[pick % item.lesson_logs.length];
          if (!log) return;
          const next = toggleLessonLog(item, log.id);
          const selected = next.lesson_logs.filter((l) => l.selection === "selected").length;
          const expected =
            selected === 0
              ? "unSelected"
              : selected === next.lesson_logs.length
                ? "selected"
                : "notSelectedAll";
          expect(next.selection).toBe(expected);
          expect(isConsistent(next)).toBe(true);
          // Toggling the same log twice restores the item.
          expect(toggleLessonLog(next, log.id)).toEqual(item);
        },
      ),
    );
  });

  it("creation sends only selected and notSelectedAll items, each with its selected logs only", () => {
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 8 }), (items) => {
        const sent = itemsToSend(items);
        for (const item of sent) {
          expect(["selected", "notSelectedAll"]).toContain(item.selection);
          for (const log of item.lesson_logs) expect(log.selection).toBe("selected");
        }
        const expectedCount = items.filter(
          (i) => i.selection === "notSelectedAll" || i.selection === "selected",
        ).length;
        expect(sent.length).toBe(expectedCount);
      }),
    );
  });

  it("select all and clear (changing the parent clears the bill) leave every state consistent", () => {
    fc.assert(
      fc.property(
        fc.array(itemArb, { maxLength: 8 }),
        fc.constantFrom("selected", "unSelected"),
        (items, state) => {
          const next = setAll(items, state as "selected" | "unSelected");
          for (const item of next) {
            expect(item.selection).toBe(state);
            expect(isConsistent(item)).toBe(true);
          }
          if (state === "unSelected") expect(itemsToSend(next)).toEqual([]);
        },
      ),
    );
  });

  it("the same student cannot be chosen twice; a bill's only student cannot be removed", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 6 }),
        (students) => {
          for (const id of students)
            expect(addStudent(students, id)).toEqual({ ok: false, reason: "duplicate_student" });
          const only = [students[0] as number];
          expect(removeStudent(only, only[0] as number)).toEqual({ ok: false, reason: "last_student" });
          if (students.length > 1) {
            const removed = removeStudent(students, students[0] as number);
            expect(removed.ok && removed.students.length).toBe(students.length - 1);
          }
        },
      ),
    );
  });
});

const currencyArb = fc.constantFrom<Currency>(...CURRENCIES);
const rateArb = fc
  .tuple(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }))
  .map(([usd, cny]) => ({
    USD: new Big(usd).div(1000).toString(),
    CNY: new Big(cny).div(10_000).toString(),
  }));

describe("bill lines: each line rounds once, the total is the sum of rounded lines", () => {
  it("a lesson's price is fee × minutes / 60 rounded half-up once to the shown precision", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 720 }),
        currencyArb,
        (fee, minutes, currency) => {
          const price = lessonPrice(fee, minutes, currency);
          const step = currency === "USD" ? 1 : 100;
          expect(price % step).toBe(0);
          const exact = new Big(fee).times(minutes).div(60);
          // Within half a step of the exact value, and half-up.
          expect(
            exact
              .minus(price)
              .abs()
              .lte(step / 2),
          ).toBe(true);
          const rounded = exact.div(step).round(0, Big.roundHalfUp).times(step);
          expect(price).toBe(Number(rounded.toString()));
        },
      ),
    );
    expect(lessonPrice(100_000, 90, "TWD")).toBe(150_000);
    expect(lessonPrice(3_333, 45, "USD")).toBe(2_500); // 2,499.75 → 2,500 cents
    expect(lessonPrice(1_050, 60, "TWD")).toBe(1_100); // 10.50 → 11 whole units
    expect(lessonHours(90)).toBe("1.5");
  });

  it("converted lines each equal convertMoney of the line, and the total is their sum", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ price: fc.integer({ min: -1_000_000, max: 100_000_000 }), currency: currencyArb }),
          {
            maxLength: 12,
          },
        ),
        currencyArb,
        rateArb,
        (lines, billCurrency, rates) => {
          const { converted, total } = billTotals(lines, billCurrency, rates);
          converted.forEach((amount, i) => {
            const line = lines[i] as (typeof lines)[number];
            expect(amount).toBe(convertMoney(line.price, line.currency, billCurrency, rates));
            if (line.currency === billCurrency) expect(amount).toBe(line.price);
          });
          expect(total).toBe(converted.reduce((sum, amount) => sum + amount, 0));
        },
      ),
    );
  });

  it("a USD line in a TWD bill converts through TWD at the stored rate", () => {
    const { converted, total } = billTotals(
      [
        { price: 10_050, currency: "USD" },
        { price: 500_000, currency: "TWD" },
      ],
      "TWD",
      { USD: "31.5" },
    );
    expect(converted).toEqual([316_600, 500_000]); // 100.50 × 31.5 = 3,165.75 → 3,166 TWD
    expect(total).toBe(816_600);
  });
});

describe("create payload validation messages (spec 02 §5)", () => {
  it("refuses an empty title and a missing receivable date with the spec's keys", () => {
    const result = createOrderBodySchema.safeParse({ title: " ", user_id: 1, items: [{ type: "manual" }] });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toContainEqual(["title", "v.order_title_required"]);
    expect(issues).toContainEqual(["receivable_date", "v.receivable_date_required"]);
  });
});
