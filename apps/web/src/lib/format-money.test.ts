import { describe, expect, it } from "vitest";
import {
  formatMoney,
  formatMoneyOrDash,
  minorToInput,
  moneyAmong,
  parseMoneyInput,
  readMoneyField,
} from "./format-money";

// The rules themselves are tested in packages/shared/src/money; this checks the form adapters.
describe("web money adapters", () => {
  it("formats through the shared rules", () => {
    expect(formatMoney(6_500_000, "TWD")).toBe("$65,000");
    expect(formatMoney(880_000, "RMB")).toBe("¥8,800");
    expect(formatMoney(120_000, "usd", { distinct: true })).toBe("US$1,200.00");
    expect(formatMoneyOrDash(null, "TWD")).toBe("—");
    expect(formatMoneyOrDash(1_234_500, "TWD")).toBe("$12,345");
  });
  it("reads a form field as minor units: null when empty, NaN when not money", () => {
    expect(parseMoneyInput("65,000", "TWD")).toBe(6_500_000);
    expect(parseMoneyInput("1200.5", "USD")).toBe(120_050);
    expect(parseMoneyInput("0", "TWD")).toBe(0);
    expect(parseMoneyInput("  ", "TWD")).toBeNull();
    expect(parseMoneyInput("12.5", "TWD")).toBeNaN();
    expect(parseMoneyInput("abc", "USD")).toBeNaN();
    expect(parseMoneyInput("-5", "USD")).toBeNaN();
  });
  it("writes money by one rule: $ alone, NT$ / US$ / ¥ where currencies meet", () => {
    expect(formatMoney(1_320_000, "TWD", { among: ["TWD"] })).toBe("$13,200");
    expect(formatMoney(1_320_000, "TWD", { among: ["TWD", "USD"] })).toBe("NT$13,200");
    expect(formatMoneyOrDash(1_050, "USD", ["TWD"])).toBe("US$10.50");
    expect(moneyAmong(["TWD", "CNY"])(540_000, "TWD", { signed: true })).toBe("+NT$5,400");
  });
  it("reads a money field as typed, so the shared schema says the real reason", () => {
    expect(readMoneyField("500.5", "TWD")).toBe(50_050);
    expect(readMoneyField("-100", "TWD")).toBe(-10_000);
    expect(readMoneyField("", "TWD")).toBeNull();
    expect(readMoneyField("abc", "TWD")).toBeNaN();
  });
  it("shows stored minor units back in the field", () => {
    expect(minorToInput(120_050, "USD")).toBe("1200.50");
    expect(minorToInput(120_000, "USD")).toBe("1200");
    expect(minorToInput(6_500_000, "TWD")).toBe("65000");
    expect(minorToInput(null, "TWD")).toBe("");
  });
});
