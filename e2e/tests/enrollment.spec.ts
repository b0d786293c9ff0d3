import { type Browser, expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, expectAccessibleContent, waitForApp } from "./helpers";

/**
 * Issue 5 journey: a parent enrolls two children in a session in three steps (a duplicate email is
 * refused first), an admin finds the unread enrollment, marks it read, sets need-pay-first, creates
 * and sends the contract, and the parent signs it. axe (serious/critical = 0) on each page's content.
 */

async function signedInPage(browser: Browser, baseURL: string, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "en-US" });
  // The demo parent prefers Traditional Chinese; this journey reads English labels.
  await context.addInitScript(() => window.localStorage.setItem("edu.locale", "en"));
  const page = await context.newPage();
  const response = await page.request.post("/api/login", { data: { username, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  return page;
}

type SessionGroups = { groups: Array<{ type: string; sessions: Array<{ id: number; title: string }> }> };
type MyEnrollments = { data: Array<{ course_session_id: number }> };

test.describe("enrollment", () => {
  test("parent enrolls two children; admin handles it and sends the contract; parent signs", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const parent = await signedInPage(browser, baseURL ?? "", "parent");

    // A group session the family is not enrolled in yet.
    const mine = (await (await parent.request.get("/api/my-enrollments")).json()) as MyEnrollments;
    const taken = new Set(mine.data.map((row) => row.course_session_id));
    const offered = (await (
      await parent.request.get("/api/course-sessions-for-enrollment")
    ).json()) as SessionGroups;
    const session = offered.groups
      .find((group) => group.type === "group")
      ?.sessions.find((candidate) => !taken.has(candidate.id));
    expect(session, "a group session open for enrollment").toBeTruthy();
    if (!session) return;

    // Step one: contact prefilled from the profile; both children picked from the linked accounts.
    await parent.goto("/enroll");
    await waitForApp(parent);
    await expect(parent.getByRole("heading", { name: "Enroll in a class" })).toBeVisible();
    const contact = parent.getByRole("group", { name: "Your contact details" });
    await expect(contact.getByRole("textbox", { name: /^First name/ })).toHaveValue("Jennifer");
    await parent.getByRole("button", { name: "Add Ethan Huang" }).click();
    await parent.getByRole("button", { name: "Add Chloe Huang" }).click();
    const second = parent.getByRole("group", { name: "Student 2" });
    const secondEmail = second.getByRole("textbox", { name: /^Email/ });
    const chloeEmail = await secondEmail.inputValue();
    const ethanEmail = await parent
      .getByRole("group", { name: "Student 1" })
      .getByRole("textbox", { name: /^Email/ })
      .inputValue();
    await expectAccessibleContent(parent);

    // The same email twice is refused on the exact row before anything is sent.
    await secondEmail.fill(ethanEmail.toUpperCase());
    await parent.getByRole("button", { name: "Next" }).click();
    await expect(
      second.getByText("The emails of all students and the parent must be different."),
    ).toBeVisible();
    await expect(parent).toHaveURL(/\/enroll$/);
    await secondEmail.fill(chloeEmail);
    await parent.getByRole("button", { name: "Next" }).click();

    // Step two: the chosen class (grouped by type), currency and preferences; the draft id is in the URL.
    await expect(parent.getByRole("group", { name: "Choose classes" })).toBeVisible();
    await expect(parent).toHaveURL(/\/enroll\?form=\d+/);
    await expect(parent.getByRole("heading", { name: "Group classes" })).toBeVisible();
    await parent.getByRole("checkbox", { name: session.title, exact: true }).check();
    await parent.getByRole("radio", { name: "USD ($)" }).check();
    await parent.getByRole("textbox", { name: "Payment method" }).fill("bank transfer");
    await expectAccessibleContent(parent);
    await parent.getByRole("button", { name: "Next" }).click();

    // A reload resumes the same draft at step three.
    await expect(parent.getByRole("checkbox", { name: "The information above is correct" })).toBeVisible();
    await parent.reload();
    await waitForApp(parent);
    await expect(parent.getByTestId("draft-note")).toBeVisible();
    await expect(parent.getByRole("checkbox", { name: "The information above is correct" })).toBeVisible();
    await expect(parent.getByText(session.title)).toBeVisible();
    await expectAccessibleContent(parent);
    await parent.getByRole("checkbox", { name: "The information above is correct" }).check();
    await parent.getByRole("button", { name: "Submit enrollment" }).click();

    await expect(parent).toHaveURL(/\/enroll\/success$/);
    await expect(parent.getByText("We will reply within 1 business day.")).toBeVisible();
    await expect(parent.getByText("A confirmation email will arrive within 5 minutes.")).toBeVisible();
    await expectAccessibleContent(parent);

    // Admin: the new enrollment is unread, at the top of the unread list for that session.
    const admin = await signedInPage(browser, baseURL ?? "", "admin");
    await admin.goto(`/enrollment?read=unread&course_session_id=${session.id}&q=Chloe`);
    await waitForApp(admin);
    const row = admin.locator('[data-testid^="enrollment-row-"][data-unread="true"]').first();
    await expect(row).toBeVisible();
    await expect(row.getByText("Unread")).toBeVisible();
    await expect(row.getByRole("link", { name: "Chloe Huang" })).toBeVisible();
    await expectAccessibleContent(admin);
    await row.getByRole("link", { name: "Chloe Huang" }).click();

    await expect(admin.getByRole("heading", { name: "Chloe Huang", level: 1 })).toBeVisible();
    await expect(admin.getByTestId("read-state")).toHaveText("Unread");
    await admin.getByRole("button", { name: "Mark as read" }).click();
    await expect(admin.getByTestId("read-state")).toHaveText("Read");
    const needPayFirst = admin.getByRole("switch", { name: /Need to pay first/ });
    if (!(await needPayFirst.isChecked())) {
      await needPayFirst.click({ force: true });
    }
    await expect(needPayFirst).toBeChecked();
    await admin.getByRole("button", { name: "Create contract" }).click();
    await expect(admin.getByTestId("contract-state")).toHaveText("Not sent yet.");
    await admin.getByRole("button", { name: "Send contract email" }).click();
    await expect(admin.getByTestId("contract-state")).toContainText("not signed yet");
    await expectAccessibleContent(admin);
    const enrollmentUrl = admin.url();
    const enrollmentId = Number(/\/enrollment\/(\d+)/.exec(enrollmentUrl)?.[1]);
    expect(enrollmentId).toBeGreaterThan(0);

    // Parent: /applications shows the contract to sign; signing records the name.
    await parent.goto("/applications");
    await waitForApp(parent);
    await expectAccessibleContent(parent);
    await parent
      .getByTestId(`application-${enrollmentId}`)
      .getByRole("link", { name: `Sign contract for Chloe Huang, ${session.title}` })
      .click();
    await expect(parent).toHaveURL(new RegExp(`/enrollment/${enrollmentId}/contract$`));
    await expect(parent.getByTestId("contract-body")).not.toBeEmpty();
    await expect(parent.getByTestId("contract-pdf")).toHaveAttribute(
      "href",
      `/api/enrolled-session/${enrollmentId}/contract.pdf`,
    );
    await expectAccessibleContent(parent);
    await parent.getByRole("textbox", { name: /Your full name/ }).fill("Jennifer Huang");
    await parent.getByRole("checkbox", { name: "I have read and agree to this contract" }).check();
    await parent.getByRole("button", { name: "Sign", exact: true }).click();
    await expect(parent.getByTestId("contract-signed")).toContainText("Signed by Jennifer Huang");

    // The contract email's link (/applications?contract={id}) opens the same page.
    await parent.goto(`/applications?contract=${enrollmentId}`);
    await expect(parent).toHaveURL(new RegExp(`/enrollment/${enrollmentId}/contract$`));
    await expect(parent.getByTestId("contract-signed")).toBeVisible();

    // The admin sees who signed it.
    await admin.reload();
    await waitForApp(admin);
    await expect(admin.getByTestId("contract-state")).toContainText("Signed by Jennifer Huang");
    await expect(admin.getByRole("switch", { name: /Need to pay first/ })).toBeChecked();
  });
});
