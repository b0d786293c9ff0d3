import { type Browser, expect, type Page, test } from "@playwright/test";
import { type DemoIds, paramValue, readDemoIds } from "./demo-ids";
import { pdfText, signInAs, waitForApp } from "./helpers";
import { fillPattern } from "./route-table";
import { englishIn, otherScriptIn, type PageText, rawKeysOn, textsOn } from "./screen-checks";

/**
 * Every money and lesson screen and the other key screens, as a
 * visitor, a parent, a teacher and an admin, in each language, at 375 px and at desktop width, kept as
 * screenshots (test-results/…) to look at. Each screen is also read for translation keys shown raw (a
 * missing text shows its key, e.g. `list.title`) and, on the Chinese pages, for English data ("No
 * English data on the Chinese pages visited") and for characters of the other Chinese script. The
 * receipt and the salary statement PDFs, opened from their links, are read the same way. Read only:
 * nothing is changed.
 */

const LOCALES = ["en", "zh-TW", "zh-CN"] as const;
type Locale = (typeof LOCALES)[number];
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * A screen: a route pattern of the app, its parameters filled with the demo ids the person's own lists
 * give (e2e/tests/demo-ids.ts, as the route sweep does). `open`: the screen is reached from the path by
 * following the first link whose name matches.
 */
type Screen = { pattern: string; name: string; open?: RegExp };
type Group = { who?: string; name: string; screens: Screen[] };

const GROUPS: Group[] = [
  {
    name: "visitor",
    screens: [
      { pattern: "/", name: "landing" },
      { pattern: "/classes", name: "classes" },
    ],
  },
  {
    who: "parent",
    name: "parent",
    screens: [
      { pattern: "/home", name: "home" },
      { pattern: "/bill", name: "bills" },
      { pattern: "/bill/:billId", name: "bill" },
      { pattern: "/bill/parents/transaction/:billId", name: "bank-transfer" },
      { pattern: "/balance", name: "balance" },
      { pattern: "/stripe/deposit", name: "deposit" },
      { pattern: "/students/attendances", name: "attendance" },
      { pattern: "/applications", name: "applications" },
    ],
  },
  {
    who: "teacher",
    name: "teacher",
    screens: [
      { pattern: "/my-classes", name: "classes" },
      { pattern: "/salary", name: "salary" },
      { pattern: "/session-classes/:classId/lesson-logs", name: "class-lesson-logs" },
      { pattern: "/lessonLogDetail/:lessonLogId", name: "lesson-log" },
      { pattern: "/private/private-lessons", name: "private-lessons" },
    ],
  },
  {
    who: "admin",
    name: "admin-money",
    screens: [
      { pattern: "/bill", name: "bills" },
      { pattern: "/bill/:billId", name: "bill" },
      { pattern: "/bill/create", name: "bill-create" },
      { pattern: "/balance", name: "balance" },
      {
        pattern: "/balance/parent/:parentUserId/balanceTransaction/:balanceTransactionId",
        name: "balance-entry",
      },
      { pattern: "/salary", name: "salary" },
      { pattern: "/:teacherId/salary/:salaryId", name: "salary-statement" },
      { pattern: "/payment", name: "teacher-payments" },
      { pattern: "/monetaryStatement", name: "monetary-statements" },
      { pattern: "/receivable", name: "receivables" },
    ],
  },
  {
    who: "admin",
    name: "admin-lessons",
    screens: [
      { pattern: "/home", name: "home" },
      { pattern: "/private/private-lessons", name: "private-lessons" },
      { pattern: "/private/private-lessons/:id/detail", name: "private-lesson" },
      // The invitation's own page and one student's lesson log.
      { pattern: "/private/private-lessons/invitation/:id", name: "invitation" },
      { pattern: "/private/:privateType/:courseId/log/:lessonLogId/student/:studentId", name: "student-log" },
      { pattern: "/session-classes/:classId/lesson-logs", name: "class-lesson-logs" },
      { pattern: "/progressReportStatuses", name: "progress-reports" },
      { pattern: "/enrollment", name: "enrollments" },
      // The demo family's enrollment (Ethan Huang, signed contract): its detail page with the contract. The
      // name is matched whole: enrollment.spec.ts enrolls its own "Ethan Huang<run id>" in parallel.
      { pattern: "/enrollment", open: /^Ethan Huang$/, name: "enrollment-detail" },
    ],
  },
];

/**
 * The Chinese texts the API answered the page verbatim: what the school, its teachers and families typed
 * in one language (bill and statement titles, notes, lesson logs, school names: records without
 * translations; modules/billing/demo-billing.seed.ts, payroll/demo-payroll.seed.ts), so the script check leaves them as written
 * and judges what the product itself writes. A name the API gives in the reader's language (a class's
 * translation) is still read by the English check, and texts the product composes (reasons, titles of
 * system to-dos) are codes the web renders.
 */
function collectWritten(page: Page): Set<string> {
  const written = new Set<string>();
  const add = (value: unknown): void => {
    if (typeof value === "string") {
      // Rich text shows as one text per element: each piece between tags on its own.
      for (const piece of value.split(/<[^>]*>/))
        if (/\p{Script=Han}/u.test(piece)) written.add(piece.trim());
    } else if (Array.isArray(value)) for (const item of value) add(item);
    else if (value && typeof value === "object") for (const item of Object.values(value)) add(item);
  };
  page.on("response", async (response) => {
    if (!response.url().includes("/api/") || !response.headers()["content-type"]?.includes("json")) return;
    add(await response.json().catch(() => null));
  });
  return written;
}

