import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { MESSAGE_DOMAINS } from "./message-domains";
import { isMessageKey, MESSAGES, translateMessage } from "./messages";

describe("server messages", () => {
  describe.each(Object.entries(MESSAGE_DOMAINS))("domain %s", (_domain, table) => {
    it("has the same keys in every locale, each with a text", () => {
      const keys = Object.keys(table.en).sort();
      expect(keys.length).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        const messages: Record<string, string> = table[locale];
        expect(Object.keys(messages).sort(), locale).toEqual(keys);
        for (const key of keys) expect(messages[key]?.trim(), `${locale} ${key}`).toBeTruthy();
      }
    });
  });

  it("declares every key in one domain only", () => {
    const owners = new Map<string, string[]>();
    for (const [domain, table] of Object.entries(MESSAGE_DOMAINS))
      for (const key of Object.keys(table.en)) owners.set(key, [...(owners.get(key) ?? []), domain]);
    expect([...owners].filter(([, domains]) => domains.length > 1)).toEqual([]);
    expect(Object.keys(MESSAGES.en).sort()).toEqual([...owners.keys()].sort());
  });

  it("has a text for every validation key the shared schemas use", () => {
    const root = join(import.meta.dirname, "..");
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".messages.ts") && !file.endsWith(".test.ts"),
    );
    const used = new Set(
      files.flatMap((file) =>
        [...readFileSync(join(root, file), "utf8").matchAll(/"(v\.[a-z0-9_]+)"/g)].map((m) => m[1] as string),
      ),
    );
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((key) => !isMessageKey(key))).toEqual([]);
  });

  it("translates composed keys in every locale", () => {
    expect(isMessageKey("class_full")).toBe(true);
    expect(isMessageKey("toString")).toBe(false);
    expect(translateMessage("en", "class_full")).toBe("This class is full.");
    expect(translateMessage("zh-CN", "v.required")).toBe("此项为必填项。");
    expect(translateMessage("zh-TW", "email_taken")).toBe("此電子郵件已註冊。請登入，或找回密碼。");
  });
});
