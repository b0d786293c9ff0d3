import { expect, type Page, request, test } from "@playwright/test";
import { DEMO_PASSWORD, expectAccessibleContent, sessionApi, signInAs, stamp, waitForApp } from "./helpers";

/** A 1×1 PNG. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A throwaway account through the public registration (captcha checks are off in this run). */
async function registerUser(baseURL: string, username: string, firstName: string): Promise<number> {
  const context = await request.newContext({ baseURL });
  const response = await context.post("/api/register", {
    headers: { Origin: baseURL },
    data: {
      username,
      email: `${username}@example.com`,
      first_name: firstName,
      last_name: "Throwaway",
      password: "throwaway-pass-1",
      password_confirmation: "throwaway-pass-1",
      captcha: "anything",
      captcha_key: "anything",
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { user: { id: number } };
  await context.dispose();
  return body.user.id;
}

async function pickUser(page: Page, label: string, username: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true }).and(page.locator("input"));
  await input.click();
  await input.fill(username);
  await page.getByRole("option", { name: new RegExp(`^${username} `) }).click();
}

test.describe("users administration", () => {
  test("admin searches users and deactivates student2, whose next sign-in lands on /inactive", async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    await signInAs(page, "admin");
    await page.goto("/users");
    await waitForApp(page);
    await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
    await expect(page.getByTestId("users-table")).toContainText("teacher2");
    await expectAccessibleContent(page);
    await page.screenshot({ path: testInfo.outputPath("users-desktop.png"), fullPage: true });

    await page.getByRole("searchbox", { name: "Search" }).fill("student2");
    await expect(page).toHaveURL(/[?&]q=student2/);
    const table = page.getByTestId("users-table");
    await expect(table.getByRole("link", { name: "student2", exact: true })).toBeVisible();
    await expect(table.getByRole("link", { name: "teacher2", exact: true })).toHaveCount(0);

    // The teachers tab is a role filter kept in the path.
    await page.getByRole("tab", { name: "Teachers" }).click();
    await expect(page).toHaveURL(/\/users\/teachers/);
    await page.getByRole("searchbox", { name: "Search" }).fill("");
    await expect(
      page.getByTestId("users-table").getByRole("link", { name: "teacher2", exact: true }),
    ).toBeVisible();
    await expect(
      page.getByTestId("users-table").getByRole("link", { name: "student", exact: true }),
    ).toHaveCount(0);

    await page.goto("/users?q=student2");
    await page.getByTestId("users-table").getByRole("link", { name: "student2", exact: true }).click();
    await expect(page).toHaveURL(/\/user\/\d+$/);
    await expect(page.getByRole("heading", { name: "student2", level: 1 })).toBeVisible();
    await expect(page.getByTestId("basic-section")).toContainText("Chloe");
    await expectAccessibleContent(page);
    await page.screenshot({ path: testInfo.outputPath("user-desktop.png"), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath("user-375.png"), fullPage: true });
    await page.goto("/users");
    await expect(page.getByTestId("users-table")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("users-375.png"), fullPage: true });
    await page.goBack();
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole("tab", { name: "Account and roles" }).click();
    await expectAccessibleContent(page);
    await page.getByRole("switch", { name: "Active" }).click({ force: true });
    await expect(page.getByTestId("user-status")).toHaveText("Inactive");

    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    await other.goto("/login");
    await waitForApp(other);
    await other.locator("form input:not([type=password])").first().fill("student2");
    await other.locator("form input[type=password]").fill(DEMO_PASSWORD);
    await other.locator("form button[type=submit]").click();
    await expect(other).toHaveURL(/\/inactive$/);
    await context.close();
  });

  test("admin merges two users and nothing of either is lost", async ({ page, baseURL }) => {
    const id = stamp();
    const fromName = `dup${id}`;
    const toName = `keep${id}`;
    const fromId = await registerUser(baseURL ?? "", fromName, "Duplicate");
    const toId = await registerUser(baseURL ?? "", toName, "Keeper");
    await signInAs(page, "admin");
    const api = sessionApi(page, baseURL ?? "");
    const tagA = (await api.post("/api/tag", { name: `merge-a-${id}`, color: "green" })) as { id: number };
    const tagB = (await api.post("/api/tag", { name: `merge-b-${id}`, color: "red" })) as { id: number };
    const student = (await api.get("/api/users/search?q=student2")) as {
      users: { data: { id: number; username: string }[] };
    };
    const childId = student.users.data.find((user) => user.username === "student2")?.id ?? 0;
    // From: a parent of student2 with tag A. To: a teacher with tag B.
    await api.post(`/api/role/parent/${fromId}`);
    await api.post("/api/parent/connect-student", { parent_user_id: fromId, users: [childId] });
    await api.post(`/api/user/${fromId}/attach-tags`, { tag_ids: [tagA.id] });
    await api.post(`/api/role/teacher/${toId}`);
    await api.post(`/api/user/${toId}/attach-tags`, { tag_ids: [tagB.id] });

    await page.goto("/users/merge");
    await waitForApp(page);
    await pickUser(page, "Merge this user…", fromName);
    await pickUser(page, "…into this user (kept)", toName);
    await page.getByRole("button", { name: "Show what changes" }).click();
    const preview = page.getByTestId("merge-preview");
    await expect(preview).toContainText("Parent");
    await expect(preview).toContainText("Teacher");
    // Both set a different first name: keep the removed user's.
    await page.getByRole("radio", { name: "Keep Duplicate for first_name" }).click({ force: true });
    await expectAccessibleContent(page);
    await page.getByRole("button", { name: "Merge…" }).click();
    await page.getByRole("button", { name: "Merge now" }).click();
    await expect(page).toHaveURL(new RegExp(`/user/${toId}$`));

    const merged = (await api.get(`/api/profile/${toId}`)) as {
      user: { all_roles: string[]; first_name: string };
      children: { id: number }[];
    };
    expect(merged.user.all_roles).toEqual(expect.arrayContaining(["parent", "teacher"]));
    expect(merged.user.first_name).toBe("Duplicate");
    expect(merged.children.map((child) => child.id)).toContain(childId);
    const found = (await api.get(`/api/users/search?q=${toName}`)) as {
      users: { data: { id: number; tags: { id: number }[] }[] };
    };
    const tags = found.users.data.find((user) => user.id === toId)?.tags.map((tag) => tag.id) ?? [];
    expect(tags).toEqual(expect.arrayContaining([tagA.id, tagB.id]));
    expect(await api.status(`/api/profile/${fromId}`)).toBe(404);

    // The page shows it too.
    await page.getByRole("tab", { name: "Tags" }).click();
    await expect(page.getByTestId("tags-panel")).toContainText(`merge-a-${id}`);
    await expect(page.getByTestId("tags-panel")).toContainText(`merge-b-${id}`);
  });

  test("admin uploads a photo for student and deletes a throwaway user", async ({ page, baseURL }) => {
    const throwaway = `gone${stamp()}`;
    const throwawayId = await registerUser(baseURL ?? "", throwaway, "Temporary");
    await signInAs(page, "admin");
    const api = sessionApi(page, baseURL ?? "");
    const found = (await api.get("/api/users/search?q=student")) as {
      users: { data: { id: number; username: string }[] };
    };
    const studentId = found.users.data.find((user) => user.username === "student")?.id ?? 0;
    expect(studentId).toBeGreaterThan(0);

    await page.goto(`/user/${studentId}`);
    await waitForApp(page);
    const photo = page.getByTestId("profile-photo");
    const input = photo.locator('input[type="file"]');
    // The client refuses what is not a JPEG, PNG or WebP before sending it.
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(page.getByTestId("photo-error")).toHaveText("Choose a JPEG, PNG or WebP image.");
    await input.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: TINY_PNG });
    await expect(page.getByText("The photo is saved.")).toBeVisible();
    await expect(page.getByTestId("photo-error")).toHaveCount(0);
    const profile = (await api.get(`/api/profile/${studentId}`)) as { basic: { photo_upload_id: number } };
    expect(profile.basic.photo_upload_id).toBeGreaterThan(0);
    await expect(photo.locator("img")).toHaveAttribute("src", `/files/${profile.basic.photo_upload_id}`);
    expect(await api.status(`/files/${profile.basic.photo_upload_id}`)).toBe(200);
    await expectAccessibleContent(page);

    // No delete button on one's own page.
    const me = (await api.get("/api/profile")) as { user: { id: number } };
    await page.goto(`/user/${me.user.id}`);
    await expect(page.getByRole("heading", { name: "admin", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete user" })).toHaveCount(0);

    await page.goto(`/user/${throwawayId}`);
    await expect(page.getByRole("heading", { name: throwaway, level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Delete user" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete user" });
    await expect(dialog).toContainText(`${throwaway} (Temporary Throwaway)`);
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByText(`${throwaway} was deleted.`)).toBeVisible();
    expect(await api.status(`/api/profile/${throwawayId}`)).toBe(404);
  });

  test("admin edits a tag", async ({ page, baseURL }) => {
    const id = stamp();
    await signInAs(page, "admin");
    const api = sessionApi(page, baseURL ?? "");
    const tag = (await api.post("/api/tag", { name: `edit-me-${id}`, color: "blue" })) as { id: number };
    await page.goto("/tags");
    await waitForApp(page);
    await expect(page.getByTestId("tags-table")).toContainText(`edit-me-${id}`);
    await expectAccessibleContent(page);

    await page.goto(`/edit/tag/${tag.id}`);
    await expect(page.getByRole("heading", { name: "Edit tag", level: 1 })).toBeVisible();
    await page.getByRole("textbox", { name: "Name" }).fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("This field is required.")).toBeVisible();
    await page.getByRole("textbox", { name: "Name" }).fill(`edited-${id}`);
    await page.getByRole("textbox", { name: "Description" }).fill("Students in the spring SAT cohort");
    await expectAccessibleContent(page);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(new RegExp(`/tag/${tag.id}$`));
    await expect(page.getByRole("heading", { name: `edited-${id}`, level: 1 })).toBeVisible();
    await expect(page.getByText("Students in the spring SAT cohort")).toBeVisible();
    await expectAccessibleContent(page);
  });

  test("the users list in Traditional Chinese", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("edu.locale", "zh-TW"));
    await signInAs(page, "admin");
    await page.goto("/users/teachers");
    await waitForApp(page);
    await expect(page.getByRole("heading", { name: "使用者管理", level: 1 })).toBeVisible();
    await expect(page.getByRole("tab", { name: "老師" })).toHaveAttribute("aria-selected", "true");
    await expect(
      page.getByTestId("users-table").getByRole("link", { name: "teacher2", exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "使用者名稱" })).toBeVisible();
    await expectAccessibleContent(page);
  });

  test("staff sees the users list read-only", async ({ page }) => {
    await signInAs(page, "staff");
    await page.goto("/users");
    await waitForApp(page);
    await expect(page.getByTestId("users-table")).toContainText("teacher2");
    await expect(page.getByRole("link", { name: "Merge users" })).toHaveCount(0);
    await page.goto("/tags");
    await expect(page.getByRole("heading", { name: "Tags", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "New tag" })).toHaveCount(0);
  });
});
