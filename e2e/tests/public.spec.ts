import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, expectNoSeriousA11yViolations, waitForApp } from "./helpers";

/**
 * `/` starts its app on the visitor's first interaction (issue 36, apps/web/src/app/boot-on-interaction.ts): a
 * pointer move, as a visitor's first would, then the app's hydration.
 */
async function startApp(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await waitForApp(page);
}

async function switchLanguage(page: Page, option: string): Promise<void> {
  await page.getByTestId("language-menu").click();
  await page.getByRole("menuitem", { name: option }).click();
}

const PUBLIC_PAGES = [
  "/",
  "/about",
  "/instructors",
  "/ClassesAndCounseling",
  "/classes",
  "/classes/sat_course",
  "/classes/act_course",
  "/classes/sat_course_part2",
  "/classes/sat_math_level2",
  "/classes/sat_math",
  "/classes/private_inperson",
  "/classes/private_online",
  "/classes/mentoring_program",
  "/classes/application_counseling",
  "/classes/toefl_course",
  "/classes/toefl_reading",
  "/classes/sat_course_winter",
  "/stories",
  "/stories/list",
  "/faq",
  "/faq/about-us",
  "/contact",
  "/terms",
  "/line",
  "/apply",
  "/apply/thanks",
  "/toefl-videos",
  "/feedback",
  "/survey",
];

test.describe("public website", () => {
  test("every public page has its own title and description, one h1, and no serious axe violations", async ({
    page,
  }) => {
    // 29 pages, each loaded and checked with axe: about a minute on a quiet machine, several on a busy one.
    test.setTimeout(300_000);
    const titles = new Map<string, string>();
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await startApp(page);
      // Data sections settle (skeletons replaced) before axe looks at them.
      await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
      const title = await page.title();
      expect(title, path).not.toBe("");
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description, path).toBeTruthy();
      titles.set(path, title);
      await expectNoSeriousA11yViolations(page);
    }
    // Pages about the same thing may share a title (/faq and /faq/about-us); the rest are distinct.
    titles.delete("/faq/about-us");
    expect(new Set(titles.values()).size).toBe(titles.size);
  });

  test("a visitor switches language and reads a class page with figures from site content", async ({
    page,
  }) => {
    await page.goto("/");
    await startApp(page);
    await switchLanguage(page, "繁體中文");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("從第一堂課，到理想的大學");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-TW");
    await page.getByRole("link", { name: "SAT 課程", exact: true }).click();
    await expect(page).toHaveURL(/\/classes\/sat_course$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SAT 課程");
    await expect(page).toHaveTitle(/^SAT 課程 \| 育橋教育$/);
    // Class size and the group discounts come from GET /api/site-content (seeded: 6–12, 2,000 TWD …).
    await expect(page.getByTestId("stat-class-size")).toContainText("6–12");
    await expect(page.getByTestId("group-discounts")).toContainText("$2,000");
    await expectNoSeriousA11yViolations(page);

    // The choice survives a reload of a prerendered (English) page.
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SAT 課程");
    await switchLanguage(page, "简体中文");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SAT 课程");
    await expect(page).toHaveTitle(/育桥教育/);
    await switchLanguage(page, "English");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("SAT course");
  });

  test("the application counseling page lists the 40 services in five stages", async ({ page }) => {
    await page.goto("/classes/application_counseling");
    await waitForApp(page);
    const table = page.getByTestId("service-table");
    await expect(table.locator("tbody")).toHaveCount(5);
    await expect(table.locator("tbody tr td:first-child")).toHaveCount(40);
  });

  test("/#/{id} scrolls to the contact section; a visitor sends the form and an admin sees the message", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/#/3");
    await waitForApp(page);
    const form = page.getByTestId("contact-form");
    await expect(form).toBeVisible();
    await expect(page.locator("#contact")).toBeInViewport();

    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Please enter name")).toBeVisible();
    await expect(form.getByText("Please enter message")).toBeVisible();
    await expect(form.getByText("Please enter captcha")).toBeVisible();
    await form.getByRole("textbox", { name: /^Email/ }).fill("not-an-email");
    await form.getByRole("textbox", { name: /^Phone/ }).fill("12 34");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("Please check email format")).toBeVisible();
    await expect(form.getByText("Phone number needs at least 7 digits")).toBeVisible();

    const marker = `e2e-${Date.now().toString(36)}`;
    await form.getByRole("textbox", { name: /^Name/ }).fill("Visitor Lin");
    await form.getByRole("textbox", { name: /^Email/ }).fill(`${marker}@example.com`);
    await form.getByRole("textbox", { name: /^Phone/ }).fill("+886 912 345 678");
    await form.getByRole("textbox", { name: /^Message/ }).fill(`Question about the SAT course (${marker})`);
    await form.getByRole("textbox", { name: /^Captcha/ }).fill("anything");
    await expect(form.getByTestId("contact-captcha-image")).toBeVisible();
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByTestId("contact-sent")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const login = await page.request.post("/api/login", {
      data: { username: "admin", password: DEMO_PASSWORD },
    });
    expect(login.status(), await login.text()).toBe(200);
    const list = await page.request.get(`/api/contact-messages?q=${marker}`, {
      headers: { Origin: baseURL ?? "" },
    });
    expect(list.status()).toBe(200);
    const body = (await list.json()) as { data: { name: string; email: string; message: string }[] };
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ name: "Visitor Lin", email: `${marker}@example.com` });
  });
});

