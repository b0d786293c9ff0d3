import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import en from "../locales/en.json";
import zhCN from "../locales/zh-CN.json";
import zhTW from "../locales/zh-TW.json";
import { periodTitle } from "./format";

/** The feature's own texts, interpolated as i18next does for these keys. */
const tFor = (texts: typeof en) =>
  ((key: string, values: Record<string, string>) => {
    const template = texts.periodTitle[key.replace("periodTitle.", "") as "month" | "range"];
    return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
  }) as unknown as TFunction;

describe("a statement's name from its period, in the reader's language", () => {
  it("names a whole month in each language", () => {
    expect(periodTitle(tFor(en), "en", "2026-03-01", "2026-03-31")).toBe("Salary for March 2026");
    expect(periodTitle(tFor(zhTW), "zh-TW", "2026-03-01", "2026-03-31")).toBe("2026年3月薪資單");
    expect(periodTitle(tFor(zhCN), "zh-CN", "2026-02-01", "2026-02-28")).toBe("2026年2月薪资单");
  });

  it("gives any other period its first and last days", () => {
    expect(periodTitle(tFor(en), "en", "2026-03-02", "2026-03-17")).toBe(
      "Salary for 2026-03-02 – 2026-03-17",
    );
    expect(periodTitle(tFor(zhTW), "zh-TW", "2026-03-01", "2026-04-30")).toBe(
      "2026-03-01 至 2026-04-30 薪資單",
    );
    // 2028 is a leap year: February ends on the 29th.
    expect(periodTitle(tFor(en), "en", "2028-02-01", "2028-02-28")).toBe(
      "Salary for 2028-02-01 – 2028-02-28",
    );
    expect(periodTitle(tFor(en), "en", "2028-02-01", "2028-02-29")).toBe("Salary for February 2028");
  });
});
