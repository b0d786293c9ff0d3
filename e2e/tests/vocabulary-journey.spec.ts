import { type Browser, expect, type Page, test } from "@playwright/test";
import { adminApi, createAccount, signInAs, waitForApp } from "./helpers";

/**
 * Issue 34 "Must show", on a phone (375 px, touch) in zh-TW: a fresh student memorizes the demo list "SAT Core 1"
 * (the demo teacher's public list): rates cards with the four buttons, sees the 2-minute prompt (the page's clock
 * is Playwright's, moved forward rather than waited for), likes the teacher's mnemonic on "abate" and adds a
 * mnemonic of their own with an image, which the card then shows from the private file. The student is a fixture
 * of this journey; the demo's only changes are that student's cards, like and mnemonic.
 */
const PHONE = { width: 375, height: 812 };
const LIST = "SAT Core 1";

/** A 1×1 PNG (checked by content on the server, so it must be a real one). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function openPhone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: "zh-TW", hasTouch: true });
  await context.addInitScript(() => window.localStorage.setItem("edu.locale", "zh-TW"));
  return context.newPage();
}

test("a student memorizes a list on a phone: rates cards, the 2-minute prompt, mnemonics with an image", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const admin = await adminApi(baseURL as string);
  const student = await createAccount(admin, "student", { signIn: true });
  await admin.dispose();
  const page = await openPhone(browser, baseURL as string);
  // Before the page loads, so the app's timers (the 2-minute prompt) run on the clock the test moves.
  await page.clock.install();
  await signInAs(page, student.username, student.password);

  await page.goto(`/flashcards/memorize/${encodeURIComponent(LIST)}`);
  await waitForApp(page);
  await expect(page.getByRole("heading", { name: LIST, level: 1 })).toBeVisible();
  await expect(page.getByText(/^第 1 張，共 \d+ 張/)).toBeVisible();
  const card = page.getByTestId("flash-card");
  await expect(card).toContainText("abate");

  // Flip, then the teacher's mnemonic: like it.
  await page.getByRole("button", { name: "看答案" }).tap();
  await expect(page.getByRole("group", { name: "你記得多少？" })).toBeVisible();
  await page.getByRole("button", { name: "記憶法", exact: true }).tap();
  const mnemonics = page.getByRole("list", { name: "「abate」的記憶法，最多讚的在前" });
  const teachers = mnemonics
    .getByRole("listitem")
    .filter({ hasNot: page.getByText("你寫的") })
    .first();
  await teachers.getByRole("button", { name: /^按讚（0 個讚）/ }).tap();
  await expect(teachers.getByRole("button", { name: /^收回讚（1 個讚）/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // A mnemonic of one's own with an image: uploaded on choosing, then saved and shown from the private file.
  await page.getByRole("textbox", { name: "你的記憶法" }).fill("a-BATE：暴風雨洗完澡（bath）就平靜了。");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "abate.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByText("已附加：abate.png")).toBeVisible();
  await page.getByRole("button", { name: "新增記憶法" }).tap();
  const mine = mnemonics.getByRole("listitem").filter({ has: page.getByText("你寫的") });
  await expect(mine).toContainText("暴風雨洗完澡");
  const image = mine.getByRole("img", { name: "幫助記住「abate」的圖片" });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // Rate it "good" (the button says when it comes back), then the next card "again".
  await page.getByRole("button", { name: /^良好：.+後再複習/ }).tap();
  await expect(page.getByText(/^第 2 張，共 \d+ 張/)).toBeVisible();
  await expect(card).not.toContainText("abate");
  await page.getByRole("button", { name: "看答案" }).tap();
  await page.getByRole("button", { name: /^重來：.+後再複習/ }).tap();
  await expect(page.getByText(/^第 3 張，共 \d+ 張/)).toBeVisible();

  // More than 2 minutes on: the prompt asks whether to go on; going on closes it and the session stays.
  await page.clock.fastForward("02:01");
  const prompt = page.getByRole("dialog", { name: "要繼續背嗎？" });
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText("你已經背了超過 2 分鐘");
  await prompt.getByRole("button", { name: "繼續背" }).tap();
  await expect(prompt).toBeHidden();
  await expect(page.getByText(/^第 3 張，共 \d+ 張/)).toBeVisible();

  // The two answers were kept: the list now counts two of its words as started by this student.
  const answer = await page.request.get(`/api/vocab-collects/list?title=${encodeURIComponent(LIST)}`);
  const [list] = ((await answer.json()) as { data: { id: number }[] }).data;
  const progress = await page.request.get(`/api/vocab-collects/${list?.id}`);
  expect(((await progress.json()) as { my_progress: { learned: number } }).my_progress.learned).toBe(2);
  await page.context().close();
});
