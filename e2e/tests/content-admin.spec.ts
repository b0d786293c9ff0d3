import { join } from "node:path";
import { expect, test } from "@playwright/test";
import {
  createAccount,
  expectAccessibleContent,
  nameOf,
  sessionApi,
  signInAs,
  stamp,
  waitForApp,
} from "./helpers";

type PublicFaq = { id: number; question: string; answer: string; locale: string };

test.describe("content administration", () => {
  test("admin edits an FAQ answer in zh-TW; the public FAQ in zh-TW shows it, English is unchanged", async ({
    page,
    baseURL,
  }, testInfo) => {
    // Seven pages with axe, two viewports and a save: longer than one minute on a busy machine.
    test.slow();
    const shot = (name: string) =>
      process.env.CONTENT_ADMIN_SHOTS
        ? join(process.env.CONTENT_ADMIN_SHOTS, name)
        : testInfo.outputPath(name);
    await signInAs(page, "admin");
    const admin = sessionApi(page, baseURL ?? "");
    // Its own question in the about-us section: the demo FAQ that the public pages show stays as seeded.
    const id = stamp();
    const topics = (await admin.get("/api/admin/faq-topics")) as { data: { id: number; slug: string }[] };
    const aboutUs = topics.data.find((topic) => topic.slug === "about-us");
    if (!aboutUs) throw new Error("the demo data has the about-us FAQ section");
    const question = { en: `Where do the classes meet (${id})?`, tw: `課程在哪裡上課（${id}）？` };
    const faq = (await admin.post("/api/faq", {
      faq_topic_id: aboutUs.id,
      is_published: true,
      translations: {
        en: { question: question.en, answer: "In Taipei and online." },
        "zh-TW": { question: question.tw, answer: "在台北與線上。" },
      },
    })) as { id: number };

    await page.goto("/admin/edit-faq");
    await waitForApp(page);
    await expect(page).toHaveURL(/\/admin\/edit-faq\/home$/);
    await expect(page.getByRole("heading", { level: 1, name: "FAQ management" })).toBeVisible();
    await expectAccessibleContent(page);

    await page.getByRole("tab", { name: "Questions" }).click();
    await expect(page).toHaveURL(/\/admin\/edit-faq\/about$/);
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill(id);
    // The edit button keeps the English question in its name whatever language the entry shows.
    const edit = page.getByRole("button", { name: `Edit “${question.en}”`, exact: true });
    const entry = page.locator("article").filter({ has: edit });
    await expect(entry).toBeVisible();
    // The per-entry language switcher shows the stored zh-TW text.
    await entry.getByText("繁體中文", { exact: true }).click();
    await expect(entry.getByText(question.tw, { exact: true })).toBeVisible();
    await expectAccessibleContent(page);

    await edit.click();
    const form = page.getByTestId("faq-form");
    await expect(form.getByTestId("translations-editor")).toHaveAttribute("data-layout", "columns");
    const answer = `我們在台北大安區與上海靜安區設有教學中心（${id}）。`;
    await form.getByLabel("Answer (繁體中文)").fill(answer);
    await expectAccessibleContent(page);
    await page.screenshot({ path: shot("faq-editor-desktop.png"), fullPage: true });

    // Leaving with unsaved changes asks first; Cancel stays on the page.
    // (The side navigation has a "Short links" item too: use the content screens' own links.)
    await page
      .getByRole("navigation", { name: "Content management" })
      .getByRole("link", { name: "Short links" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Warning" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/admin\/edit-faq\/about$/);

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(form.getByTestId("translations-editor")).toHaveAttribute("data-layout", "tabs");
    await expect(form.getByRole("tab", { name: /繁體中文/ })).toBeVisible();
    await page.screenshot({ path: shot("faq-editor-375.png"), fullPage: true });
    await expectAccessibleContent(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved.")).toBeVisible();
    await expect(page.getByTestId("faq-form")).toHaveCount(0);

    const zh = await page.request.get(`/api/faqs?faq_topic_slug=about-us&q=${id}`, {
      headers: { "Accept-Language": "zh-TW" },
    });
    expect(zh.ok()).toBe(true);
    const zhList = (await zh.json()) as { data: PublicFaq[] };
    const edited = zhList.data.find((item) => item.id === faq.id);
    expect(edited?.question).toBe(question.tw);
    expect(edited?.answer).toBe(answer);
    expect(edited?.locale).toBe("zh-TW");
    const en = await page.request.get(`/api/faqs?faq_topic_slug=about-us&q=${id}`, {
      headers: { "Accept-Language": "en" },
    });
    const enFaq = ((await en.json()) as { data: PublicFaq[] }).data.find((item) => item.id === faq.id);
    expect(enFaq?.answer).toBe("In Taipei and online.");

    for (const section of ["category", "topic", "instructors-faq"]) {
      await page.goto(`/admin/edit-faq/${section}`);
      await waitForApp(page);
      await expect(page.locator("article").first()).toBeVisible();
      await expectAccessibleContent(page);
    }
  });

  test("admin creates a short link (server errors on the field); /l/{key} redirects and counts the visit", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, "admin");
    const taken = `taken-${stamp()}`;
    const created = await page.request.post("/api/short-url", {
      data: { full_url: "https://example.com/", short_url_key: taken },
      headers: { Origin: baseURL ?? "" },
    });
    expect(created.ok(), await created.text()).toBe(true);

    await page.goto("/shortUrls/add");
    await waitForApp(page);
    await expectAccessibleContent(page);
    const fullUrl = page.getByLabel("Full address");
    const key = page.getByLabel("Key (optional)");
    await fullUrl.fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText(/http/i).first()).toBeVisible();
    await expect(page).toHaveURL(/\/shortUrls\/add$/);

    await fullUrl.fill(`${baseURL}/about`);
    await key.fill(taken);
    await page.getByRole("button", { name: "Create" }).click();
    // The server's 422 (key taken) shows on the key field.
    await expect(key).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/shortUrls\/add$/);

    const fresh = `about-${stamp()}`;
    await key.fill(fresh);
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page).toHaveURL(/\/shortUrls$/);
    const row = page.getByTestId(`short-url-${fresh}`);
    await expect(row.getByTestId("visit-count")).toHaveText("0");
    await expect(row.getByRole("button", { name: `Copy the short link ${fresh}` })).toBeVisible();
    await expectAccessibleContent(page);

    const visit = await page.request.get(`/l/${fresh}`, { maxRedirects: 0 });
    expect(visit.status()).toBe(302);
    expect(visit.headers().location).toBe(`${baseURL}/about`);
    await page.goto(`/l/${fresh}`);
    await expect(page).toHaveURL(`${baseURL}/about`);

    await page.goto("/shortUrls");
    await waitForApp(page);
    await expect(page.getByTestId(`short-url-${fresh}`).getByTestId("visit-count")).toHaveText("2");

    // Delete (admin): the link is gone and /l/{key} no longer redirects to it.
    await page.getByRole("button", { name: `Delete the short link ${fresh}` }).click();
    await page.getByRole("button", { name: "Delete for good" }).click();
    await expect(page.getByTestId(`short-url-${fresh}`)).toHaveCount(0);
  });

  test("admin searches contact messages and marks one handled", async ({ page, baseURL }) => {
    const name = `Visitor ${stamp()}`;
    const sent = await page.request.post("/api/contact-us", {
      headers: { Origin: baseURL ?? "" },
      data: {
        name,
        email: "visitor@example.com",
        phone: "+886 912 345 678",
        message: "I would like to know about the SAT summer class.\n<b>not bold</b>",
        captcha: "anything",
        captcha_key: "anything",
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    await signInAs(page, "admin");
    await page.goto("/admin/contact-messages");
    await waitForApp(page);
    await page.getByLabel("Search").fill(name);
    const card = page.locator("article").filter({ hasText: name });
    await expect(card).toHaveCount(1);
    // Plain text: markup is shown as typed, never rendered.
    await expect(card.getByText("<b>not bold</b>", { exact: false })).toBeVisible();
    await expectAccessibleContent(page);

    await card.getByRole("button", { name: `Mark handled: ${name}` }).click();
    await expect(page.getByText("Marked handled.")).toBeVisible();
    // The default filter shows messages not handled yet: it is gone from there…
    await expect(page.locator("article").filter({ hasText: name })).toHaveCount(0);
    // …and listed under Handled.
    await page.getByText("Handled", { exact: true }).click();
    await expect(
      page
        .locator("article")
        .filter({ hasText: name })
        .getByText(/^Handled \d/),
    ).toBeVisible();
    const api = await page.request.get(`/api/contact-messages?status=handled&q=${encodeURIComponent(name)}`);
    expect(((await api.json()) as { data: { handled: boolean }[] }).data[0]?.handled).toBe(true);
  });

  test("admin hides a teacher's bio from the instructors page, then shows it again", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, "admin");
    const admin = sessionApi(page, baseURL ?? "");
    // Its own teacher with a shown bio: the demo teachers on /instructors stay as they are.
    const teacher = await createAccount(admin, "teacher", {
      first_name: "Bio",
      last_name: `Teacher${stamp()}`,
    });
    await admin.patch(`/api/teacher/profile/${teacher.id}`, {
      bio: "Ten years of essay coaching.",
      subjects: ["SAT Writing"],
      show_bio: true,
    });
    const name = nameOf(teacher);

    await page.goto("/admin/edit-faq/instructors-faq");
    await waitForApp(page);
    const toggle = page.getByRole("switch", { name: `Show ${name}'s bio on the instructors page` });
    await expect(toggle).toBeChecked();
    await expectAccessibleContent(page);
    await toggle.click();
    await expect(page.getByText("The bio is now hidden from the instructors page.")).toBeVisible();
    await expect(toggle).not.toBeChecked();

    await page.goto("/instructors");
    await waitForApp(page);
    await expect(page.getByText("Emily Wang").first()).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);

    await page.goto("/admin/edit-faq/instructors-faq");
    await waitForApp(page);
    await toggle.click();
    await expect(toggle).toBeChecked();
    await page.goto("/instructors");
    await waitForApp(page);
    await expect(page.getByText(name).first()).toBeVisible();
  });

  test("stories and site content admin pages pass axe and show missing languages", async ({ page }) => {
    // Six pages, each with its axe check: over 60 s on a loaded 2-core machine.
    test.slow();
    await signInAs(page, "admin");
    await page.goto("/admin/stories");
    await waitForApp(page);
    await expect(page.getByTestId("stories-table")).toBeVisible();
    await expectAccessibleContent(page);
    await page
      .getByRole("link", { name: /^Edit: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/stories\/\d+$/);
    await expect(page.getByTestId("translations-editor")).toBeVisible();
    await expectAccessibleContent(page);
    await page.goto("/admin/stories/new");
    await waitForApp(page);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Student name (English)")).toHaveAttribute("aria-invalid", "true");
    await expectAccessibleContent(page);

    await page.goto("/admin/site-content");
    await waitForApp(page);
    await expect(page.getByTestId("site-content-table")).toBeVisible();
    await expectAccessibleContent(page);
    await page.getByRole("link", { name: "marketing.figures" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit marketing.figures" })).toBeVisible();
    await expectAccessibleContent(page);
  });
});
