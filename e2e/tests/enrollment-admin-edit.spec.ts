import { expect, test } from "@playwright/test";
import {
  adminApi,
  createAccount,
  createCourseSession,
  expectAccessibleContent,
  openPage,
  stamp,
  waitForApp,
} from "./helpers";

/**
 * The enrollment admin screens: an admin edits an enrollment (a bad email is refused on its field, the
 * unsaved-changes guard holds, the saved values show after a reload), then moves a class up in the
 * enrollment form's order and a visitor sees the new order on /enroll. axe (serious/critical = 0) on each.
 * Both act on enrollments and sessions they create, so the demo ones other specs read stay as seeded.
 */

type Enrollment = { id: number; contact_role: string; contact_email: string };

test.describe("enrollment admin", () => {
  test("admin edits an enrollment's phone and notes; a bad email is refused on its field", async ({
    browser,
    baseURL,
  }) => {
    // Several pages, each checked with axe: a long journey.
    test.slow();
    // An enrollment made for a family of its own: a parent's child enrolled in a fresh session.
    const api = await adminApi(baseURL ?? "");
    const child = await createAccount(api, "student", { first_name: "Edit" });
    await createAccount(api, "parent", { first_name: "Contact", student_ids: [child.id] });
    const session = await createCourseSession(api);
    const row = (await api.post("/api/quick-enroll-student", {
      student_user_id: child.id,
      course_session_id: session.id,
    })) as Enrollment;
    await api.dispose();
    expect(row.contact_role).toBe("parent");

    const admin = await openPage(browser, baseURL ?? "", "admin");
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
    await admin.context().close();
  });

  test("admin moves a class up in the enrollment form; /enroll lists it above the other", async ({
    browser,
    baseURL,
  }) => {
    // Several pages, each checked with axe: a long journey.
    test.slow();
    // Two counseling sessions of its own (no other spec creates counseling sessions): they come last in
    // their group, so moving the second up swaps just these two; the demo sessions keep their order.
    const api = await adminApi(baseURL ?? "");
    const id = stamp();
    const first = await createCourseSession(api, { type: "counseling", title: `E2E Counseling A ${id}` });
    const second = await createCourseSession(api, { type: "counseling", title: `E2E Counseling B ${id}` });
    await api.dispose();

    // The list page links to the order screen.
    const admin = await openPage(browser, baseURL ?? "", "admin");
    await admin.goto("/enrollment");
    await waitForApp(admin);
    await admin.getByRole("link", { name: "Class order" }).click();
    await expect(
      admin.getByRole("heading", { name: "Class order of the enrollment form", level: 1 }),
    ).toBeVisible();
    const table = admin.getByTestId("order-group-counseling");
    const rowTitles = () =>
      table
        .locator("tbody tr")
        .evaluateAll((rows) => rows.map((row) => row.querySelector("p")?.textContent ?? ""));
    await expect.poll(async () => (await rowTitles()).slice(-2)).toEqual([first.title, second.title]);
    const total = (await rowTitles()).length;
    await expectAccessibleContent(admin);

    // Move the second class up, by keyboard: focus stays on its button, the live region says where it went.
    const up = admin.getByRole("button", { name: `Move ${second.title} up`, exact: true });
    await up.focus();
    await admin.keyboard.press("Enter");
    await expect(admin.getByTestId("order-status")).toHaveText(
      `Saved: ${second.title} is at position ${total - 1} of ${total}.`,
    );
    await expect.poll(async () => (await rowTitles()).slice(-2)).toEqual([second.title, first.title]);
    await expect(up).toBeFocused();
    await expectAccessibleContent(admin);

    // Saved: the order survives a reload…
    await admin.reload();
    await waitForApp(admin);
    await expect.poll(async () => (await rowTitles()).slice(-2)).toEqual([second.title, first.title]);
    await admin.context().close();

    // …and a visitor sees it on /enroll.
    const visitor = await openPage(browser, baseURL ?? "");
    await visitor.goto("/enroll");
    await waitForApp(visitor);
    const contact = visitor.getByRole("group", { name: "Your contact details" });
    await contact.getByRole("textbox", { name: /^First name/ }).fill("Olivia");
    await contact.getByRole("textbox", { name: /^Email/ }).fill(`olivia.${id}@visitor.example.com`);
    await contact.getByRole("textbox", { name: /^Phone/ }).fill("+886 922 333 444");
    const student = visitor.getByRole("group", { name: "Student 1" });
    await student.getByRole("textbox", { name: /^First name/ }).fill("Max");
    await student.getByRole("textbox", { name: /^Email/ }).fill(`max.${id}@visitor.example.com`);
    await visitor.getByRole("button", { name: "Next" }).click();
    const labels = visitor.getByTestId("session-group-counseling").locator("label");
    const ours = async () =>
      (await labels.allTextContents()).filter((text) => text === first.title || text === second.title);
    await expect.poll(ours).toEqual([second.title, first.title]);
    await expectAccessibleContent(visitor);
    await visitor.context().close();
  });
});
