import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, waitForApp } from "./helpers";

const LANGUAGES = [
  { option: "繁體中文", lang: "zh-TW", login: "登入", enroll: "報名", hero: "從第一堂課，到理想的大學" },
  { option: "简体中文", lang: "zh-CN", login: "登录", enroll: "报名", hero: "从第一堂课，到理想的大学" },
  {
    option: "English",
    lang: "en",
    login: "Log in",
    enroll: "Enroll",
    hero: "From the first class to the college of your choice",
  },
] as const;

/**
 * `/` starts its app on the visitor's first interaction (issue 36, apps/web/src/app/boot-on-interaction.ts): a
 * pointer move, as a visitor's first would, then the app's hydration.
 */
async function startApp(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await waitForApp(page);
}

test.describe("app shell", () => {
  test("the landing page paints from prerendered HTML in English", async ({ page }) => {
    await page.route("**/assets/**/*.js", (route) => route.abort());
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(LANGUAGES[2].hero);
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("shows header, footer and the current year; everything has an accessible name", async ({ page }) => {
    await page.goto("/");
    await startApp(page);
    const header = page.getByTestId("site-header");
    await expect(header.getByRole("link", { name: "Enroll" })).toHaveAttribute("href", "/enroll");
    await expect(header.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: /Call us/ })).toHaveAttribute("href", /^tel:/);
    await expect(header.getByRole("link", { name: /Email us/ })).toHaveAttribute("href", /^mailto:/);
    await expect(header.getByRole("link", { name: /LINE/ })).toBeVisible();
    await expect(header.getByRole("button", { name: "WeChat" })).toBeVisible();
    await expect(page.getByTestId("copyright")).toContainText(`© 2009–${new Date().getFullYear()}`);
    await expectNoSeriousA11yViolations(page);
  });

  test("switches between the three languages; the choice survives a reload", async ({ page }) => {
    await page.goto("/");
    await startApp(page);
    for (const language of LANGUAGES) {
      await page.getByTestId("language-menu").click();
      await page.getByRole("menuitem", { name: language.option }).click();
      const header = page.getByTestId("site-header");
      await expect(header.getByRole("link", { name: language.login })).toBeVisible();
      await expect(header.getByRole("link", { name: language.enroll })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.hero);
      await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
      await expectNoSeriousA11yViolations(page);

      await page.reload();
      // A saved language other than English starts the app at once; English (the page's own) waits as on a first visit.
      if (language.lang === "en") await startApp(page);
      else await waitForApp(page);
      await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.hero);
      await expect(page.getByTestId("site-header").getByRole("link", { name: language.login })).toBeVisible();
    }
  });

  test("hydrates a saved language without hydration errors", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.addInitScript(() => window.localStorage.setItem("edu.locale", "zh-TW"));
    await page.goto("/");
    // A returning visitor's saved language: the app starts without waiting for an interaction.
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(LANGUAGES[0].hero);
    expect(errors.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
  });

  test("the header sticks once the page scrolls past it", async ({ page }) => {
    await page.goto("/");
    await startApp(page);
    const header = page.getByTestId("site-header");
    await expect(header).toHaveAttribute("data-sticky", "false");
    await page.mouse.wheel(0, 900);
    await expect(header).toHaveAttribute("data-sticky", "true");
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await expect(header.getByRole("link", { name: "Enroll" })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-sticky", "false");
  });

  test("the QR code is the Taiwan variant outside mainland China", async ({ page }) => {
    await page.goto("/");
    await startApp(page);
    await page.getByTestId("site-header").getByRole("button", { name: "Show QR code" }).click();
    const dropdown = page.getByTestId("qr-dropdown");
    await expect(dropdown).toHaveAttribute("data-variant", "taiwan");
    await expect(dropdown.getByRole("img", { name: /QR code/ })).toBeVisible();
  });

  test("the QR code is the China variant for visitors in CN", async ({ page }) => {
    await page.route("**/api/ip-geo", (route) =>
      route.fulfill({
        json: {
          ip: "1.2.3.4",
          country_code: "CN",
          country: "China",
          city: "Shanghai",
          timezone: "Asia/Shanghai",
        },
      }),
    );
    await page.goto("/");
    await startApp(page);
    await page.getByTestId("site-header").getByRole("button", { name: "Show QR code" }).click();
    await expect(page.getByTestId("qr-dropdown")).toHaveAttribute("data-variant", "china");
    await expect(page.getByTestId("qr-dropdown")).toContainText("WeChat");
  });
});

test.describe("not found", () => {
  test("an unknown path shows the not-found page at /404", async ({ page }) => {
    await page.goto("/x/y/z");
    await waitForApp(page);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("main").getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the not-found page follows the saved language", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("edu.locale", "zh-CN"));
    await page.goto("/no/such/page?x=1");
    await waitForApp(page);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole("heading", { name: "找不到页面" })).toBeVisible();
  });
});

test.describe("mobile (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the burger opens a drawer holding the header's items", async ({ page }) => {
    await page.goto("/");
    await startApp(page);
    await expect(page.getByTestId("language-menu")).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Enroll" })).toHaveAttribute("href", "/enroll");
    await expect(drawer.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    for (const name of ["简体中文", "繁體中文", "English"]) {
      await expect(drawer.getByRole("button", { name })).toBeVisible();
    }
    await expect(drawer.getByRole("link", { name: /Call us/ })).toBeVisible();
    await expect(drawer.getByRole("link", { name: /Email us/ })).toBeVisible();
    await expect(drawer.getByRole("link", { name: /LINE/ })).toBeVisible();
    await expect(drawer.getByRole("button", { name: "WeChat" })).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Show QR code" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await drawer.getByRole("button", { name: "繁體中文" }).click();
    await expect(
      page.getByRole("dialog", { name: "選單" }).getByRole("link", { name: "登入" }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-TW");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expectNoSeriousA11yViolations(page);
  });
});
