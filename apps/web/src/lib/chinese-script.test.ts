import { MESSAGES } from "@edu/shared";
import { LOCALE_INFO } from "@edu/shared/i18n";
import { Converter } from "opencc-js";
import { describe, expect, it } from "vitest";

/**
 * Simplified Chinese text must not carry Traditional characters ("以銀行转账付款" reached zh-CN readers), nor
 * Traditional text Simplified ones. A character belongs to one script only when OpenCC turns it into the
 * other script and back into itself; characters both scripts write alike are left alone.
 */
const toSimplified = Converter({ from: "tw", to: "cn" });
const toTraditional = Converter({ from: "cn", to: "tw" });

type Chinese = "zh-CN" | "zh-TW";

/** Characters OpenCC converts although the locale writes them so. */
const ALLOWED: Record<Chinese, Set<string>> = {
  "zh-CN": new Set(["么"]), // 什么: OpenCC takes 么 for a variant of 幺
  "zh-TW": new Set(["台"]), // 台灣, 新台幣: Taiwan's everyday spelling, where OpenCC prefers 臺
};

/** A language's own name is written in its own script whatever the page's language (the language menus). */
const ENDONYMS = new Set(Object.values(LOCALE_INFO).map((info) => info.nativeName));

function otherScriptCharacters(text: string, locale: Chinese): string[] {
  if (ENDONYMS.has(text)) return [];
  const [away, back] = locale === "zh-CN" ? [toSimplified, toTraditional] : [toTraditional, toSimplified];
  return [...new Set(text)].filter((char) => {
    if (!/\p{Script=Han}/u.test(char) || ALLOWED[locale].has(char)) return false;
    const converted = away(char);
    return converted !== char && back(converted) === char;
  });
}

function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, path ? `${path}.${key}` : key));
}

function findings(entries: [string, string][], locale: Chinese): string[] {
  return entries.flatMap(([where, text]) => {
    const found = otherScriptCharacters(text, locale);
    return found.length > 0 ? [`${where}: ${found.join("")} in "${text}"`] : [];
  });
}

const localeFiles = import.meta.glob<Record<string, unknown>>("../**/locales/zh-{CN,TW}.json", {
  eager: true,
  import: "default",
});

describe("Chinese texts are written in their locale's script", () => {
  it("tells the scripts apart and leaves shared characters alone", () => {
    expect(otherScriptCharacters("以銀行转账付款", "zh-CN")).toEqual(["銀"]);
    expect(otherScriptCharacters("以银行轉帳付款", "zh-TW")).toEqual(["银"]);
    expect(otherScriptCharacters("上海的老师", "zh-CN")).toEqual([]);
    expect(otherScriptCharacters("台北的老師在做什麼", "zh-TW")).toEqual([]);
    expect(otherScriptCharacters("繁體中文", "zh-CN")).toEqual([]);
  });

  it("finds the web's locale files", () => {
    expect(Object.keys(localeFiles).length).toBeGreaterThan(40);
  });

  it.each(["zh-CN", "zh-TW"] as const)("every %s string of the web's locale files", (locale) => {
    const entries = Object.entries(localeFiles)
      .filter(([file]) => file.endsWith(`/${locale}.json`))
      .flatMap(([file, json]) =>
        strings(json).map(([key, text]): [string, string] => [`${file}:${key}`, text]),
      );
    expect(findings(entries, locale)).toEqual([]);
  });

  it.each(["zh-CN", "zh-TW"] as const)("every %s message of the server's catalogues", (locale) => {
    expect(findings(Object.entries(MESSAGES[locale]), locale)).toEqual([]);
  });
});
