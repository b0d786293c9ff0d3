import { describe, expect, it } from "vitest";
import { formatMoney, formatMoneyWithCode, minorToInput, parseMoneyInput } from "./format-money";

describe("formatMoney (DESIGN.md §5)", () => {
  it("shows TWD with $ in whole units and thousands separators", () => {
    expect(formatMoney(6_500_000, "TWD")).toBe("$65,000");
    expect(formatMoney(150_000_000, "TWD")).toBe("$1,500,000");
    expect(formatMoney(0, "TWD")).toBe("$0");
  });
  it("rounds non-USD amounts to whole units (half up)", () => {
    expect(formatMoney(12_349, "TWD")).toBe("$123");
    expect(formatMoney(12_350, "TWD")).toBe("$124");
    expect(formatMoney(99, "CNY")).toBe("¥1");
  });
  it("shows USD with $ and two decimals", () => {
    expect(formatMoney(120_000, "USD")).toBe("$1,200.00");
    expect(formatMoney(123_456_789, "USD")).toBe("$1,234,567.89");
    expect(formatMoney(5, "USD")).toBe("$0.05");
  });
  it("shows CNY (and the enrollment form's RMB) with ¥", () => {
    expect(formatMoney(880_000, "CNY")).toBe("¥8,800");
    expect(formatMoney(880_000, "RMB")).toBe("¥8,800");
  });
  it("keeps the sign of refunds and adds the code when asked", () => {
    expect(formatMoney(-250_000, "TWD")).toBe("-$2,500");
    expect(formatMoneyWithCode(120_000, "usd")).toBe("$1,200.00 USD");
  });
});

describe("money inputs", () => {
  it("reads major units typed in a form as minor units", () => {
    expect(parseMoneyInput("65,000", "TWD")).toBe(6_500_000);
    expect(parseMoneyInput("1200.5", "USD")).toBe(120_050);
    expect(parseMoneyInput("1200.05", "USD")).toBe(120_005);
    expect(parseMoneyInput("", "TWD")).toBeNull();
  });
  it("refuses what is not a money value for the currency", () => {
    expect(parseMoneyInput("12.5", "TWD")).toBeNaN();
    expect(parseMoneyInput("abc", "USD")).toBeNaN();
    expect(parseMoneyInput("1.234", "USD")).toBeNaN();
  });
  it("shows stored minor units back in the field", () => {
    expect(minorToInput(120_050, "USD")).toBe("1200.50");
    expect(minorToInput(120_000, "USD")).toBe("1200");
    expect(minorToInput(6_500_000, "TWD")).toBe("65000");
    expect(minorToInput(null, "TWD")).toBe("");
  });
});
