import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectAccessibleContent, sessionApi, signInAs, stamp, waitForApp } from "./helpers";

/**
 * A counselor (the demo staff account) on a 375 px phone in Traditional Chinese looks a school up by its
 * Chinese short name, reads every tab of its page (each its own address; a tab without figures says what is
 * missing), then gives the school a name of their own on /collegeAliases and sees it listed. The school is a
 * demo one (modules/schools/demo-schools.data.ts): the journey only adds an alias with a name unique to the
 * run, not the language's default, and removes it when done, so the school reads as before.
 */

const PHONE = { width: 375, height: 812 };
const SCHOOL = { zhTw: "加州大學柏克萊分校", en: "University of California-Berkeley" };

/**
 * The school's tabs in order with their zh-TW labels, and whether the demo school has figures there (its
 * staff-entered admission rate, deadline and platform; cost of attendance; undergraduates).
 */
const TABS = [
  { type: "overview", label: "概覽", figures: true },
  { type: "admissions", label: "招生", figures: true },
  { type: "financials", label: "費用與助學金", figures: true },
  { type: "academic", label: "學術", figures: false },
  { type: "campus-life", label: "校園生活", figures: false },
  { type: "students", label: "學生組成", figures: true },
  { type: "salaries", label: "畢業薪資", figures: false },
  { type: "rankings", label: "更多排名", figures: false },
] as const;

async function openPhonePage(browser: Browser, baseURL: string, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: "zh-TW", hasTouch: true });
  await context.addInitScript(() => window.localStorage.setItem("edu.locale", "zh-TW"));
  const page = await context.newPage();
  await signInAs(page, username);
  return page;
}

test("a counselor finds a school by its Chinese name, reads every tab and adds an alias", async ({
  browser,
  baseURL,
}) => {
  // A search, eight tabs and an alias, each checked with axe: 53 s in one CI run, past the default 60 s in the
  // next (load ~8). A journey of several pages (playwright.config.ts): 3 min, so a hang still fails.
  test.slow();
  const base = baseURL ?? "";
  const page = await openPhonePage(browser, base, "staff");

  // The search: a Chinese short name finds the school, shown in Chinese with its English name.
  await page.goto("/schools");
  await waitForApp(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-TW");
  await expect(page.getByRole("heading", { level: 1, name: "大學查詢" })).toBeVisible();
  await page.getByRole("searchbox", { name: "學校名稱" }).fill("柏克萊");
  await expect(page).toHaveURL(/[?&]keyword=/);
  const result = page.getByRole("link", { name: SCHOOL.zhTw, exact: true });
  await expect(result).toBeVisible();
  await expect(page.getByTestId("school-results")).toContainText(SCHOOL.en);
  await expectAccessibleContent(page);
  await result.click();

  // The school's page, tab by tab: each tab its own address, its figures with source and year, or a note
  // naming what is missing.
  await expect(page).toHaveURL(/\/schools\/[a-z0-9-]+$/);
  const schoolPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name: SCHOOL.zhTw })).toBeVisible();
  await expect(page.getByTestId("english-name")).toHaveText(SCHOOL.en);
  for (const tab of TABS) {
    const selected = page.getByRole("tab", { name: tab.label, exact: true });
    if (tab.type !== "overview") await selected.click();
    await expect(page).toHaveURL(`${schoolPath}${tab.type === "overview" ? "" : `/${tab.type}`}`);
    await expect(selected).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { level: 2, name: tab.label, exact: true })).toBeVisible();
    const panel = page.getByRole("tabpanel");
    if (tab.type === "overview") {
      await expect(panel.getByText("重點數據")).toBeVisible();
    } else if (tab.figures) {
      await expect(panel.locator("[data-fact]").first()).toBeVisible();
      await expect(panel.getByTestId("empty-tab")).toHaveCount(0);
    } else {
      const empty = panel.getByTestId("empty-tab");
      await expect(empty).toContainText(`這所學校尚無「${tab.label}」資料`);
      await expect(empty).toContainText("缺少：");
    }
    await expectAccessibleContent(page);
  }

  // /collegeAliases: the counselor picks the school by its short name and adds a name of their own.
  await page.goto("/collegeAliases");
  await waitForApp(page);
  await expect(page.getByRole("heading", { level: 1, name: "學校別名" })).toBeVisible();
  await page.getByRole("combobox", { name: "尋找學校" }).fill("柏克萊");
  await page.getByRole("option", { name: new RegExp(`^${SCHOOL.zhTw}`) }).click();
  await expect(page).toHaveURL(/\/collegeAliases\?school=\d+$/);
  const schoolId = Number(new URL(page.url()).searchParams.get("school"));
  await expect(page.getByRole("heading", { level: 2, name: SCHOOL.zhTw })).toBeVisible();
  await expectAccessibleContent(page);

  const alias = `測試別名 ${stamp()}`;
  await page.getByRole("textbox", { name: /^名稱/ }).fill(alias);
  await expect(page.getByTestId("alias-exists-hint")).toHaveText("尚無學校使用這個名稱。");
  await page.getByRole("button", { name: "新增名稱", exact: true }).click();
  await expect(
    page.getByTestId("aliases-zh-TW").getByTestId("alias-row").filter({ hasText: alias }),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^名稱/ })).toHaveValue("");
  await expectAccessibleContent(page);

  // The demo school as it was: the run's alias removed.
  const api = sessionApi(page, base);
  const aliases = (await api.get(`/api/schools/${schoolId}/aliases`)) as {
    data: { id: number; name: string }[];
  };
  const added = aliases.data.find((row) => row.name === alias);
  expect(added, "the added alias is the school's").toBeDefined();
  await api.delete(`/api/school-aliases/${added?.id}`);
  await page.context().close();
});
