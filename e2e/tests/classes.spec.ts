import { expect, test } from "@playwright/test";
import {
  createAccount,
  createClass,
  createCourseSession,
  expectAccessibleContent,
  expectNoSeriousA11yViolations,
  fillDate,
  nameOf,
  openPage,
  sessionApi,
  signInAs,
  stamp,
  waitForApp,
} from "./helpers";

test.describe("classes and placement", () => {
  test("admin places a paid student into a class; the student shows on its students tab and on /my-classes", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // A long journey: two users, five pages, each checked with axe.
    test.slow();
    await signInAs(page, "admin");
    const admin = sessionApi(page, baseURL ?? "");
    // Its own online session, class and student: placing changes none of the demo classes others read.
    const id = stamp();
    const toefl = await createCourseSession(admin, {
      title: `E2E TOEFL online ${id}`,
      is_online: true,
      city: "online",
    });
    const className = `E2E TOEFL Speaking & Writing ${id}`;
    const onlineLink = `https://meet.example.com/e2e-${id}`;
    await createClass(admin, toefl.id, { name: className, is_online: true, online_link: onlineLink });
    const student = await createAccount(admin, "student", { first_name: "Placed", signIn: true });
    // A paid enrollment gives the student a ticket waiting for a class.
    await admin.post("/api/quick-enroll-student", {
      student_user_id: student.id,
      course_session_id: toefl.id,
      payment_status: "paid",
    });

    await page.goto("/placement");
    await waitForApp(page);
    await expect(page.getByRole("heading", { name: "Placement", level: 1 })).toBeVisible();
    const waiting = page.getByTestId("waiting-tickets");
    await expect(waiting).toContainText(nameOf(student));
    await expectAccessibleContent(page);
    await page.screenshot({ path: testInfo.outputPath("placement-desktop.png"), fullPage: true });

    await page.getByRole("searchbox", { name: "Search students" }).fill(student.username);
    await expect(waiting.getByRole("row")).toHaveCount(2);
    await waiting.getByRole("button", { name: `Place ${nameOf(student)} (${toefl.title})` }).click();
    const dialog = page.getByRole("dialog", { name: `Place ${nameOf(student)}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("combobox", { name: "Class", exact: true }).click();
    await page.getByRole("option", { name: className, exact: true }).click();
    await fillDate(dialog.getByLabel("Date", { exact: true }), "2026-09-01");
    await dialog.getByLabel("Time", { exact: true }).fill("19:30");
    await dialog.getByLabel("Classroom", { exact: true }).fill("Zoom A");
    await dialog.getByLabel("Study room", { exact: true }).fill("Breakout 2");
    await dialog.getByLabel("Score range", { exact: true }).fill("90-100");
    await expectNoSeriousA11yViolations(page, "[role=dialog]");
    await dialog.getByRole("button", { name: "Place", exact: true }).click();
    // The notice closes by itself after a few seconds: checked first.
    await expect(page.getByText(`${nameOf(student)} was placed in ${className}.`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The placed tab lists it with the class; the class's students tab shows the placement fields.
    await page.getByRole("tab", { name: "Placed" }).click();
    const placed = page.getByTestId("placed-tickets");
    const row = placed.getByRole("row").filter({ hasText: nameOf(student) });
    await expect(row).toContainText("Zoom A");
    await expectAccessibleContent(page);
    await row.getByRole("link", { name: className, exact: true }).click();
    await expect(page).toHaveURL(/\/session-classes\/\d+\?tab=students$/);
    await expect(page.getByRole("heading", { name: className, level: 1 })).toBeVisible();
    const students = page.getByTestId("class-students");
    const studentRow = students.getByRole("row").filter({ hasText: nameOf(student) });
    await expect(studentRow).toContainText("Zoom A");
    await expect(studentRow).toContainText("90-100");
    await expect(studentRow).toContainText("2026-09-01");
    await expectAccessibleContent(page);
    await page.screenshot({ path: testInfo.outputPath("class-students-desktop.png"), fullPage: true });
    await page.getByRole("tab", { name: "Info" }).click();
    await expect(page).not.toHaveURL(/tab=/);
    await expect(page.getByText(onlineLink)).toBeVisible();
    await expectAccessibleContent(page);
    await page.screenshot({ path: testInfo.outputPath("class-info-desktop.png"), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath("class-info-375.png"), fullPage: true });
    await page.getByRole("tab", { name: /Students/ }).click();
    await page.screenshot({ path: testInfo.outputPath("class-students-375.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The student sees the class among their classes and opens it (their own ticket only).
    const studentPage = await openPage(browser, baseURL ?? "", student);
    await studentPage.goto("/my-classes");
    await waitForApp(studentPage);
    await expect(studentPage.getByRole("heading", { name: "My classes", level: 1 })).toBeVisible();
    const classes = studentPage.getByTestId("classes-table");
    await expect(classes.getByRole("link", { name: className, exact: true })).toBeVisible();
    // Students cannot edit classes: no edit action.
    await expect(studentPage.getByRole("link", { name: /^Edit / })).toHaveCount(0);
    await expect(studentPage.getByRole("link", { name: "New class" })).toHaveCount(0);
    await expectAccessibleContent(studentPage);
    // On a phone the classes are cards, each with its schedule.
    await studentPage.setViewportSize({ width: 375, height: 800 });
    await expect(classes).toHaveAttribute("data-layout", "cards");
    await expect(classes.getByRole("listitem").filter({ hasText: className })).toContainText("Schedule");
    await expectAccessibleContent(studentPage);
    await studentPage.setViewportSize({ width: 1280, height: 800 });
    await classes.getByRole("link", { name: className, exact: true }).click();
    await studentPage.getByRole("tab", { name: /Students/ }).click();
    await expect(studentPage.getByTestId("class-students")).toContainText(nameOf(student));
    await expect(studentPage.getByRole("link", { name: "Edit" })).toHaveCount(0);
    await expectAccessibleContent(studentPage);
    await studentPage.context().close();
  });

  test("admin edits a course session's fee and sees it as money; an ended class opens read-only", async ({
    page,
    baseURL,
  }, testInfo) => {
    // Three pages, two viewports and three axe checks: over 60 s on a loaded 2-core machine.
    test.slow();
    await signInAs(page, "admin");
    const admin = sessionApi(page, baseURL ?? "");
    // Its own session (US$1,200): the fee change touches no demo session.
    const session = await createCourseSession(admin, { fee: 120_000, currency: "USD" });

    await page.goto(`/course-sessions/${session.id}/edit`);
    await waitForApp(page);
    await expect(page.getByRole("heading", { name: "Edit course session", level: 1 })).toBeVisible();
    const fee = page.getByRole("textbox", { name: "Fee" });
    await expect(fee).toHaveValue("1200");
    await expectAccessibleContent(page);
    await page.screenshot({ path: testInfo.outputPath("session-edit-desktop.png"), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath("session-edit-375.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A fee that is not money is refused on the field; USD takes cents.
    await fee.fill("12.345");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Money must be a number greater than 0.")).toBeVisible();
    await fee.fill("1,250.50");
    await expect(page.getByText("$1,250.50")).toBeVisible();
    // Leaving with changes asks first; Cancel stays.
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog", { name: "Warning" })).toBeVisible();
    await page.getByRole("dialog", { name: "Warning" }).getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/edit$/);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(new RegExp(`/course-sessions/${session.id}/detail$`));
    await expect(page.getByText("$1,250.50")).toBeVisible();
    await expectAccessibleContent(page);

    const old = (await admin.get("/api/session-classes/all?status=ended")) as {
      data: { id: number; name: string }[];
    };
    const ended = old.data[0];
    if (!ended) throw new Error("the demo data has an ended class");
    await page.goto(`/old-session-classes/${ended.id}`);
    await expect(page.getByRole("heading", { name: ended.name, level: 1 })).toBeVisible();
    await expect(page.getByText("This class has ended; it is shown read-only.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
    await expectAccessibleContent(page);
  });
});
