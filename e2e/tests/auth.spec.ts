import { expect, type Page, request, test } from "@playwright/test";
import {
  adminApi,
  createAccount,
  expectNoSeriousA11yViolations,
  openPage,
  signInThroughForm as signIn,
  stamp,
  waitForApp,
} from "./helpers";

/** Fills /register (the e2e server runs with CAPTCHA_DISABLED, so any answer passes). */
async function fillRegister(
  page: Page,
  labels: { username: string; email: string; password: string; confirm: string; captcha: string },
  values: { username: string; email: string; password: string },
): Promise<void> {
  await page.getByRole("textbox", { name: labels.username, exact: true }).fill(values.username);
  await page.getByRole("textbox", { name: labels.email, exact: true }).fill(values.email);
  await page.getByLabel(new RegExp(`^${labels.password}`)).fill(values.password);
  await page.getByLabel(new RegExp(`^${labels.confirm}`)).fill(values.password);
  await expect(page.getByTestId("captcha-image")).toBeVisible();
  await page.getByRole("textbox", { name: labels.captcha, exact: true }).fill("abcd");
}

test.describe("accounts", () => {
  test("register, bind as a parent with a child's email, land on home; the child confirms the link", async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two users, four pages, four axe checks and two form round trips.
    test.slow();
    const name = `pa${stamp()}`;
    // The child is a fresh student: the link is made to it, and the demo student's parents stay as they are.
    const admin = await adminApi(baseURL ?? "");
    const child = await createAccount(admin, "student", { signIn: true });
    await admin.dispose();
    await page.goto("/register");
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1, name: "Create an account" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A taken username is reported on blur; a taken email offers log in or password recovery.
    await page.getByRole("textbox", { name: "Username", exact: true }).fill("parent");
    await page.getByRole("textbox", { name: "Email", exact: true }).click();
    await expect(page.getByText("This username is already registered.")).toBeVisible();
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("parent@demo.example.com");
    await page.getByRole("textbox", { name: "First name", exact: true }).click();
    await expect(page.getByTestId("email-taken-hint")).toBeVisible();

    await fillRegister(
      page,
      {
        username: "Username",
        email: "Email",
        password: "Password",
        confirm: "Confirm password",
        captcha: "Captcha",
      },
      { username: name, email: `${name}@example.com`, password: "a-long-password" },
    );
    await page.getByRole("textbox", { name: "First name", exact: true }).fill("Pat");
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page).toHaveURL(/\/register-detail$/);
    await expect(page.getByRole("heading", { level: 1, name: "Tell us about yourself" })).toBeVisible();
    // Unbound: any protected page sends the account back here.
    await page.goto("/home");
    await waitForApp(page);
    await expect(page).toHaveURL(/\/register-detail$/);
    await page.getByTestId("role-parent").click();
    await expectNoSeriousA11yViolations(page);

    // Bad input: localized field errors, nothing sent.
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page.getByText("This field is required.")).toBeVisible();
    await expect(page.getByText("You must link at least one student.")).toBeVisible();

    await page.getByTestId("phone-country").click();
    await page.getByTestId("phone-country").fill("+886");
    await page.getByRole("option", { name: /Taiwan/ }).click();
    await page.getByTestId("phone-number").fill("912 345 678");
    await page.getByRole("textbox", { name: "Student email 1", exact: true }).fill("nobody-here@example.com");
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page.getByText("Student email not found or already verified.")).toBeVisible();

    await page.getByRole("textbox", { name: "Student email 1", exact: true }).fill(child.email);
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId("home-greeting")).toHaveText("Welcome, Pat");
    // Naming a child's email links nothing yet; the child is listed as waiting for confirmation.
    const pending = page.getByTestId("pending-children");
    await expect(pending).toContainText(child.email);
    await expect(pending).toContainText("Waiting for confirmation");
    await expect(page.getByTestId("home-children").getByRole("link")).toHaveCount(0);
    await expect(page.getByTestId("account-menu")).toContainText("Hi, Pat");
    await expectNoSeriousA11yViolations(page);

    // The child confirms on their home page; then the parent's home lists them.
    const childPage = await openPage(browser, baseURL ?? "", child);
    await childPage.goto("/home");
    await waitForApp(childPage);
    const requests = childPage.getByTestId("link-requests");
    await expect(requests).toContainText(`Pat (${name}@example.com) asks to be linked as a parent`);
    await requests.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(requests).toHaveCount(0);
    await childPage.context().close();
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId("home-children").getByRole("link")).toHaveCount(1);
    await expect(page.getByTestId("pending-children")).toHaveCount(0);

    // Signed in: /login and /register go home.
    await page.goto("/login");
    await waitForApp(page);
    await expect(page).toHaveURL(/\/home$/);
  });

  test("sign in by username, then by email; wrong password is refused inline; logout", async ({ page }) => {
    await page.goto("/login");
    await waitForApp(page);
    await expectNoSeriousA11yViolations(page);
    await signIn(page, "teacher", "wrong-password");
    await expect(page.getByTestId("login-error")).toHaveText("Incorrect email/username or password.");
    await signIn(page, "nobody-at-all");
    await expect(page.getByTestId("login-error")).toHaveText("Incorrect email/username or password.");

    await signIn(page, "teacher");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId("home-teacher")).toBeVisible();
    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page.getByTestId("site-header").getByRole("link", { name: "Log in" })).toBeVisible();

    await page.goto("/login");
    await signIn(page, "admin@demo.example.com");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId("home-admin")).toBeVisible();
    await expect(page.getByTestId("home-outbox")).toBeVisible();
    await expect(page.getByTestId("home-admin").getByRole("link", { name: "Users" })).toHaveAttribute(
      "href",
      "/users",
    );
    await expectNoSeriousA11yViolations(page);
  });

  test("a protected page sends a visitor to log in and back afterwards", async ({ page }) => {
    await page.goto("/home?tab=next");
    await waitForApp(page);
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, "parent");
    await expect(page).toHaveURL(/\/home\?tab=next$/);
    await expect(page.getByTestId("home-parent")).toBeVisible();
    await expect(page.getByTestId("home-children").getByRole("link")).toHaveCount(2);
    // A reload keeps the session (HttpOnly cookie) and the account menu.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByTestId("account-menu")).toBeVisible();
  });

  test("an inactive account goes to /inactive", async ({ page }) => {
    await page.goto("/login");
    await waitForApp(page);
    await signIn(page, "former");
    await expect(page).toHaveURL(/\/inactive$/);
    await expect(page.getByTestId("inactive-message")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("password reset through the link in the outbox", async ({ page, baseURL }) => {
    const name = `rs${stamp()}`;
    const email = `${name}@example.com`;
    // An account of our own (so no demo password changes under a parallel test).
    const visitor = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL ?? "" } });
    const captcha = (await (await visitor.get("/api/captcha/flat")).json()) as { key: string };
    const created = await visitor.post("/api/register", {
      data: {
        username: name,
        email,
        password: "first-password",
        password_confirmation: "first-password",
        captcha: "abcd",
        captcha_key: captcha.key,
      },
    });
    expect(created.ok()).toBe(true);
    await visitor.dispose();

    await page.goto("/password/Forgot");
    await waitForApp(page);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("not-registered@example.com");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("This email is not registered.")).toBeVisible();
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByTestId("reset-link-sent")).toContainText(email);
    await expectNoSeriousA11yViolations(page);

    const admin = await adminApi(baseURL ?? "");
    let link = "";
    await expect
      .poll(async () => {
        const query = new URLSearchParams({ to: email, kind: "password_reset" });
        const body = (await admin.get(`/api/mail-outbox?${query}`)) as { data: { text: string }[] };
        link = /https?:\/\/\S+\/password\/reset\?token=[^\s)]+/.exec(body.data[0]?.text ?? "")?.[0] ?? "";
        return link;
      })
      .not.toBe("");
    await admin.dispose();
    const url = new URL(link);

    await page.goto("/password/reset?token=not-a-real-token-at-all");
    await waitForApp(page);
    await page.getByLabel(/^New password/).fill("second-password");
    await page.getByLabel(/^Confirm password/).fill("second-password");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByTestId("link-problem")).toBeVisible();
    await expect(
      page.getByTestId("link-problem").getByRole("link", { name: "Request a new link" }),
    ).toBeVisible();

    await page.goto(`${url.pathname}${url.search}`);
    await waitForApp(page);
    await page.getByLabel(/^New password/).fill("second-password");
    await page.getByLabel(/^Confirm password/).fill("mismatch-password");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByText("The passwords do not match.")).toBeVisible();
    await page.getByLabel(/^Confirm password/).fill("second-password");
    await page.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByTestId("password-changed")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.locator("#main-content").getByRole("link", { name: "Log in", exact: true }).click();
    await signIn(page, name, "first-password");
    await expect(page.getByTestId("login-error")).toBeVisible();
    await signIn(page, name, "second-password");
    // Not bound yet: registration continues.
    await expect(page).toHaveURL(/\/register-detail$/);
  });

  test("in Traditional Chinese: register, bind as a student, home", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("edu.locale", "zh-TW"));
    const name = `tw${stamp()}`;
    await page.goto("/register");
    await waitForApp(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-TW");
    await expect(page.getByRole("heading", { level: 1, name: "註冊帳號" })).toBeVisible();
    await page.getByRole("button", { name: "註冊" }).click();
    await expect(page.getByText("此欄位為必填。").first()).toBeVisible();
    await page.getByRole("textbox", { name: "電子郵件", exact: true }).fill("not-an-email");
    await page.getByRole("button", { name: "註冊" }).click();
    await expect(page.getByText("請檢查電子郵件格式。")).toBeVisible();
    await fillRegister(
      page,
      { username: "使用者名稱", email: "電子郵件", password: "密碼", confirm: "確認密碼", captcha: "驗證碼" },
      { username: name, email: `${name}@example.com`, password: "a-long-password" },
    );
    await page.getByRole("textbox", { name: "名", exact: true }).fill("小明");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "註冊" }).click();

    await expect(page).toHaveURL(/\/register-detail$/);
    await expect(page.getByRole("heading", { level: 1, name: "介紹一下您自己" })).toBeVisible();
    await page.getByTestId("role-student").click();
    await page.getByRole("textbox", { name: "學校", exact: true }).fill("臺北市立建國高級中學");
    await page.getByTestId("phone-number").fill("123");
    await page.getByRole("button", { name: "完成" }).click();
    await expect(page.getByText("電話號碼至少需要 7 位數字。")).toBeVisible();
    await page.getByTestId("phone-number").fill("0912345678");
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "完成" }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId("home-greeting")).toHaveText("歡迎，小明");
    await expect(page.getByTestId("home-student")).toContainText("我的學習");
    await expect(page.getByTestId("account-menu")).toContainText("您好，小明");
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId("account-menu").click();
    await page.getByRole("menuitem", { name: "登出" }).click();
    await expect(page.getByTestId("site-header").getByRole("link", { name: "登入" })).toBeVisible();
  });

  test("LINE pages explain that LINE is not configured", async ({ page }) => {
    for (const path of ["/line/login", "/line/bind"]) {
      await page.goto(path);
      await waitForApp(page);
      await expect(page.getByTestId("line-unavailable")).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to log in" })).toHaveAttribute("href", "/login");
    }
    await page.goto("/login");
    await waitForApp(page);
    await expect(page.getByRole("link", { name: "Sign in with LINE" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
});
