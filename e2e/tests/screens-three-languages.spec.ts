import { type Browser, expect, type Page, test } from "@playwright/test";
import { signInAs, waitForApp } from "./helpers";

/**
 * Issue 11 "Must show": the key screens, as a visitor, a parent and an admin, in each language, at
 * 375 px and at desktop width, kept as screenshots (test-results/…) to look at. Each screen is also
 * read for translation keys shown raw (a missing text shows its key, e.g. `list.title`) and, on the
 * Chinese pages, for English data ("No English data on the Chinese pages visited"). Read only:
 * nothing is changed.
 */

const LOCALES = ["en", "zh-TW", "zh-CN"] as const;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/** `open`: the screen is reached from `path` by following the first link whose name matches. */
const SCREENS: { who?: string; path: string; name: string; open?: RegExp }[] = [
  { path: "/", name: "landing" },
  { path: "/classes", name: "classes" },
  { who: "parent", path: "/home", name: "parent-home" },
  { who: "parent", path: "/bill", name: "parent-bills" },
  { who: "parent", path: "/students/attendances", name: "parent-attendance" },
  { who: "admin", path: "/home", name: "admin-home" },
  { who: "admin", path: "/bill", name: "admin-bills" },
  { who: "admin", path: "/salary", name: "admin-salary" },
  { who: "teacher", path: "/my-classes", name: "teacher-classes" },
  { who: "parent", path: "/applications", name: "parent-applications" },
  { who: "admin", path: "/enrollment", name: "admin-enrollments" },
  // The demo family's enrollment (Ethan Huang, signed contract): its detail page with the contract. The
  // name is matched whole: enrollment.spec.ts enrolls its own "Ethan Huang<run id>" in parallel.
  { who: "admin", path: "/enrollment", open: /^Ethan Huang$/, name: "admin-enrollment-detail" },
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

/**
 * Words in Latin letters a Chinese page may show: names people gave themselves (the demo accounts and
 * visitors write their names in Latin letters), the brand names of tests and apps, units and codes.
 * Anything else of four letters or more in the text of a zh-TW/zh-CN page is English left in the data
 * (the demo seed's English titles, cities, schedules, choices) or in a label.
 */
const LATIN_ALLOWED = new Set(
  [
    // Demo accounts and visitors (seed/steps/demo-accounts.ts, demo-enrollment.ts).
    "Grace",
    "Kevin",
    "Chen",
    "Emily",
    "Wang",
    "David",
    "Jennifer",
    "Huang",
    "Ethan",
    "Chloe",
    "Oliver",
    "Tsai",
    "Chang",
    "Tseng",
    "Noah",
    // Instructors and story people (demo-content*.ts), the visitors' parents (demo-enrollment.ts).
    "Daniel",
    "Helen",
    "Peter",
    "Linda",
    "Frank",
    "Susan",
    // Exam sections and courses: "SAT Reading", "ACT Math", "AP Calculus BC", "TOEFL Listening" are
    // course names people in Taiwan write as they are (SAT, ACT, AP are under four letters anyway),
    // as in the demo teachers' subjects and the school's bill titles ("SAT Reading 一對一 課程費").
    "Reading",
    "Writing",
    "Math",
    "Science",
    "Listening",
    "Speaking",
    "Calculus",
    // Tests, products and formats that keep their names in Chinese text.
    "TOEFL",
    "IELTS",
    "LINE",
    "WeChat",
    "Code",
    "Google",
    "Apple",
    "Calendar",
    "iCal",
    "Outlook",
    "Excel",
    "Zoom",
    "Teams",
    "Skype",
    "iPhone",
    "Android",
    "Chrome",
    // The demo family's LINE id (an id, not prose).
    "jenniferhuang",
  ].map((word) => word.toLowerCase()),
);
/**
 * The demo accounts' usernames (seed/steps/demo-accounts.ts): login names are codes, shown alone or
 * before the person's name in account pickers ("student — Ethan Huang (#7)").
 */
const DEMO_USERNAMES = [
  "admin",
  "admin2",
  "staff",
  "teacher",
  "teacher2",
  "parent",
  "student",
  "student2",
  "testeditor",
  "former",
];
const USERNAME_AS_CODE = new RegExp(`^(?:${DEMO_USERNAMES.join("|")})(?= — |$)`);
const LATIN_WORD = /[A-Za-z][A-Za-z'’]{3,}/g;
/** What is not prose: e-mail addresses and @handles (LINE ids), web addresses, usernames and ids in code-like spellings. */
const NOT_PROSE = /\S*@\S+|https?:\/\/\S+|\b\w+(?:[._/-]\w+)+\b/g;

/**
 * Other journeys run beside this one on the same server and make their own fixtures (tests/helpers.ts),
 * whose names, usernames and titles carry a run id from `stamp()`: the time in base 36 (8 characters),
 * then the worker's process id and a counter in base 36, glued to a word or standing alone ("Huang…",
 * "stu…", "E2E session …"). Such an id is found as 8 lower-case letters and digits that read, in base
 * 36, as a time within the last RUN_ID_DAYS days, followed by at least 2 more (process id, counter).
 * Ordinary text does not: such a time spells today's first two characters ("mw…" in late 2026, e.g.
 * "mwyc2io7") followed by a string of letters and digits no English word, pinyin or code spells.
 */
const RUN_ID_DAYS = 30;
function hasRunId(text: string, now = Date.now()): boolean {
  const earliest = now - RUN_ID_DAYS * 86_400_000;
  for (const run of text.match(/[0-9a-z]{10,}/g) ?? []) {
    for (let at = 0; at + 10 <= run.length; at += 1) {
      const time = Number.parseInt(run.slice(at, at + 8), 36);
      if (time >= earliest && time <= now + 86_400_000) return true;
    }
  }
  return false;
}

/**
 * The page's text nodes holding English words not on the allow-list, each with its words. Another
 * journey's fixture is not this page's data: a text holding a run id is left out, and so is every text
 * of the same record (table row, list item, option, card) as one, such as a fixture teacher's bio and
 * subjects beside the name that carries the id. Everything else is judged.
 */
async function englishDataOn(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    // The record a text belongs to: the nearest row, list item, option or card around it.
    const RECORD = "tr, li, [role=row], [role=option], [role=listitem], article, .mantine-Card-root";
    const records = new Map<Element, number>();
    const recordOf = (element: Element | null): number | null => {
      const record = element?.closest(RECORD);
      if (!record) return null;
      if (!records.has(record)) records.set(record, records.size);
      return records.get(record) ?? null;
    };
    const found: { text: string; record: number | null }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => {
        const parent = node.parentElement;
        // Scripts, code samples and text marked as another language (the language menu's "English").
        if (!parent || parent.closest("script, style, noscript, code, kbd, pre, [lang]:not(html)"))
          return NodeFilter.FILTER_REJECT;
        // Hidden text (closed menus, visually hidden helpers are read aloud, so they count).
        if (parent.closest("[hidden], [aria-hidden='true']")) return NodeFilter.FILTER_REJECT;
        return NodeFilter.FILTER_ACCEPT;
      },
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) found.push({ text, record: recordOf(node.parentElement) });
    }
    // Form values are text people read too; a radio button's or a check box's value is a code the page
    // never shows (a segmented control's "unpaid" is labelled 未付款 beside it).
    for (const input of document.querySelectorAll<HTMLInputElement>(
      "main input:not([type=hidden]):not([type=radio]):not([type=checkbox])",
    )) {
      if (input.value && !input.closest("[lang]:not(html)")) found.push({ text: input.value, record: null });
    }
    return found;
  });
  const fixtureRecords = new Set(
    texts.filter(({ text, record }) => record !== null && hasRunId(text)).map(({ record }) => record),
  );
  const offending: string[] = [];
  const judged = texts.filter(({ text, record }) => !hasRunId(text) && !fixtureRecords.has(record));
  for (const text of new Set(judged.map(({ text }) => text))) {
    const words = (
      text.replace(USERNAME_AS_CODE, " ").replace(NOT_PROSE, " ").match(LATIN_WORD) ?? []
    ).filter((word) => !LATIN_ALLOWED.has(word.toLowerCase()));
    if (words.length > 0) offending.push(`${text.slice(0, 120)}  [${words.join(", ")}]`);
  }
  return offending;
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
      if (screen.open) {
        const link = page.getByRole("link", { name: screen.open }).first();
        await expect(link).toBeVisible({ timeout: 20_000 });
        await link.click();
      }
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
      if (locale !== "en") {
        await page.setViewportSize(DESKTOP);
        // Other journeys' fixtures (run ids) are left out, so the list depends on this screen alone.
        expect(
          await englishDataOn(page),
          `${screen.name} (${page.url()}) shows English in ${locale}`,
        ).toEqual([]);
      }
    }
    for (const page of pages.values()) await page.context().close();
  });
}