test.describe("contact form with real captchas", () => {
  const port = Number(process.env.E2E_PORT ?? 3100) + 1;
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const repoRoot = resolve(import.meta.dirname, "..", "..");
    server = spawn(join(repoRoot, "node_modules/.bin/node"), ["--import", "tsx", "apps/server/src/main.ts"], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), "edu-e2e-captcha-")),
        CAPTCHA_DISABLED: "false",
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
      },
      stdio: "ignore",
    });
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const ready = await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((done) => setTimeout(done, 500));
    }
    throw new Error("the captcha server did not start");
  });

  test.afterAll(() => {
    server?.kill("SIGTERM");
  });

  test("a wrong captcha is refused on the captcha field and a new image is shown", async ({ page }) => {
    await page.goto(`${origin}/contact`);
    await waitForApp(page);
    const form = page.getByTestId("contact-form");
    const image = form.getByTestId("contact-captcha-image");
    await expect(image).toBeVisible();
    const firstImage = await image.getAttribute("src");
    await form.getByRole("textbox", { name: /^Name/ }).fill("Visitor Wrong");
    await form.getByRole("textbox", { name: /^Message/ }).fill("Hello");
    await form.getByRole("textbox", { name: /^Captcha/ }).fill("zzzz-wrong");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByText("The captcha code is invalid")).toBeVisible();
    await expect(form.getByRole("textbox", { name: /^Captcha/ })).toHaveValue("");
    await expect.poll(() => image.getAttribute("src")).not.toBe(firstImage);
    await expect(form.getByTestId("contact-sent")).toHaveCount(0);
  });
});

/**
 * The landing page's journeys on a phone, started before its app runs (issue 36): `/` paints from its HTML and
 * starts the app on the first interaction; a tap or key press on a button before hydration is answered once
 * the page has hydrated (apps/web/src/app/boot-on-interaction.ts). By touch, and by keyboard alone.
 */
test.describe("landing page at 375 px, from its first interaction", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  /** Opens `/` and checks that nothing of the app has run yet (no hydration, no route module). */
  async function openUnstarted(page: Page): Promise<void> {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
  }

  /** Presses Tab (or `key`) until `target` has the focus (a keyboard user's way there). */
  async function tabTo(page: Page, target: ReturnType<Page["locator"]>, key = "Tab"): Promise<void> {
    for (let step = 0; step < 150; step += 1) {
      await page.keyboard.press(key);
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    }
    throw new Error("Tab never reached the element");
  }

  async function sendContactForm(page: Page, fill: (field: string, text: string) => Promise<void>) {
    const form = page.getByTestId("contact-form");
    await expect(form).toBeVisible({ timeout: 30_000 });
    await expect(form.getByTestId("contact-captcha-image")).toBeVisible();
    await fill("Name", "Visitor Chen");
    await fill("Email", `landing-${Date.now().toString(36)}@example.com`);
    await fill("Message", "Which SAT class fits a first-year student?");
    await fill("Captcha", "anything");
  }

  test("by touch: menu, language switch, contact form with captcha, enroll", async ({ page }) => {
    await openUnstarted(page);
    // The first tap starts the app and is answered once the page has hydrated.
    await page.getByRole("button", { name: "Open menu" }).tap();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible({ timeout: 30_000 });
    await drawer.getByRole("button", { name: "繁體中文" }).tap();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-TW");
    await page.getByRole("dialog", { name: "選單" }).getByRole("button", { name: "English" }).tap();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    await page.locator("#contact").scrollIntoViewIfNeeded();
    await sendContactForm(page, async (field, text) => {
      const box = page.getByTestId("contact-form").getByRole("textbox", { name: new RegExp(`^${field}`) });
      await box.tap();
      await box.fill(text);
    });
    await page.getByTestId("contact-form").getByRole("button", { name: "Send message" }).tap();
    await expect(page.getByTestId("contact-sent")).toBeVisible();

    await page.getByRole("main").getByRole("link", { name: "Enroll now" }).tap();
    await expect(page).toHaveURL(/\/enroll$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("by keyboard alone: menu and language switch before hydration, contact form, enroll", async ({
    page,
  }) => {
    await openUnstarted(page);
    const burger = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, burger);
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible({ timeout: 30_000 });
    await tabTo(page, drawer.getByRole("button", { name: "简体中文" }));
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await tabTo(page, page.getByRole("dialog").getByRole("button", { name: "English" }));
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    // Down the page to the enroll button, just above the contact section (whose form loads near the viewport).
    const enroll = page.getByRole("main").getByRole("link", { name: "Enroll now" });
    await tabTo(page, enroll);
    const form = page.getByTestId("contact-form");
    await sendContactForm(page, async (field, text) => {
      await tabTo(page, form.getByRole("textbox", { name: new RegExp(`^${field}`) }));
      await page.keyboard.type(text);
    });
    await tabTo(page, form.getByRole("button", { name: "Send message" }));
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("contact-sent")).toBeVisible();

    await tabTo(page, enroll, "Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/enroll$/);
  });
});
