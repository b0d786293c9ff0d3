import { describe, expect, it } from "vitest";
import { changeLocale, currentLocale, i18n } from "./i18n";
import { LOCALE_STORAGE_KEY, readStoredLocale } from "./locale-storage";

describe("interface language", () => {
  it("switches, saves the choice and sets <html lang>", async () => {
    await changeLocale("zh-TW");
    expect(currentLocale()).toBe("zh-TW");
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("zh-TW");
    expect(readStoredLocale()).toBe("zh-TW");
    expect(document.documentElement.lang).toBe("zh-TW");
    expect(i18n.t("nav.login")).toBe("登入");

    await changeLocale("zh-CN");
    expect(i18n.t("nav.login")).toBe("登录");
    expect(readStoredLocale()).toBe("zh-CN");

    await changeLocale("en");
    expect(i18n.t("nav.login")).toBe("Log in");
    expect(document.documentElement.lang).toBe("en");
  });

  it("reads spellings the spec uses and ignores junk", () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, "tw");
    expect(readStoredLocale()).toBe("zh-TW");
    window.localStorage.setItem(LOCALE_STORAGE_KEY, "klingon");
    expect(readStoredLocale()).toBeUndefined();
  });
});
