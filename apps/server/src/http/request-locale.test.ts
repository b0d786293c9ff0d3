import { pickLocale } from "@edu/shared";
import { describe, expect, it } from "vitest";
import { localeOf } from "./request-locale";

describe("localeOf", () => {
  it("answers as pickLocale does, the first time and from memory", () => {
    const headers = ["zh-TW,zh;q=0.9,en;q=0.8", "zh-CN", "fr-FR,en;q=0.5", "de", "", undefined];
    for (const header of headers) {
      expect(localeOf(header)).toBe(pickLocale(header));
      expect(localeOf(header)).toBe(pickLocale(header));
    }
    expect(localeOf("zh-Hant-TW")).toBe("zh-TW");
  });

  it("keeps parsing correctly once its memory is full", () => {
    for (let i = 0; i < 300; i++) localeOf(`x-${i},en;q=0.1`);
    expect(localeOf("en;q=0.1,zh-CN;q=0.9")).toBe("zh-CN");
    expect(localeOf("zh-TW;q=0.2,en;q=0.4")).toBe("en");
  });
});
