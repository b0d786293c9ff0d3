import { type Browser, expect, type Page, test } from "@playwright/test";
import { signInAs, waitForApp } from "./helpers";

/**
 * Issue 11 "Must show": the key screens, as a visitor, a parent and an admin, in each language, at
 * 375 px and at desktop width, kept as screenshots (test-results/…) to look at. Each screen is also
 * read for translation keys shown raw (a missing text shows its key, e.g. `list.title`). Read only:
 * nothing is changed.
 */

const LOCALES = ["en", "zh-TW", "zh-CN"] as const;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

const SCREENS: { who?: string; path: string; name: string }[] = [
  { path: "/", name: "landing" },
  { path: "/classes", name: "classes" },
  { who: "parent", path: "/home", name: "parent-home" },
  { who: "parent", path: "/bill", name: "parent-bills" },
  { who: "parent", path: "/students/attendances", name: "parent-attendance" },
  { who: "admin", path: "/home", name: "admin-home" },
  { who: "admin", path: "/bill", name: "admin-bills" },
  { who: "admin", path: "/salary", name: "admin-salary" },
  { who: "teacher", path: "/my-classes", name: "teacher-classes" },
];

/** A text node that is a whole i18next key (`a.b`, `workspace.nav.x`), not a domain name. */
const RAW_KEY = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9_]*)+$/;
const DOMAIN_ENDINGS = new Set(["com", "tw", "cn", "org", "net", "io", "test", "pdf", "png"]);

async function rawKeysOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) found.push(text);
    }
    return found;
  });
  return texts.filter((text) => RAW_KEY.test(text) && !DOMAIN_ENDINGS.has(text.split(".").at(-1) ?? ""));
}

async function pageIn(browser: Browser, baseURL: string, locale: string, who?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, locale });
  await context.addInitScript((lang) => window.localStorage.setItem("edu.locale", lang), locale);
  const page = await context.newPage();
  if (who) await signInAs(page, who);
  return page;
}

for (const locale of LOCALES) {
  test(`key screens in ${locale}, at 375 px and desktop`, async ({ browser, baseURL }, testInfo) => {
    test.slow();
    const pages = new Map<string, Page>();
    for (const screen of SCREENS) {
      const key = screen.who ?? "visitor";
      let page = pages.get(key);
      if (!page) {
        page = await pageIn(browser, baseURL as string, locale, screen.who);
        pages.set(key, page);
      }
      await page.setViewportSize(DESKTOP);
      await page.goto(screen.path);
      await waitForApp(page);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("main, #main-content").first()).toBeVisible();
      // Lists and dashboards settle (the network quiet, the page loader gone) before the picture.
      await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
      await expect(page.locator("[data-loading]")).toHaveCount(0, { timeout: 20_000 });
      await page.screenshot({
        path: testInfo.outputPath(`${locale}-${screen.name}-desktop.png`),
        fullPage: true,
      });
      await page.setViewportSize(PHONE);
      await page.screenshot({
        path: testInfo.outputPath(`${locale}-${screen.name}-375.png`),
        fullPage: true,
      });
      // Nothing wider than the phone: no sideways scrolling at 375 px.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${screen.path} scrolls sideways at 375 px`).toBeLessThanOrEqual(1);
      expect(await rawKeysOn(page), `${screen.path} shows translation keys`).toEqual([]);
    }
    for (const page of pages.values()) await page.context().close();
  });
}
