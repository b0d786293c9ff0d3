import { describe, expect, it } from "vitest";
import { currenciesMeet, formatMoney, moneyAmong } from "./format";

describe("one rule for writing money", () => {
  it("writes the spec's $ and ¥ where one currency is on the screen", () => {
    expect(formatMoney(1_320_000, "TWD")).toBe("$13,200");
    expect(formatMoney(1_320_000, "TWD", { among: ["TWD", "NTD", null] })).toBe("$13,200");
    expect(formatMoney(1_050, "USD", { among: ["USD"] })).toBe("$10.50");
    expect(formatMoney(1_200, "CNY", { among: [] })).toBe("¥12");
  });

  it("writes NT$, US$ and ¥ wherever two currencies meet", () => {
    expect(formatMoney(1_320_000, "TWD", { among: ["USD"] })).toBe("NT$13,200");
    expect(formatMoney(1_050, "USD", { among: ["TWD", "USD"] })).toBe("US$10.50");
    expect(formatMoney(1_200, "CNY", { among: ["TWD"] })).toBe("¥12");
    const money = moneyAmong(["TWD", "USD", "TWD"]);
    expect(money(-540_000, "TWD")).toBe("-NT$5,400");
    expect(money(1_320_000, "TWD", { signed: true })).toBe("+NT$13,200");
    expect(moneyAmong(["TWD", "RMB"])(100, "RMB")).toBe("¥1");
    expect(moneyAmong(["TWD", "NTD"])(1_320_000, "TWD", { signed: true })).toBe("+$13,200");
  });

  it("tells whether currencies meet, aliases and blanks counted once", () => {
    expect(currenciesMeet(["TWD", "NTD", undefined, "??"])).toBe(false);
    expect(currenciesMeet(["TWD", "usd"])).toBe(true);
    expect(formatMoney(0, "TWD", { signed: true })).toBe("$0");
  });
});
