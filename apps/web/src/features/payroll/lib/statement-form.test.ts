import type { PayrollUnpaidLine } from "@edu/shared/payroll";
import { describe, expect, it } from "vitest";
import { sentStatement } from "./statement.fixture";
import {
  emptyStatement,
  linesOfStatement,
  mergeLines,
  newManualRow,
  previousMonth,
  selectedLines,
  statementTotals,
  toggleAll,
  toggleLine,
  toUpdatePayload,
  unpaidPeriod,
  valuesFromStatement,
} from "./statement-form";

const line = (id: number, amount: number, currency: "TWD" | "USD" = "TWD"): PayrollUnpaidLine => ({
  kind: "teaching",
  teaching_log_id: id,
  reason: "",
  class_id: 1,
  class_name: `C${id}`,
  started_at: null,
  duration_minutes: 60,
  salary_unit: 3,
  is_online: false,
  rate: amount,
  payable_students: 1,
  amount,
  signed_amount: amount,
  currency,
});

describe("statement form rules", () => {
  it("without unpaid lessons the default period is the previous calendar month", () => {
    expect(previousMonth(new Date(2026, 0, 15))).toEqual({ start: "2025-12-01", end: "2025-12-31" });
    expect(previousMonth(new Date(2026, 2, 31))).toEqual({ start: "2026-02-01", end: "2026-02-28" });
    expect(unpaidPeriod([])).toBeNull();
    expect(emptyStatement(4, { start: "2026-08-01", end: "2026-10-31" })).toMatchObject({
      period_start: "2026-08-01",
      period_end: "2026-10-31",
    });
  });

  it("the default period holds the unpaid lessons: whole months from the oldest one's to the newest one's", () => {
    const at = (id: number, startedAt: string) => ({ ...line(id, 1), started_at: startedAt });
    // Unordered, as a caller may hold them; a lesson early on 1 September in Taipei is 31 August in UTC.
    expect(
      unpaidPeriod([
        at(1, "2026-10-14T06:00:00.000Z"),
        at(2, "2026-08-31T23:30:00.000Z"),
        at(3, "2026-09-02T06:00:00.000Z"),
      ]),
    ).toEqual({ start: "2026-08-01", end: "2026-10-31" });
    expect(unpaidPeriod([at(1, "2028-02-10T06:00:00.000Z")])).toEqual({
      start: "2028-02-01",
      end: "2028-02-29",
    });
  });

  it("totals selected lines in the statement's currency, bonuses minus deductions, skipping unreadable amounts", () => {
    const lines = [line(1, 100000), line(2, 50050), line(3, 999, "USD")];
    const values = {
      ...emptyStatement(4),
      toggled: [2],
      manual_items: [
        { ...newManualRow("bonus"), amount: "1,000" },
        { ...newManualRow("deduction"), amount: "200" },
        { ...newManualRow("bonus"), amount: "abc" },
      ],
    };
    expect(statementTotals(values, lines)).toEqual({
      teaching: 100000,
      bonus: 100000,
      deduction: 20000,
      total: 180000,
    });
  });

  it("toggles one line and all selectable lines", () => {
    const lines = [line(1, 1), line(2, 1), line(3, 1, "USD")];
    const values = emptyStatement(4);
    expect(toggleLine(values, 2)).toEqual([2]);
    expect(toggleLine({ ...values, toggled: [2] }, 2)).toEqual([]);
    expect(toggleAll(values, lines)).toEqual([1, 2]);
    expect(toggleAll({ ...values, toggled: [1] }, lines)).toEqual([]);
  });

  it("editing keeps the statement's own lines first and its manual items as typed amounts", () => {
    const statement = sentStatement();
    const own = linesOfStatement(statement);
    expect(own.map((l) => l.teaching_log_id)).toEqual([101, 102]);
    const merged = mergeLines(own, [line(102, 5), line(300, 7)]);
    expect(merged.map((l) => l.teaching_log_id)).toEqual([101, 102, 300]);
    const values = valuesFromStatement(statement);
    expect(values.manual_items.map(({ kind, reason, amount }) => ({ kind, reason, amount }))).toEqual([
      { kind: "bonus", reason: "Extra mock exam", amount: "200" },
    ]);
    const payload = toUpdatePayload({ ...values, toggled: [102] }, merged);
    expect(payload).toMatchObject({ teaching_log_ids: [101], manual_items: [{ amount: 20000 }] });
    expect(payload).not.toHaveProperty("teacher_user_id");
    expect(payload).not.toHaveProperty("currency");
  });

  it("editing starts from what the statement holds: the lessons left out stay out", () => {
    const statement = sentStatement();
    const merged = mergeLines(linesOfStatement(statement), [line(300, 7), line(301, 9)]);
    const values = valuesFromStatement(statement);
    expect(selectedLines(values, merged).map((l) => l.teaching_log_id)).toEqual([101, 102]);
    // Only the bonus changed: no lesson named, the server keeps the statement's own.
    const bonusOnly = toUpdatePayload(
      { ...values, manual_items: [{ ...newManualRow("bonus"), reason: "Mock exam", amount: "500" }] },
      merged,
    );
    expect(bonusOnly).not.toHaveProperty("teaching_log_ids");
    expect(bonusOnly.manual_items).toEqual([{ kind: "bonus", reason: "Mock exam", amount: 50000 }]);
    // Ticking a left-out lesson adds it; "select all" ticks every one, twice unticks every one.
    expect(toUpdatePayload({ ...values, toggled: toggleLine(values, 300) }, merged).teaching_log_ids).toEqual(
      [101, 102, 300],
    );
    const all = { ...values, toggled: toggleAll(values, merged) };
    expect(selectedLines(all, merged).map((l) => l.teaching_log_id)).toEqual([101, 102, 300, 301]);
    expect(selectedLines({ ...all, toggled: toggleAll(all, merged) }, merged)).toEqual([]);
  });
});
