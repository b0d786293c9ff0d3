import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import {
  adminApi,
  createAccount,
  createClass,
  createCourseSession,
  fillDate,
  placeInClass,
  signInAs,
  stamp,
  waitForApp,
} from "./helpers";

/**
 * Issue 33 on a 375 px phone in Traditional Chinese: a teacher builds a practice from the question bank
 * (two sections, a one-minute break between them), publishes it and shares it with their class; the
 * class's student takes section 1, reaches BreakTime, closes the tab, comes back ("continue" rather than
 * "start new"), is still in the break the server's clock keeps (about a minute: the journey's longest wait),
 * then takes section 2 and submits. The teacher then opens the class's analysis of the practice and the
 * student's answers: what they chose, right or wrong against the key, and the seconds the server counted.
 * The teacher, class and student are the journey's own; the bank is the demo's published forms (read only).
 */

const PHONE = { width: 375, height: 812 };

async function openPhone(browser: Browser, baseURL: string, who: { username: string; password: string }) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: "zh-TW", hasTouch: true });
  await context.addInitScript(() => window.localStorage.setItem("edu.locale", "zh-TW"));
  const page = await context.newPage();
  await signInAs(page, who.username, who.password);
  return page;
}

/** A due date a month ahead (the practice stays open through it). */
function dueDate(): string {
  const date = new Date(Date.now() + 30 * 24 * 3600 * 1000);
  return date.toISOString().slice(0, 10);
}

/** Answers the question on screen: its first choice, or a number where it is typed; returns what was given. */
async function answerQuestion(page: Page): Promise<string> {
  const choice = page.getByRole("radio").first();
  if (await choice.isVisible().catch(() => false)) {
    await choice.tap();
    return (await choice.getAttribute("value")) ?? "";
  }
  await page.getByRole("textbox").first().fill("1");
  return "1";
}

/** A field of a card (the phone's list layout): the value after its label. */
const field = (card: Locator, label: string) =>
  card.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");

/** Ends the section on screen through the finish dialog. */
async function finishSection(page: Page) {
  await page.getByRole("button", { name: "完成這個部分" }).tap();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "結束本單元" }).tap();
}

