import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import {
  adminApi,
  createAccount,
  createClass,
  createCourseSession,
  placeInClass,
  signInAs,
  waitForApp,
} from "./helpers";

/**
 * Issue 34 "Must show", on a phone (375 px, touch) in zh-TW: a teacher builds a unit in their class's materials
 * tab with a file and a link, moves the link up, and deletes one category alone (its material moves out) and
 * another with its contents, each after the spec's warning; a student of the class downloads the file and a
 * student of another class cannot read it (403: the uploads' rule for a private file, the reader signed in). All
 * on fixtures of this journey (a course session, two classes, a teacher and two students).
 */
const PHONE = { width: 375, height: 812 };

/** SHOTS_DIR=/some/dir saves the teacher's finished tab (materials and vocabulary progress) to look at. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** A one-page PDF (the server checks a file by its content). */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n" +
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
  "latin1",
);

async function openPhone(browser: Browser, baseURL: string, who: { username: string; password: string }) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: "zh-TW", hasTouch: true });
  await context.addInitScript(() => window.localStorage.setItem("edu.locale", "zh-TW"));
  const page = await context.newPage();
  await signInAs(page, who.username, who.password);
  return page;
}

/** The titles of the materials in a folder's card, in order. */
const titlesIn = (folder: Locator) => folder.getByRole("link").allTextContents();

async function addFolder(page: Page, name: string) {
  await page.getByRole("button", { name: "新增資料夾" }).tap();
  const dialog = page.getByRole("dialog", { name: "新增資料夾" });
  await dialog.getByRole("textbox", { name: /^資料夾名稱/ }).fill(name);
  await dialog.getByRole("button", { name: "儲存" }).tap();
  await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
}

async function addMaterial(
  page: Page,
  title: string,
  folder: string,
  fill: (dialog: Locator) => Promise<void>,
) {
  await page.getByRole("button", { name: "新增教材" }).tap();
  const dialog = page.getByRole("dialog", { name: "新增教材" });
  await dialog.getByRole("textbox", { name: /^標題/ }).fill(title);
  await dialog.getByRole("combobox", { name: "資料夾" }).tap();
  await page.getByRole("option", { name: folder, exact: true }).tap();
  await fill(dialog);
  await dialog.getByRole("button", { name: "儲存" }).tap();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
}

async function deleteFolder(
  page: Page,
  name: string,
  choice: "只刪除資料夾（其中的教材移出）" | "刪除資料夾及其內容",
) {
  await page.getByRole("button", { name: `刪除 ${name}` }).tap();
  const dialog = page.getByRole("dialog", { name: `刪除「${name}」` });
  await expect(dialog).toContainText("刪除後將永久無法復原，是否繼續？");
  await dialog.getByRole("button", { name: choice }).tap();
  await expect(page.getByRole("heading", { name, exact: true })).toBeHidden();
}

test("a teacher builds a unit on a phone; the class's student downloads its file, another class's cannot", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const admin = await adminApi(baseURL as string);
  const teacher = await createAccount(admin, "teacher", { signIn: true });
  const inClass = await createAccount(admin, "student", { signIn: true });
  const elsewhere = await createAccount(admin, "student", { signIn: true });
  const session = await createCourseSession(admin);
  const sessionClass = await createClass(admin, session.id, { teacher_ids: [teacher.id] });
  const otherClass = await createClass(admin, session.id);
  await placeInClass(admin, inClass.id, sessionClass);
  await placeInClass(admin, elsewhere.id, otherClass);
  await admin.dispose();
  const tab = `/session-classes/${sessionClass.id}/materials`;

  const page = await openPhone(browser, baseURL as string, teacher);
  await page.goto(tab);
  await waitForApp(page);
  await expect(page.getByRole("heading", { name: "課程教材" })).toBeVisible();
  // The class's vocabulary progress is the teacher's (its one student has no cards yet).
  await expect(page.getByRole("region", { name: "單字學習進度" })).toBeVisible();

  await addFolder(page, "第一單元");
  await addMaterial(page, "單元講義", "第一單元", async (dialog) => {
    // The segmented control's radios are hidden behind their labels: a finger taps the label.
    await dialog.locator('label[for$="-file"]').tap();
    await expect(dialog.getByRole("radio", { name: "檔案" })).toBeChecked();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "unit-1.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
  });
  await addMaterial(page, "參考網站", "第一單元", async (dialog) => {
    await dialog.getByRole("textbox", { name: "連結" }).fill("https://example.com/unit-1");
  });
  const unit = page
    .getByTestId(/^folder-\d+$/)
    .filter({ has: page.getByRole("heading", { name: "第一單元" }) });
  await expect.poll(() => titlesIn(unit)).toEqual(["單元講義", "參考網站"]);
  await page.getByRole("button", { name: "將 參考網站 上移" }).tap();
  await expect.poll(() => titlesIn(unit)).toEqual(["參考網站", "單元講義"]);

  // Two more categories, one material each: the first deleted alone (its material moves out), the second with it.
  await addFolder(page, "第二單元");
  await addMaterial(page, "保留的連結", "第二單元", (dialog) =>
    dialog.getByRole("textbox", { name: "連結" }).fill("https://example.com/kept"),
  );
  await addFolder(page, "第三單元");
  await addMaterial(page, "一起刪除的連結", "第三單元", (dialog) =>
    dialog.getByRole("textbox", { name: "連結" }).fill("https://example.com/gone"),
  );
  await deleteFolder(page, "第二單元", "只刪除資料夾（其中的教材移出）");
  await expect(page.getByRole("heading", { name: "未分類" })).toBeVisible();
  await expect(page.getByRole("link", { name: "保留的連結" })).toBeVisible();
  await deleteFolder(page, "第三單元", "刪除資料夾及其內容");
  await expect(page.getByRole("link", { name: "一起刪除的連結" })).toHaveCount(0);
  await shot(page, "materials-teacher-375");
  const href = await page.getByRole("link", { name: "單元講義" }).getAttribute("href");
  expect(href).toMatch(/^\/files\/\d+/);
  await page.context().close();

  // The class's student downloads the file from the tab (no editing controls, no progress section).
  const student = await openPhone(browser, baseURL as string, inClass);
  await student.goto(tab);
  await waitForApp(student);
  await expect(student.getByRole("link", { name: "單元講義" })).toBeVisible();
  await expect(student.getByRole("button", { name: "新增教材" })).toHaveCount(0);
  await expect(student.getByRole("region", { name: "單字學習進度" })).toHaveCount(0);
  const [download] = await Promise.all([
    student.waitForEvent("download"),
    student.getByRole("link", { name: "單元講義" }).tap(),
  ]);
  expect(download.suggestedFilename()).toBe("unit-1.pdf");
  const saved = await download.path();
  expect(saved).toBeTruthy();
  await student.context().close();

  // A student of another class: the file is refused (403) and the tab is not theirs.
  const other = await openPhone(browser, baseURL as string, elsewhere);
  expect((await other.request.get(href as string)).status()).toBe(403);
  expect((await other.request.get(`/api/session-classes/${sessionClass.id}/materials`)).status()).toBe(404);
  await other.context().close();
});
