import { expect, test } from "@playwright/test";
import {
  createAccount,
  createClass,
  createCourseSession,
  expectAccessibleContent,
  nameOf,
  openPage,
  placeInClass,
  type SignedInUser,
  sessionApi,
  signInAs,
  stamp,
  waitForApp,
} from "./helpers";

test.describe("course progress and the course list", () => {
  test("a parent opens their child's progress from /my-courses and sees the class they are placed in", async ({
    page,
  }, testInfo) => {
    // Four pages, each checked with axe.
    test.slow();
    await signInAs(page, "parent");
    const children = (await page.request.get("/api/students").then((r) => r.json())) as {
      data: SignedInUser[];
    };
    const child = children.data.find((user) => user.username === "student");
    if (!child) throw new Error("the demo parent has the demo student as a child");

    await page.goto("/my-courses");
    await waitForApp(page);
    await page.getByRole("link", { name: "Course progress", exact: true }).click();
    await expect(page).toHaveURL(/\/courses\/studentprogress$/);
    await expect(page.getByRole("heading", { name: "Student progress", level: 1 })).toBeVisible();
    await expect(page.getByText("Your children.")).toBeVisible();
    const picker = page.getByTestId("progress-students");
    const student2 = children.data.find((user) => user.username === "student2");
    if (!student2) throw new Error("the demo parent has student2 as a child");
    await expect(picker).toContainText(nameOf(student2));
    await expectAccessibleContent(page);

    await picker.getByRole("link", { name: `View the course progress of ${nameOf(child)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/studentprogress/${child.id}$`));
    await expect(
      page.getByRole("heading", { name: `Course progress: ${nameOf(child)}`, level: 1 }),
    ).toBeVisible();
    // The demo student is placed in "SAT Reading & Writing A" (classroom 301) of the SAT summer session.
    const sat = page.getByTestId("progress-session").filter({ hasText: "SAT Reading & Writing A" });
    await expect(sat).toHaveCount(1);
    const row = sat
      .getByTestId("progress-tickets")
      .getByRole("row")
      .filter({ hasText: "SAT Reading & Writing A" });
    await expect(row).toContainText("301");
    await expect(row).toContainText("No. 7, Sec. 5, Xinyi Rd, Taipei");
    // Its stages: enrolled and paid behind it, the current one placed or in class (by today's date).
    const track = sat.getByRole("list", { name: /^Stages of / });
    await expect(track.locator("li[aria-current=step]")).toHaveText(/^(In class|Placed)/);
    await expect(track.getByRole("listitem")).toHaveCount(5);
    // The parent may open the class and the course session from here.
    await expect(row.getByRole("link", { name: "SAT Reading & Writing A" })).toBeVisible();
    await expectAccessibleContent(page);
    await page.screenshot({ path: testInfo.outputPath("progress-desktop.png"), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath("progress-375.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await sat.getByRole("heading", { level: 2 }).getByRole("link").click();
    await expect(page).toHaveURL(/\/course-sessions\/\d+\/detail$/);
    await expect(page.getByText("Payment before the first class")).toBeVisible();
    // No admin actions for a parent.
    await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Classes \(/ })).toHaveCount(0);
    await expectAccessibleContent(page);
  });

  test("a student goes straight to their own progress", async ({ page }) => {
    const me = await signInAs(page, "student");
    await page.goto("/courses/studentprogress");
    await waitForApp(page);
    await expect(page).toHaveURL(new RegExp(`/courses/studentprogress/${me.id}$`));
    await expect(
      page.getByRole("heading", { name: `Course progress: ${nameOf(me)}`, level: 1 }),
    ).toBeVisible();
    await expect(page.getByTestId("progress-session").first()).toBeVisible();
  });

  test("a teacher opens a student's progress from their class's students tab", async ({ page }) => {
    await signInAs(page, "teacher");
    const mine = (await page.request.get("/api/session-classes?q=SAT Reading").then((r) => r.json())) as {
      data: { id: number; name: string }[];
    };
    const sat = mine.data.find((cls) => cls.name === "SAT Reading & Writing A");
    if (!sat) throw new Error("the demo teacher teaches SAT Reading & Writing A");
    await page.goto(`/session-classes/${sat.id}?tab=students`);
    await waitForApp(page);
    const link = page
      .getByTestId("class-students")
      .getByRole("link", { name: /^Course progress of / })
      .first();
    const name = ((await link.getAttribute("aria-label")) ?? "").replace("Course progress of ", "");
    await link.click();
    await expect(page.getByRole("heading", { name: `Course progress: ${name}`, level: 1 })).toBeVisible();
    await expect(
      page.getByTestId("progress-session").filter({ hasText: "SAT Reading & Writing A" }),
    ).toHaveCount(1);
    // The picker lists the teacher's students.
    await page.getByRole("link", { name: "Choose another student" }).click();
    await expect(page.getByText("The students placed in your classes.")).toBeVisible();
    await expect(page.getByTestId("progress-students")).toContainText(name);
    await expectAccessibleContent(page);
  });

  test("a teacher's /my-courses lists the course sessions they teach, not an enroll prompt", async ({
    page,
  }) => {
    await signInAs(page, "teacher");
    await page.goto("/my-courses");
    await waitForApp(page);
    const taught = page.getByTestId("taught-sessions");
    await expect(taught.getByRole("heading", { name: "Courses I teach" })).toBeVisible();
    await expect(taught.getByRole("link", { name: "SAT Reading & Writing A" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Enroll in a course" })).toHaveCount(0);
    await expectAccessibleContent(page);
    await taught.getByRole("link", { name: "SAT Reading & Writing A" }).click();
    await expect(page).toHaveURL(/\/session-classes\/\d+$/);
  });

  test("an admin deletes an empty class from /session-classes/all; a class with students is refused", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, "admin");
    const admin = sessionApi(page, baseURL ?? "");
    // Its own session with two classes, one with a student placed in it: the demo classes are not touched.
    const id = stamp();
    const session = await createCourseSession(admin, { active: false });
    const empty = await createClass(admin, session.id, { name: `E2E Empty Class ${id}` });
    const full = await createClass(admin, session.id, { name: `E2E Full Class ${id}` });
    await placeInClass(admin, (await createAccount(admin, "student")).id, full);

    await page.goto(`/session-classes/all?course_session_id=${session.id}`);
    await waitForApp(page);
    const table = page.getByTestId("classes-table");
    const fullRow = table.getByRole("row").filter({ hasText: full.name });
    await fullRow.getByRole("button", { name: `Delete ${full.name}`, exact: true }).click();
    await fullRow.getByRole("button", { name: "Confirm delete", exact: true }).click();
    await expect(
      page.getByText("This class still has students; move them to another class first."),
    ).toBeVisible();
    await expect(fullRow).toBeVisible();

    const emptyRow = table.getByRole("row").filter({ hasText: empty.name });
    await emptyRow.getByRole("button", { name: `Delete ${empty.name}`, exact: true }).click();
    await expectAccessibleContent(page);
    await emptyRow.getByRole("button", { name: "Confirm delete", exact: true }).click();
    await expect(page.getByText("Class deleted.")).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: empty.name })).toHaveCount(0);
    await expect(fullRow).toBeVisible();
  });

  test("an admin hides a course from the catalogue with its switch: /classes no longer lists it; then deletes it", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // Two users, three page loads and two axe checks.
    test.slow();
    await signInAs(page, "admin");
    const admin = sessionApi(page, baseURL ?? "");
    const id = stamp();
    const title = `E2E Catalogue Course ${id}`;
    await admin.post("/api/courses", {
      translations: { en: { title, description: "A course for the end-to-end test." } },
      category: "other",
      season: "winter",
      order: 99_999,
    });
    // A course with a session of its own for the refused delete (hidden from visitors and /enroll).
    const busy = `E2E Course With Session ${id}`;
    const busyCourse = (await admin.post("/api/courses", {
      translations: { en: { title: busy, description: "A course that has a session." } },
      category: "other",
      is_visible: false,
      order: 99_999,
    })) as { id: number };
    await createCourseSession(admin, { course_id: busyCourse.id, active: false });

    const visitorPage = await openPage(browser, baseURL ?? "");
    await visitorPage.goto("/classes");
    await waitForApp(visitorPage);
    await expect(visitorPage.getByTestId("course-card").filter({ hasText: title })).toHaveCount(1);

    await page.goto("/courses");
    await waitForApp(page);
    await expect(page.getByRole("heading", { name: "Courses", level: 1 })).toBeVisible();
    const visible = page.getByRole("switch", { name: `Visible to visitors: ${title}` });
    await expect(visible).toBeChecked();
    await expectAccessibleContent(page);
    await page.screenshot({ path: testInfo.outputPath("courses-admin-desktop.png"), fullPage: true });
    // Mantine draws the track over the switch's input (hence force); the switches are disabled while a
    // change is saved, so each click waits for them to be enabled again rather than for a fixed time.
    await expect(visible).toBeEnabled();
    await visible.click({ force: true });
    await expect(page.getByText(`${title}: saved.`)).toBeVisible();
    await expect(visible).not.toBeChecked();
    const landing = page.getByRole("switch", { name: `On the landing page: ${title}` });
    await expect(landing).toBeEnabled();
    await landing.click({ force: true });
    await expect(landing).toBeChecked();

    await visitorPage.goto("/classes");
    await waitForApp(visitorPage);
    await expect(visitorPage.getByTestId("course-card").first()).toBeVisible();
    await expect(visitorPage.getByTestId("course-card").filter({ hasText: title })).toHaveCount(0);
    await visitorPage.context().close();

    // A course with sessions cannot go (409, the server's message); an empty one can, after confirming.
    const row = page.getByRole("row").filter({ hasText: busy });
    await row.getByRole("button", { name: `Delete ${busy}`, exact: true }).click();
    await row.getByRole("button", { name: "Confirm delete", exact: true }).click();
    await expect(
      page.getByText("This course still has course sessions; move or delete them first."),
    ).toBeVisible();
    await expect(row).toBeVisible();

    const mine = page.getByRole("row").filter({ hasText: title });
    await mine.getByRole("button", { name: `Delete ${title}`, exact: true }).click();
    await expectAccessibleContent(page);
    await mine.getByRole("button", { name: "Confirm delete", exact: true }).click();
    await expect(page.getByText("Course deleted.")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
  });
});
