import { expect, test } from "@playwright/test";
import {
  adminApi,
  createAccount,
  createCourseSession,
  expectAccessibleContent,
  nameOf,
  openPage,
  stamp,
  waitForApp,
} from "./helpers";

/**
 * The enrollment journey: a parent enrolls two children in a session in three steps (a duplicate email is
 * refused first), an admin finds the unread enrollment, marks it read, sets need-pay-first, creates
 * and sends the contract, and the parent signs it. axe (serious/critical = 0) on each page's content.
 * The family and the session are its own: the demo parent and children that other specs read are untouched.
 */

test.describe("enrollment", () => {
  test("parent enrolls two children; admin handles it and sends the contract; parent signs", async ({
    browser,
    baseURL,
  }) => {
    // Several pages, each checked with axe: a long journey.
    test.slow();
    const api = await adminApi(baseURL ?? "");
    const family = `Huang${stamp()}`;
    const ethan = await createAccount(api, "student", { first_name: "Ethan", last_name: family });
    const chloe = await createAccount(api, "student", { first_name: "Chloe", last_name: family });
    const mother = await createAccount(api, "parent", {
      first_name: "Jennifer",
      last_name: family,
      student_ids: [ethan.id, chloe.id],
      signIn: true,
    });
    const session = await createCourseSession(api, { title: `E2E Group Class ${family}` });
    await api.dispose();
    const [ethanName, chloeName, signer] = [nameOf(ethan), nameOf(chloe), nameOf(mother)];
    const parent = await openPage(browser, baseURL ?? "", mother);

    // Step one: contact prefilled from the profile; both children picked from the linked accounts.
    await parent.goto("/enroll");
    await waitForApp(parent);
    await expect(parent.getByRole("heading", { name: "Enroll in a class" })).toBeVisible();
    const contact = parent.getByRole("group", { name: "Your contact details" });
    await expect(contact.getByRole("textbox", { name: /^First name/ })).toHaveValue("Jennifer");
    await parent.getByRole("button", { name: `Add ${ethanName}`, exact: true }).click();
    await parent.getByRole("button", { name: `Add ${chloeName}`, exact: true }).click();
    const second = parent.getByRole("group", { name: "Student 2" });
    const secondEmail = second.getByRole("textbox", { name: /^Email/ });
    await expect(
      parent.getByRole("group", { name: "Student 1" }).getByRole("textbox", { name: /^Email/ }),
    ).toHaveValue(ethan.email);
    await expect(secondEmail).toHaveValue(chloe.email);
    await expectAccessibleContent(parent);

    // The same email twice is refused on the exact row before anything is sent.
    await secondEmail.fill(ethan.email.toUpperCase());
    await parent.getByRole("button", { name: "Next" }).click();
    await expect(
      second.getByText("The emails of all students and the parent must be different."),
    ).toBeVisible();
    await expect(parent).toHaveURL(/\/enroll$/);
    await secondEmail.fill(chloe.email);
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

    // Admin: the new enrollment is in the unread list for that session.
    const admin = await openPage(browser, baseURL ?? "", "admin");
    await admin.goto(`/enrollment?read=unread&course_session_id=${session.id}&q=${chloe.first_name}`);
    await waitForApp(admin);
    const chloeLink = admin.getByRole("link", { name: chloeName, exact: true });
    const row = admin.locator('[data-testid^="enrollment-row-"]').filter({ has: chloeLink });
    await expect(row).toHaveAttribute("data-unread", "true");
    await expect(row.getByText("Unread", { exact: true })).toBeVisible();
    await expectAccessibleContent(admin);
    await row.getByRole("link", { name: chloeName, exact: true }).click();

    await expect(admin.getByRole("heading", { name: chloeName, level: 1 })).toBeVisible();
    await expect(admin.getByTestId("read-state")).toHaveText("Unread");
    await admin.getByRole("button", { name: "Mark as read" }).click();
    await expect(admin.getByTestId("read-state")).toHaveText("Read");
    // A new enrollment does not need paying first until the admin says so.
    const needPayFirst = admin.getByRole("switch", { name: /Need to pay first/ });
    await expect(needPayFirst).not.toBeChecked();
    await expect(needPayFirst).toBeEnabled();
    await needPayFirst.click({ force: true });
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
    const signLink = parent
      .getByTestId(`application-${enrollmentId}`)
      .getByRole("link", { name: `Sign contract for ${chloeName}, ${session.title}`, exact: true });
    // On a phone the list becomes cards and the contract's button stays in view.
    await parent.setViewportSize({ width: 375, height: 800 });
    await expect(parent.getByTestId("applications-table")).toHaveAttribute("data-layout", "cards");
    await expect(signLink).toBeVisible();
    const box = await signLink.boundingBox();
    expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    await expectAccessibleContent(parent);
    await parent.setViewportSize({ width: 1280, height: 800 });
    await expect(parent.getByTestId("applications-table")).toHaveAttribute("data-layout", "table");
    await signLink.click();
    await expect(parent).toHaveURL(new RegExp(`/enrollment/${enrollmentId}/contract$`));
    await expect(parent.getByTestId("contract-body")).not.toBeEmpty();
    // The PDF link carries the interface language and the reader's time zone (labels, signing time).
    await expect(parent.getByTestId("contract-pdf")).toHaveAttribute(
      "href",
      new RegExp(`^/api/enrolled-session/${enrollmentId}/contract\\.pdf\\?lang=en&tz=[A-Za-z_%0-9+-]+$`),
    );
    await expectAccessibleContent(parent);
    await parent.getByRole("textbox", { name: /Your full name/ }).fill(signer);
    await parent.getByRole("checkbox", { name: "I have read and agree to this contract" }).check();
    await parent.getByRole("button", { name: "Sign", exact: true }).click();
    await expect(parent.getByTestId("contract-signed")).toContainText(`Signed by ${signer}`);

    // The contract email's link (/applications?contract={id}) opens the same page.
    await parent.goto(`/applications?contract=${enrollmentId}`);
    await waitForApp(parent);
    await expect(parent).toHaveURL(new RegExp(`/enrollment/${enrollmentId}/contract$`));
    await expect(parent.getByTestId("contract-signed")).toBeVisible();

    // The admin sees who signed it.
    await admin.reload();
    await waitForApp(admin);
    await expect(admin.getByTestId("contract-state")).toContainText(`Signed by ${signer}`);
    await expect(admin.getByRole("switch", { name: /Need to pay first/ })).toBeChecked();
    await admin.context().close();
    await parent.context().close();
  });
});
