import { expect, test } from "@playwright/test";
import { adminApi, createAccount, waitForApp } from "./helpers";

/**
 * A language chosen on /login wins over the account's saved one and becomes it. A fixture
 * account of its own (saved language English), since the journey changes it.
 */
test("the language chosen on the login page is kept after sign-in and saved", async ({ page, baseURL }) => {
  if (!baseURL) throw new Error("no baseURL");
  const admin = await adminApi(baseURL);
  const account = await createAccount(admin, "student", { signIn: true });
  await admin.dispose();

  await page.goto("/login");
  await waitForApp(page);
  await page.getByRole("textbox", { name: "Username or email", exact: true }).fill(account.username);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByTestId("language-menu").click();
  await page.getByRole("menuitem", { name: "简体中文" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await page.getByRole("button", { name: "登录", exact: true }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  const me = await page.request.post("/api/me", { headers: { Origin: baseURL } });
  expect(((await me.json()) as { lang: string }).lang).toBe("zh-CN");
  // A reload (the server's boot data) stays in the language chosen.
  await page.reload();
  await waitForApp(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
});