function screenPath(ids: DemoIds, pattern: string): string {
  return fillPattern(pattern, (name, prefix) => [paramValue(ids, pattern, name, prefix)])[0] as string;
}

/** The texts of a PDF as the page checks read them (one record per line). */
function pdfTexts(pdf: Buffer): PageText[] {
  return pdfText(pdf)
    .text.split("\n")
    .map((text) => ({ text: text.trim(), record: null }))
    .filter(({ text }) => text);
}

function expectInLanguage(texts: PageText[], locale: Locale, where: string, asWritten: string[]): void {
  if (locale === "en") return;
  // Other journeys' fixtures (run ids) are left out, so the list depends on this screen alone.
  expect(englishIn(texts), `${where} shows English in ${locale}`).toEqual([]);
  expect(otherScriptIn(texts, locale, asWritten), `${where} shows the other script in ${locale}`).toEqual([]);
}

async function pageIn(browser: Browser, baseURL: string, locale: string, who?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, locale });
  await context.addInitScript((lang) => window.localStorage.setItem("edu.locale", lang), locale);
  const page = await context.newPage();
  if (who) await signInAs(page, who);
  return page;
}

/** The documents a group opens after its screens: the link on `pattern` whose address matches `link`. */
const DOCUMENTS: Record<string, { pattern: string; link: string; name: string; english: string }> = {
  parent: { pattern: "/bill/:paidBillId", link: "/receipt", name: "receipt", english: "Receipt" },
  "admin-money": {
    pattern: "/monetaryStatement",
    link: "/pdf",
    name: "statement",
    english: "Monetary statement",
  },
};

async function paidBillOf(page: Page): Promise<number> {
  const response = await page.request.get("/api/orders/paid");
  expect(response.ok(), "the parent lists their paid bills").toBe(true);
  const body = (await response.json()) as { data?: { id: number }[] } | { id: number }[];
  const paid = (Array.isArray(body) ? body : (body.data ?? []))[0];
  expect(paid, "the demo family has a paid bill (modules/billing/demo-billing.seed.ts)").toBeDefined();
  return (paid as { id: number }).id;
}

/** Opens the group's document from its link and reads it: a PDF in the screen's language. */
async function checkDocument(page: Page, group: string, locale: Locale, asWritten: string[]): Promise<void> {
  const document = DOCUMENTS[group];
  if (!document) return;
  const path = document.pattern.replace(":paidBillId", String(await paidBillOf(page)));
  await page.goto(path);
  await waitForApp(page);
  const link = page.locator(`main a[href*="${document.link}"]`).first();
  await expect(link, `${path} links its ${document.name}`).toBeVisible({ timeout: 20_000 });
  const href = (await link.getAttribute("href")) as string;
  const pdf = await page.request.get(href);
  expect(pdf.status(), `${href} answers`).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  const texts = pdfTexts(await pdf.body());
  const all = texts.map(({ text }) => text).join("\n");
  expect(all).not.toContain("\uFFFD");
  if (locale === "en")
    expect(all, `the ${document.name} from ${href} is in English`).toContain(document.english);
  else expectInLanguage(texts, locale, `the ${document.name} PDF (${href})`, asWritten);
}

// Each language and person is a test of its own, spread over both workers (nothing here changes data).
test.describe.configure({ mode: "parallel" });

for (const locale of LOCALES) {
  for (const group of GROUPS) {
    test(`${group.name}'s screens in ${locale}, at 375 px and desktop`, async ({
      browser,
      baseURL,
    }, testInfo) => {
      test.slow();
      const page = await pageIn(browser, baseURL as string, locale, group.who);
      const ids = group.who ? await readDemoIds(page) : ({ group: {}, private: {} } as DemoIds);
      const written = collectWritten(page);
      for (const screen of group.screens) {
        const path = screenPath(ids, screen.pattern);
        await page.setViewportSize(DESKTOP);
        await page.goto(path);
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
        // The screen itself, not "not found" or "no permission" (a demo id the person cannot see).
        await expect(page.locator("[data-page-state]"), `${path} shows its content`).toHaveCount(0);
        const shot = `${locale}-${group.name}-${screen.name}`;
        await page.screenshot({ path: testInfo.outputPath(`${shot}-desktop.png`), fullPage: true });
        await page.setViewportSize(PHONE);
        await page.screenshot({ path: testInfo.outputPath(`${shot}-375.png`), fullPage: true });
        // Nothing wider than the phone: no sideways scrolling at 375 px.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} scrolls sideways at 375 px`).toBeLessThanOrEqual(1);
        expect(await rawKeysOn(page), `${path} shows translation keys`).toEqual([]);
        if (locale !== "en") {
          await page.setViewportSize(DESKTOP);
          expectInLanguage(await textsOn(page), locale, `${screen.name} (${page.url()})`, [...written]);
        }
      }
      await checkDocument(page, group.name, locale, [...written]);
      await page.context().close();
    });
  }
}
