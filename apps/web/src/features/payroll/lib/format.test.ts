import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import en from "../locales/en.json";
import zhCN from "../locales/zh-CN.json";
import zhTW from "../locales/zh-TW.json";
import { documentUrl, periodTitle, periodTitleParts } from "./format";

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

  it("cuts the name into pieces with each date or month whole, to keep on one line", () => {
    const dates = (parts: ReturnType<typeof periodTitleParts>) =>
      parts.filter((part) => part.date).map((part) => part.text);
    expect(dates(periodTitleParts(tFor(zhTW), "zh-TW", "2026-10-01", "2026-10-31"))).toEqual(["2026年10月"]);
    const range = periodTitleParts(tFor(zhTW), "zh-TW", "2026-10-03", "2026-11-02");
    expect(dates(range)).toEqual(["2026-10-03", "2026-11-02"]);
    expect(range.map((part) => part.text).join("")).toBe("2026-10-03 至 2026-11-02 薪資單");
    // A one-day period: both pieces, told apart by where they start.
    const oneDay = periodTitleParts(tFor(en), "en", "2026-10-03", "2026-10-03");
    expect(oneDay.filter((part) => part.date).map((part) => part.at)).toEqual([11, 24]);
  });
});

describe("a document link in the reader's language", () => {
  it("adds the language to the server's PDF address", () => {
    expect(documentUrl("/api/monetary-statements/3/pdf", "zh-TW")).toBe(
      "/api/monetary-statements/3/pdf?lang=zh-TW",
    );
    expect(documentUrl("/api/x/pdf?download=1", "en")).toBe("/api/x/pdf?download=1&lang=en");
  });
});