test("a teacher builds and shares a practice; the student takes it across a break and a closed tab", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const admin = await adminApi(baseURL as string);
  const teacher = await createAccount(admin, "teacher", { signIn: true });
  const student = await createAccount(admin, "student", { signIn: true });
  const session = await createCourseSession(admin);
  const sessionClass = await createClass(admin, session.id, { teacher_ids: [teacher.id] });
  await placeInClass(admin, student.id, sessionClass);
  await admin.dispose();
  const name = `練習 ${stamp()}`;

  // The teacher: required settings first (the spec's messages when left out), then questions from the bank.
  const page = await openPhone(browser, baseURL as string, teacher);
  await page.goto("/practices");
  await waitForApp(page);
  await page.getByRole("button", { name: "新增練習" }).tap();
  const dialog = page.getByRole("dialog", { name: "新增練習" });
  await dialog.getByRole("textbox", { name: /^名稱/ }).fill(name);
  await dialog.getByRole("button", { name: "建立並挑選題目" }).tap();
  await expect(dialog.getByText("缺少測驗時長！")).toBeVisible();
  await expect(dialog.getByText("缺少截止日期！")).toBeVisible();
  await expect(dialog.getByText("請選擇測驗的計分方式。")).toBeVisible();
  await dialog.getByRole("textbox", { name: /^計時/ }).fill("20");
  await fillDate(dialog.getByRole("textbox", { name: /^截止日期/ }), dueDate());
  await dialog.getByRole("radio", { name: "百分比" }).tap();
  await dialog.getByRole("textbox", { name: /^各部分之間的休息/ }).fill("1");
  await dialog.getByRole("button", { name: "建立並挑選題目" }).tap();

  await expect(page.getByRole("heading", { level: 1, name: `「${name}」的題目` })).toBeVisible();
  const adds = page.getByRole("button", { name: /^加入題目 / });
  await adds.first().tap();
  await page.getByRole("button", { name: "新增一個部分" }).tap();
  await adds.first().tap();
  await page.getByRole("button", { name: "儲存並發布（2 題）" }).tap();

  // Its edit page: published; shared with the class.
  await expect(page.getByRole("heading", { level: 1, name: `編輯「${name}」` })).toBeVisible();
  await expect(page.getByText("已發布：分享對象中的學生可以作答。")).toBeVisible();
  await page.getByRole("group", { name: "誰可以使用" }).getByRole("combobox", { name: "班級" }).tap();
  await page.getByRole("option", { name: sessionClass.name }).tap();
  await page.getByRole("button", { name: "儲存設定" }).tap();
  await expect(page.getByRole("button", { name: "已儲存" })).toBeVisible();
  await page.context().close();

  // The student: finds it, starts, takes section 1, and reaches BreakTime.
  const taking = await openPhone(browser, baseURL as string, student);
  await taking.goto("/practices");
  await waitForApp(taking);
  await taking.getByRole("link", { name: `開啟: ${name}` }).tap();
  await taking.getByRole("button", { name: "開始", exact: true }).tap();
  await expect(taking.getByRole("heading", { name: "第 1 題" })).toBeVisible();
  const firstShown = Date.now();
  const given = [await answerQuestion(taking)];
  await expect(taking.getByText("已儲存")).toBeVisible();
  await finishSection(taking);
  const onScreen = [Date.now() - firstShown];
  await expect(taking.getByRole("heading", { name: "休息" })).toBeVisible();
  const practiceUrl = new URL(taking.url()).pathname.replace(/\/userExam\/.*$/, "");

  // The tab is closed in the break; coming back offers continue or start new, and the break still runs.
  const context = taking.context();
  await taking.close();
  const again = await context.newPage();
  await again.goto(practiceUrl);
  await waitForApp(again);
  await expect(again.getByText("你有一次未完成的作答。")).toBeVisible();
  await expect(again.getByRole("button", { name: "重新開始" })).toBeVisible();
  await again.getByRole("link", { name: "繼續作答" }).tap();
  await expect(again.getByRole("heading", { name: "休息" })).toBeVisible();
  await expect(again.getByRole("timer", { name: "剩餘休息時間" })).toBeVisible();
  // The server keeps section 2 closed until the minute is over, then the page opens its first question.
  await expect(again.getByText("休息結束後才會開放下一部分。")).toBeVisible();
  await expect(again.getByRole("heading", { name: "第 2 題" })).toBeVisible({ timeout: 75_000 });
  await expect(again).toHaveURL(/\/question\/2$/);
  const secondShown = Date.now();
  given.push(await answerQuestion(again));
  await expect(again.getByText("已儲存")).toBeVisible();
  await finishSection(again);
  onScreen.push(Date.now() - secondShown);
  await again.getByRole("button", { name: "交卷" }).tap();
  await expect(again.getByRole("heading", { level: 1, name: `成績：${name}` })).toBeVisible();
  await expect(again).toHaveURL(/\/userExam\/\d+\/result$/);
  await context.close();

  // The teacher: the class's analysis lists the practice; its page shows the student's answers and times.
  const review = await openPhone(browser, baseURL as string, teacher);
  await review.goto(`/session-classes/analysis?class=${sessionClass.id}`);
  await waitForApp(review);
  await review.getByTestId("class-forms").getByRole("link", { name }).tap();
  await expect(review.getByRole("heading", { level: 1, name: new RegExp(`^${name}｜`) })).toBeVisible();
  await review
    .getByTestId("student-table")
    .getByRole("link", { name: /^作答：/ })
    .tap();
  const answers = review.getByTestId("answer-table");
  await expect(answers.getByRole("heading", { name: / 的作答$/ })).toBeVisible();
  const cards = answers.getByRole("listitem");
  await expect(cards).toHaveCount(2);
  for (const [index, answer] of given.entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(`${index + 1}. `);
    await expect(field(card, "學生答案")).toHaveText(answer);
    const right = (await field(card, "正確答案").textContent())?.trim() ?? "";
    // Right or wrong as the key says (a typed answer's key is not a choice: the server's state decides).
    const result = field(card, "結果");
    if (right === "—") await expect(result).toHaveText(/^(答對|答錯)$/);
    else await expect(result).toHaveText(right === answer ? "答對" : "答錯");
    // Seconds the server counted while the question was on screen: more than none, at most the time it was.
    const text = (await field(card, "用時").textContent()) ?? "";
    const seconds = Number(text.replace(/ s$/, ""));
    expect(seconds, text).toBeGreaterThan(0);
    expect(seconds, text).toBeLessThanOrEqual(Math.ceil((onScreen[index] ?? 0) / 1000) + 2);
  }
  await review.context().close();
});
