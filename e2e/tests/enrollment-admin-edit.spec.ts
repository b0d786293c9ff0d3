import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, expectAccessibleContent, waitForApp } from "./helpers";

/**
 * Issue 5 admin screens: an admin edits an enrollment (a bad email is refused on its field, the
 * unsaved-changes guard holds, the saved values show after a reload), then moves a class up in the
 * enrollment form's order and a visitor sees it first on /enroll. axe (serious/critical = 0) on each.
 */

async function newPage(browser: Browser, baseURL: string, username?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "en-US" });
  await context.addInitScript(() => window.localStorage.setItem("edu.locale", "en"));
  const page = await context.newPage();
  if (username) {
    const response = await page.request.post("/api/login", { data: { username, password: DEMO_PASSWORD } });
    expect(response.status(), await response.text()).toBe(200);
  }
  return page;
}

type Enrollment = { id: number; contact_role: string; contact_email: string; student_first_name: string };
type SessionGroups = { groups: Array<{ type: string; sessions: Array<{ id: number; title: string }> }> };

test.describe("enrollment admin", () => {
  test("admin edits an enrollment's phone and notes; a bad email is refused on its field", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const admin = await newPage(browser, baseURL ?? "", "admin");
    // A seeded visitor enrollment made by a parent (the other journey works on its own enrollment).
    const list = await admin.request.get("/api/enrolled-course-sessions?q=visitor.example.com");
    const rows = ((await list.json()) as { data: Enrollment[] }).data;
    const row = rows.find((candidate) => candidate.contact_role === "parent");
    expect(row, "a seeded visitor enrollment").toBeTruthy();
    if (!row) return;

    await admin.goto(`/enrollment/${row.id}`);
    await waitForApp(admin);
    await admin.getByRole("button", { name: "Edit details" }).click();
    const form = admin.getByRole("form", { name: "Edit details" });
    await expect(form).toBeVisible();
    await expectAccessibleContent(admin);

    const contact = form.getByRole("group", { name: "Contact" });
    const phone = contact.getByRole("textbox", { name: /^Phone/ });
    const email = contact.getByRole("textbox", { name: /^Email/ });
    await phone.fill("+886 911 222 333");
    await form.getByRole("textbox", { name: "Notes", exact: true }).fill("Call after 6 pm, please.");

    // Leaving with unsaved changes asks first; Cancel stays.
    await admin.getByRole("link", { name: "Back to enrollments" }).click();
    const dialog = admin.getByRole("dialog", { name: "Warning" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(admin).toHaveURL(new RegExp(`/enrollment/${row.id}$`));

    // A bad email is refused on the field itself, nothing sent.
    await email.fill("not-an-email");
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(contact.getByText("Please check email format.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expectAccessibleContent(admin);
    await email.fill(row.contact_email);
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(admin.getByText("Enrollment details saved.")).toBeVisible();
    const details = admin.getByTestId("enrollment-details");
    await expect(details).toContainText("+886 911 222 333");
    await expect(details).toContainText("Call after 6 pm, please.");

    await admin.reload();
    await waitForApp(admin);
    await expect(admin.getByTestId("enrollment-details")).toContainText("+886 911 222 333");
    await expect(admin.getByTestId("enrollment-details")).toContainText("Call after 6 pm, please.");
    await expectAccessibleContent(admin);
  });

  test("admin moves a class up in the enrollment form; /enroll lists it first", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const admin = await newPage(browser, baseURL ?? "", "admin");
    const offered = (await (
      await admin.request.get("/api/course-sessions-for-enrollment")
    ).json()) as SessionGroups;
    const group = offered.groups.find((candidate) => candidate.sessions.length >= 2);
    expect(group, "a group of at least two classes on /enroll").toBeTruthy();
    if (!group) return;

    // The list page links to the order screen.
    await admin.goto("/enrollment");
    await waitForApp(admin);
    await admin.getByRole("link", { name: "Class order" }).click();
    await expect(
      admin.getByRole("heading", { name: "Class order of the enrollment form", level: 1 }),
    ).toBeVisible();
    const table = admin.getByTestId(`order-group-${group.type}`);
    const rowTitles = () =>
      table
        .locator("tbody tr")
        .evaluateAll((rows) => rows.map((row) => row.querySelector("p")?.textContent ?? ""));
    await expect(table.locator("tbody tr")).toHaveCount(group.sessions.length);
    await expectAccessibleContent(admin);

    // Move the second class up, by keyboard: focus stays on its button, the live region says where it went.
    const [firstTitle, secondTitle] = (await rowTitles()) as [string, string];
    const up = admin.getByRole("button", { name: `Move ${secondTitle} up` });
    await up.focus();
    await admin.keyboard.press("Enter");
    await expect(admin.getByTestId("order-status")).toHaveText(
      `Saved: ${secondTitle} is at position 1 of ${group.sessions.length}.`,
    );
    expect((await rowTitles()).slice(0, 2)).toEqual([secondTitle, firstTitle]);
    await expect(up).toBeFocused();
    await expect(up).toHaveAttribute("aria-disabled", "true");
    await expectAccessibleContent(admin);

    // Saved: the order survives a reload…
    await admin.reload();
    await waitForApp(admin);
    await expect(table.locator("tbody tr").first()).toContainText(secondTitle);

    // …and a visitor sees it first in its group on /enroll.
    const visitor = await newPage(browser, baseURL ?? "");
    await visitor.goto("/enroll");
    await waitForApp(visitor);
    const contact = visitor.getByRole("group", { name: "Your contact details" });
    await contact.getByRole("textbox", { name: /^First name/ }).fill("Olivia");
    await contact.getByRole("textbox", { name: /^Email/ }).fill("olivia.order@visitor.example.com");
    await contact.getByRole("textbox", { name: /^Phone/ }).fill("+886 922 333 444");
    const student = visitor.getByRole("group", { name: "Student 1" });
    await student.getByRole("textbox", { name: /^First name/ }).fill("Max");
    await student.getByRole("textbox", { name: /^Email/ }).fill("max.order@visitor.example.com");
    await visitor.getByRole("button", { name: "Next" }).click();
    const offeredGroup = visitor.getByTestId(`session-group-${group.type}`);
    await expect(offeredGroup.getByRole("checkbox").first()).toHaveAccessibleName(secondTitle);
    await expectAccessibleContent(visitor);
  });
});
