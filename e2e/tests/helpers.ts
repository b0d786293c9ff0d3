import AxeBuilder from "@axe-core/playwright";
import { type APIResponse, expect, type Page } from "@playwright/test";

/** The demo accounts' password (README: DEMO_PASSWORD). */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "demo-pass-2026";

/** A short unique suffix for names and keys a journey creates. */
export const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Waits until React has hydrated the page (the app marks <html data-hydrated>). */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
}

/**
 * axe: no serious or critical violations. `include` narrows the check to a part of the page: the
 * feature journeys judge the page's own content (#main-content; the shell is judged by shell.spec.ts),
 * and an open dialog, portalled outside it, on its own. Loaders are waited out first so the settled
 * page is judged, not a spinner.
 */
export async function expectNoSeriousA11yViolations(page: Page, include?: string): Promise<void> {
  if (include) {
    await expect(page.locator(`${include} [data-loading]`)).toHaveCount(0);
    await expect(page.locator(`${include} .mantine-Loader-root`)).toHaveCount(0);
  }
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    page.url(),
  ).toEqual([]);
}

/** axe on the page's own content (#main-content). */
export const expectAccessibleContent = (page: Page) => expectNoSeriousA11yViolations(page, "#main-content");

export type SignedInUser = { id: number; first_name: string; last_name: string; username: string };

/** How the app names a person: first and last name, else the username. */
export const nameOf = (user: SignedInUser) =>
  [user.first_name, user.last_name].filter(Boolean).join(" ") || user.username;

/** Signs the page's browser context in through the API (the answer sets the session cookie). */
export async function signInAs(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<SignedInUser> {
  const response = await page.request.post("/api/login", { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { user: SignedInUser }).user;
}

/** JSON calls with the page's session; cookie-authenticated writes must carry an Origin (CSRF check). */
export function sessionApi(page: Page, baseURL: string) {
  const headers = { Origin: baseURL };
  const ok = async (response: APIResponse) => {
    expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  };
  return {
    get: async (path: string) => ok(await page.request.get(path)),
    post: async (path: string, data?: unknown) => ok(await page.request.post(path, { data, headers })),
    patch: async (path: string, data?: unknown) => ok(await page.request.patch(path, { data, headers })),
    delete: async (path: string) => ok(await page.request.delete(path, { headers })),
    status: async (path: string) => (await page.request.get(path)).status(),
  };
}
