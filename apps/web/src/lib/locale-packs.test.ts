import { afterEach, describe, expect, it } from "vitest";
import { i18n, initI18n, loadLocalePack, NAMESPACES, preloadLocale } from "./i18n";
import { SIGNED_IN_HINT_KEY } from "./session-store";

describe("a language's namespaces in one chunk for signed-in people", () => {
  afterEach(() => window.localStorage.removeItem(SIGNED_IN_HINT_KEY));

  it("holds every namespace of the language and puts them all into i18next", async () => {
    await initI18n();
    const pack = await loadLocalePack("zh-CN");
    expect(Object.keys(pack).sort()).toEqual([...NAMESPACES].sort());
    for (const ns of NAMESPACES) expect(i18n.hasResourceBundle("zh-CN", ns)).toBe(true);
    expect(i18n.getFixedT("zh-CN", "common")("workspace.groups.money")).toBe("账务");
    expect(loadLocalePack("zh-CN")).toBe(loadLocalePack("zh-CN")); // asked for once
  });

  it("answers a signed-in page's namespace from the pack", async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, "1");
    await preloadLocale("zh-TW", ["billing"]);
    // The pack came with it: namespaces nobody asked for yet are there too.
    expect(i18n.hasResourceBundle("zh-TW", "payroll")).toBe(true);
    expect(i18n.getFixedT("zh-TW", "common")("workspace.groups.people")).toBe("人員");
  });
});
