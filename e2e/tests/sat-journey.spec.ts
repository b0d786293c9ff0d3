import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { adminApi, createAccount, signInAs, waitForApp } from "./helpers";

/**
 * Issue 32's SAT journey, on a 375 px phone in Traditional Chinese: a student starts the demo SAT (short)
 * from the tests list, answers Reading and Writing module 1 on screen well enough (5 of its 6 scored
 * questions) that routing opens the harder module 2, reloads mid-module (the answers are still chosen and
 * the timer goes on from the server's deadline instead of starting over), takes module 2, ends the
 * section's break early, leaves Math blank (routing then opens the easier module), submits, and reads the
 * scaled section scores and the explanations. Screenshots of the taking screen and the result go to
 * /tmp/shots/ for a person to look at.
 */

const PHONE = { width: 375, height: 812 };
const SHOTS = "/tmp/shots";
const FORM_TITLE = "SAT 示範試卷（簡版）";

/** The timer's "mm:ss" as seconds. */
async function secondsLeft(page: Page): Promise<number> {
  const text = (await page.getByRole("timer", { name: "剩餘時間" }).textContent()) ?? "";
  const match = /^(\d+):(\d\d)$/.exec(text.trim());
  expect(match, `timer shows "${text}"`).toBeTruthy();
  return Number(match?.[1]) * 60 + Number(match?.[2]);
}

/** Chooses a letter on the question on screen and waits until the server has it. */
async function choose(page: Page, question: number, letter: string) {
  await expect(
    page.getByRole("heading", { name: new RegExp(`^第 ${question} 題，共 \\d+ 題$`) }),
  ).toBeVisible();
  await page.getByRole("radio", { name: new RegExp(`^${letter}\\.`) }).check();
  await expect(page.getByRole("status").filter({ hasText: "已儲存" })).toBeVisible();
}

/** Finishes the module on screen through its confirmation. */
async function finishModule(page: Page) {
  await page.getByRole("button", { name: "結束本單元" }).click();
  await page
    .getByRole("dialog", { name: "要結束本單元嗎？" })
    .getByRole("button", { name: "結束本單元" })
    .click();
}

