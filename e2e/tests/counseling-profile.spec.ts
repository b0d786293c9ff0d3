import { expect, test } from "@playwright/test";
import { expectAccessibleContent, signInAs, stamp, waitForApp } from "./helpers";

/**
 * A counselor (the demo teacher, who teaches the demo's counseling class) on a 375 px phone in Traditional
 * Chinese opens their student's workspace from the portal and its application profile tab, fills the
 * education section (four other high schools, one more than Common App takes) and the testing section up to
 * its limit of 10 SATs (the add button stops and says the limit), then previews the Common App export and
 * reads the cut with its reason. The journey removes the high schools it added before it ends, so the demo
 * profile reads as before.
 */

const PHONE = { width: 375, height: 812 };
const STUDENT = "Ethan Huang";

test("a counselor fills education and testing, meets the SAT limit and previews the Common App cuts", async ({
  browser,
  baseURL,
}) => {
  // About 30 s alone; beside the other worker's journeys it can take twice that (many fields to fill).
  test.slow();
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: "zh-TW", hasTouch: true });
  await context.addInitScript(() => window.localStorage.setItem("edu.locale", "zh-TW"));
  const page = await context.newPage();
  await signInAs(page, "teacher");

  // The entry sends a counselor to the portal, which lists the students of their counseling class.
  await page.goto("/private/counseling");
  await waitForApp(page);
  await expect(page).toHaveURL(/\/private\/counseling\/portal$/);
  await expect(page.getByRole("heading", { level: 1, name: "輔導入口" })).toBeVisible();
  // The portal opens the student's workspace (its overview); the profile is one of its tabs.
  await page
    .getByRole("link", { name: `打開${STUDENT}的輔導頁面` })
    .first()
    .click();
  await page
    .getByRole("navigation", { name: "升學輔導頁面" })
    .getByRole("link", { name: "申請資料", exact: true })
    .click();
  await expect(page).toHaveURL(/\/applicationForms$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(STUDENT);
  await expectAccessibleContent(page);

  // Education: four other high schools, saved as one section.
  const run = stamp();
  const schools = [1, 2, 3, 4].map((n) => `測試高中 ${run}-${n}`);
  await page.getByRole("button", { name: "教育背景" }).click();
  const others = page.getByTestId("list-other_high_schools");
  for (const [index, name] of schools.entries()) {
    await others.getByRole("button", { name: "新增其他高中" }).click();
    await others
      .getByRole("region", { name: `其他高中 ${index + 1}` })
      .getByRole("combobox", { name: "學校名稱" })
      .fill(name);
    // The name field suggests known schools; a school of one's own is typed and the list closed.
    await page.keyboard.press("Escape");
  }
  await page.getByRole("button", { name: "儲存教育背景" }).click();
  await expect(page.getByText("教育背景已儲存。")).toBeVisible();

  // Testing: SAT scores up to the model's limit; the add button stops and says why.
  await page.getByRole("button", { name: "考試成績" }).click();
  const sat = page.getByTestId("list-sat");
  const addSat = sat.getByRole("button", { name: "新增 SAT 成績" });
  for (let i = 0; i < 10 && (await addSat.isEnabled()); i++) await addSat.click();
  await expect(addSat).toBeDisabled();
  await expect(sat.getByTestId("limit-sat")).toContainText("10 / 10");
  await expect(sat.getByTestId("limit-sat")).toContainText("最多只能填寫 10 次 SAT 成績。");
  await expectAccessibleContent(page);

  // The Common App export: the fourth other high school is left out, and the page says so and why.
  await page.getByRole("link", { name: "Common App 申請系統" }).click();
  // The empty SAT entries were never saved: leaving asks first, and the counselor leaves them.
  const leave = page.getByRole("dialog", { name: "警告" });
  await expect(leave).toContainText("您所做的變更可能不會被儲存");
  await leave.getByRole("button", { name: "確認" }).click();
  await expect(page).toHaveURL(/\/applicationForms\/common_app$/);
  const cuts = page.getByTestId("export-cuts");
  await expect(cuts).toContainText("Common App 只收 3 所其他高中");
  await expect(cuts).toContainText("保留 3，刪去 1");
  await expectAccessibleContent(page);

  // Put the demo profile back as it was: the added high schools go.
  await page.goBack();
  await expect(page).toHaveURL(/\/applicationForms$/);
  await page.getByRole("button", { name: "教育背景" }).click();
  for (const index of [4, 3, 2, 1]) {
    const entry = page
      .getByTestId("list-other_high_schools")
      .getByRole("region", { name: `其他高中 ${index}` });
    if ((await entry.getByRole("combobox", { name: "學校名稱" }).inputValue()).startsWith("測試高中"))
      await entry.getByRole("button", { name: `移除其他高中 ${index}` }).click();
  }
  await page.getByRole("button", { name: "儲存教育背景" }).click();
  await expect(page.getByText("教育背景已儲存。")).toBeVisible();
  await context.close();
});
