import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { signInAs, stamp, waitForApp } from "./helpers";

/**
 * On a phone (375 × 812, touch): an admin assigns a to-do to a colleague by tapping
 * "Responsible" and picking them from the list (the form used to jump to the top and the list never showed);
 * the floating opener leaves the footer's feedback button uncovered, stays under the menu drawer, and the
 * panel's four tabs all fit. The colleague is the demo's second admin, "admin2" (吳怡君): the staff picker lists
 * active super-admins. The journey adds a to-do of its own (a unique title) and reads nothing else.
 *
 * SHOTS_DIR=/some/dir saves screenshots of the panel picking a person and of the page's end, to look at.
 */
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

const AUTHOR = "admin";
const COLLEAGUE = "admin2";

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`) });
}

/** The element a tap at the centre of `target` lands on is `target` (nothing covers it). */
async function receivesTapAtCentre(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

test("an admin on a phone picks the responsible person from the list by touch", async ({ page }) => {
  test.slow();
  const title = `E2E phone to-do ${stamp()}`;
  await signInAs(page, AUTHOR);
  const staff = (await (
    await page.request.get(
      "/api/users/search?page=1&page_size=50&is_active=1&role=super-admin&order_by=name&order_direction=asc",
    )
  ).json()) as { users: { data: { id: number; username: string; first_name: string; last_name: string }[] } };
  const colleague = staff.users.data.find((user) => user.username === COLLEAGUE);
  if (!colleague) throw new Error("the demo's second admin is an active super-admin");
  // As the app writes a Chinese name: family name first, no space (吳怡君).
  const colleagueName = `${colleague.last_name}${colleague.first_name}`;

  await page.goto("/home");
  await waitForApp(page);
  await page.getByTestId("todo-opener").tap();
  const panel = page.getByTestId("todo-panel");
  await expect(panel).toBeVisible();
  await panel.getByTestId("todo-tab-newTodo").tap();
  const form = panel.getByTestId("todo-form");
  await expect(form).toBeVisible();
  await form.getByRole("textbox", { name: /^Title/ }).fill(title);
  await form.getByRole("checkbox", { name: "All day" }).tap(); // no start time needed

  // Far down the form: tapping it opens the list where the field is, and the form stays where it was.
  const responsible = form.getByRole("combobox", { name: "Responsible" });
  await responsible.scrollIntoViewIfNeeded();
  await responsible.tap();
  const option = page.getByRole("option", { name: colleagueName, exact: true });
  await expect(option).toBeVisible();
  await expect(option).toBeInViewport();
  await expect(responsible).toBeInViewport();
  await shot(page, "todo-panel-picking-375");
  await option.tap();
  await expect(option).toHaveAttribute("aria-selected", "true");
  await responsible.press("Escape");

  const created = page.waitForResponse(
    (r) => r.url().endsWith("/api/todos") && r.request().method() === "POST",
  );
  await form.getByRole("button", { name: "Save", exact: true }).tap();
  const saved = await created;
  expect(saved.status(), await saved.text()).toBe(200);
  const todo = (await saved.json()) as { id: number };
  expect(
    (saved.request().postDataJSON() as { responsible_members: unknown[] }).responsible_members,
  ).toContainEqual({ user_id: colleague.id });
  // Back on the pending list, the to-do names the person picked.
  await expect(panel.getByTestId(`todo-${todo.id}`)).toContainText(colleagueName);
});

test("on a phone the opener covers neither the footer nor the menu, and the panel's tabs fit", async ({
  page,
}) => {
  test.slow();
  await signInAs(page, AUTHOR);
  await page.goto("/home");
  await waitForApp(page);
  const opener = page.getByTestId("todo-opener");
  await expect(opener).toBeVisible();

  // At the end of the page the footer's feedback button scrolls clear of the opener.
  const feedback = page.getByRole("contentinfo").getByRole("button", { name: "Feedback", exact: true });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(feedback).toBeInViewport();
  expect(await receivesTapAtCentre(feedback)).toBe(true);
  const [button, corner] = [await feedback.boundingBox(), await opener.boundingBox()];
  if (!button || !corner) throw new Error("both are on the page");
  expect(button.y + button.height, "the feedback button ends above the opener").toBeLessThanOrEqual(corner.y);
  await shot(page, "page-end-375");

  // The menu drawer opens over the opener.
  await page.getByRole("button", { name: "Open menu" }).tap();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await receivesTapAtCentre(opener)).toBe(false);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The panel fills the phone; all four tabs are whole on the screen ("My items" was cut off).
  await opener.tap();
  const panel = page.getByTestId("todo-panel");
  await expect.poll(() => panel.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 812 });
  const menu = panel.getByRole("navigation", { name: "To-do lists" });
  for (const name of ["Pending", "Done", "New to-do", "My items"]) {
    const tab = menu.getByRole("button", { name, exact: true });
    await expect(tab).toBeVisible();
    const box = await tab.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375, `${name}: ${JSON.stringify(box)}`).toBe(true);
    expect(await receivesTapAtCentre(tab)).toBe(true);
  }
  await shot(page, "todo-panel-tabs-375");
});