test("a student takes the demo SAT on a phone: routing, a reload mid-module, the break, the scaled score", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  mkdirSync(SHOTS, { recursive: true });
  const admin = await adminApi(baseURL as string);
  const student = await createAccount(admin, "student", { signIn: true });
  await admin.dispose();

  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: "zh-TW", hasTouch: true });
  await context.addInitScript(() => window.localStorage.setItem("edu.locale", "zh-TW"));
  const page = await context.newPage();
  await signInAs(page, student.username, student.password);

  // 1. The tests list → the form's outline → start.
  await page.goto("/tests");
  await waitForApp(page);
  await page.getByRole("link", { name: `開始: ${FORM_TITLE}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: FORM_TITLE })).toBeVisible();
  await page.getByRole("button", { name: "開始", exact: true }).click();
  await expect(page).toHaveURL(/\/tests\/start\?attempt=\d+$/);
  await expect(page.getByText("閱讀與寫作", { exact: true })).toBeVisible();
  await expect(page.getByText("模組 1", { exact: true })).toBeVisible();

  // 2. Reading and Writing module 1: four right answers, then a reload.
  const next = page.getByRole("button", { name: "下一題" });
  for (const [index, letter] of ["B", "D", "C", "A"].entries()) {
    await choose(page, index + 1, letter);
    await next.click();
  }
  await page.screenshot({ path: `${SHOTS}/sat-taking-375-zh-TW.png` });
  await page.waitForTimeout(3_000);
  const before = await secondsLeft(page);
  expect(before).toBeLessThan(540);
  await page.reload();
  await waitForApp(page);
  // Back at the module, not at a new start: the chosen answers are there, the clock went on meanwhile.
  await expect(page.getByRole("heading", { name: "第 1 題，共 7 題" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /^B\./ })).toBeChecked();
  const navigator = page.getByRole("navigation", { name: "題目" });
  await expect(navigator.getByRole("button", { name: /: 已作答/ })).toHaveCount(4);
  // The server's deadline, not a restarted clock (a fast reload may land within the same second).
  const after = await secondsLeft(page);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 60);
  await expect.poll(() => secondsLeft(page), { timeout: 5_000 }).toBeLessThan(before);
  await navigator.getByRole("button", { name: /^第 4 題/ }).click();
  await expect(page.getByRole("radio", { name: /^A\./ })).toBeChecked();
  await next.click();
  await choose(page, 5, "B");
  await next.click();
  await choose(page, 6, "A"); // wrong: C is right
  await finishModule(page);

  // 3. Five of six scored answers right: routing opens the harder module 2.
  await expect(page.getByText("模組 2（較難）", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "第 1 題，共 6 題" })).toBeVisible();
  await choose(page, 1, "B");
  await next.click();
  await choose(page, 2, "A"); // wrong: C is right
  await finishModule(page);

  // 4. The break before Math, ended early (the form allows it); Math left blank leads to the easier module.
  await expect(page.getByRole("heading", { name: "休息" })).toBeVisible();
  await expect(page.getByText("休息一下。下一部分：數學。")).toBeVisible();
  await expect(page.getByRole("timer", { name: "剩餘休息時間" })).toHaveText(/^(10:00|09:\d\d)$/);
  await page.screenshot({ path: `${SHOTS}/sat-break-375-zh-TW.png` });
  await page.getByRole("button", { name: "提前結束休息" }).click();
  await expect(page.getByText("數學", { exact: true })).toBeVisible();
  await finishModule(page);
  await expect(page.getByText("模組 2（較易）", { exact: true })).toBeVisible();
  await finishModule(page);

  // 5. Submit and read the result: RW raw 6 of 12 on the harder route is 490, Math raw 0 is 200.
  await page.getByRole("button", { name: "交卷" }).click();
  await expect(page).toHaveURL(/\/tests\/results\?attempt=\d+$/);
  const scores = page.locator("section").filter({ has: page.getByRole("heading", { name: "分數" }) });
  const total = scores.locator("div").filter({ hasText: /^總分/ }).last();
  await expect(total).toContainText("690");
  const readingWriting = scores
    .locator("div")
    .filter({ hasText: /^閱讀與寫作/ })
    .last();
  await expect(readingWriting).toContainText("490");
  await expect(readingWriting).toContainText("原始分數 6 / 12");
  const math = scores.locator("div").filter({ hasText: /^數學/ }).last();
  await expect(math).toContainText("200");
  await page.screenshot({ path: `${SHOTS}/sat-result-375-zh-TW.png` });

  // The explanations, under the module each question was taken in, with the right answer where the
  // student's was wrong.
  const module1 = page.getByRole("region", { name: "閱讀與寫作 · 模組 1" });
  const first = module1.getByRole("article", { name: "第 1 題", exact: true });
  await expect(first.getByText("答對", { exact: true })).toBeVisible();
  await expect(first).toContainText("Choice B is the best answer.");
  const sixth = module1.getByRole("article", { name: "第 6 題", exact: true });
  await expect(sixth.getByText("答錯", { exact: true })).toBeVisible();
  await expect(sixth).toContainText("正確答案：C. Moreover,");
  await expect(sixth).toContainText("Choice C is the best answer.");
  await sixth.screenshot({ path: `${SHOTS}/sat-result-item-375-zh-TW.png` });
  const harder = page.getByRole("region", { name: "閱讀與寫作 · 模組 2（較難）" });
  await expect(harder.getByRole("article")).toHaveCount(6);
  await expect(page.getByRole("region", { name: "數學 · 模組 2（較易）" })).toBeVisible();
  await context.close();
});
