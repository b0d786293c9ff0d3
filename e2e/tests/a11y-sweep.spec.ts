import AxeBuilder from "@axe-core/playwright";
import { type Browser, expect, type Page, request, test } from "@playwright/test";
import { type DemoIds, paramValues, readDemoIds } from "./demo-ids";
import { DEMO_PASSWORD, waitForApp } from "./helpers";
import { fillPattern, readRouteTable, type TableRoute } from "./route-table";

/**
 * Every route of the router (the built route table, e2e/tests/route-table.ts), path
 * parameters filled with demo ids read through the API (demo-ids.ts), visited on a 375 px touch phone in
 * Traditional Chinese by a visitor (public and signed-out pages) and by the demo admin, teacher, parent and
 * student (every signed-in page, and the public ones with their signed-in header). Each page, once settled, must
 * have: no serious or critical axe violation (WCAG 2.0, 2.1, 2.2 A and AA); a page that says "not found" or "no
 * permission" rather than a spinner that never ends or a refusal shown only as a toast; a title of its own
 * (another screen may not share it); one h1, one main landmark and the skip link to it; nothing wider than the
 * phone. Read only: one signed-in page per person, moved from route to route by the app's own router.
 */

const PHONE = { width: 375, height: 812 };
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
/** How long a page may take to settle (its data answered, its loaders gone) on a loaded machine. */
const SETTLE_MS = 15_000;
/** What shows while a page is not there yet. */
const BUSY = [
  "#main-content .mantine-Loader-root",
  "#main-content [data-loading]",
  "#main-content .mantine-Skeleton-root[data-visible]",
  "[data-testid=global-loading-overlay]",
].join(", ");

type Visit = { route: TableRoute; path: string };
type PageFacts = {
  url: string;
  /** The id of the route that rendered the page (after any redirect). */
  routeId: string | null;
  title: string;
  h1: number;
  mains: number;
  skipLink: boolean;
  state: string | null;
  overflow: number;
  /** Checkboxes, radios and navigation or menu links under 24 px (WCAG 2.2 target size, no spacing exception). */
  smallTargets: string[];
};

type Who = "visitor" | "admin" | "teacher" | "parent" | "student";

/** A 375 px zh-TW phone page (the saved language, as a returning visitor has it), signed in as `who`. */
async function openPhone(browser: Browser, baseURL: string, who: Who): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: "zh-TW", hasTouch: true });
  await context.addInitScript(() => {
    window.localStorage.setItem("edu.locale", "zh-TW");
    // When the page last changed: a page still rendering (React finishing a transition) is not judged yet.
    const marked = window as { __lastMutation?: number };
    marked.__lastMutation = performance.now();
    new MutationObserver(() => {
      marked.__lastMutation = performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // Nothing leaves the test server (/blogs goes to the blog's address, fonts or maps would be fetched).
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  const page = await context.newPage();
  if (who !== "visitor") {
    const response = await page.request.post("/api/login", {
      data: { username: who, password: DEMO_PASSWORD },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  await page.goto(who === "visitor" ? "/" : "/home");
  await waitForApp(page);
  return page;
}

/** The requests of the page still running (API calls, route chunks), and the API statuses since `reset`. */
function watchRequests(page: Page, origin: string) {
  let pending = 0;
  let statuses: number[] = [];
  const ours = (url: string) => url.startsWith(origin);
  page.on("request", (request) => {
    if (ours(request.url())) pending += 1;
  });
  page.on("requestfinished", async (request) => {
    if (!ours(request.url())) return;
    pending -= 1;
    const status = (await request.response())?.status();
    if (status !== undefined && new URL(request.url()).pathname.startsWith("/api/")) statuses.push(status);
  });
  page.on("requestfailed", (request) => {
    if (ours(request.url())) pending -= 1;
  });
  return {
    busy: () => pending > 0,
    statuses: () => statuses,
    reset: () => {
      statuses = [];
    },
  };
}
type Requests = ReturnType<typeof watchRequests>;

/**
 * Whether the page is still on its way: the router navigating (a redirect's next page loading), its content
 * changed in the last 200 ms, or a loader in view. A loader further down waits for the reader to scroll near
 * it (the landing page's contact form).
 */
function pageBusy(selector: string): boolean {
  const page = window as {
    __reactRouterDataRouter?: {
      state: { navigation: { state: string }; location: { pathname: string; search: string } };
    };
    __lastMutation?: number;
  };
  const router = page.__reactRouterDataRouter;
  if (router && router.state.navigation.state !== "idle") return true;
  // The router's state moves before React commits the page (a transition): until the app marks the new
  // address as rendered (root.tsx, lib/rendered-path.ts), the previous page may still be on screen. Seen in
  // CI: a school's page judged on the search page's title and h1, read a moment later as its loader.
  if (router) {
    const { pathname, search } = router.state.location;
    if (document.documentElement.dataset.renderedPath !== `${pathname}${search}`) return true;
  }
  if (performance.now() - (page.__lastMutation ?? 0) < 200) return true;
  // Every page the app draws has a title and one h1 (judged below): without them it is still on its way. A
  // page that never draws them is still judged, after SETTLE_MS, with the same problems named. (Only in the
  // app: a page that left it, /blogs, is not waited for.)
  if (router && (!document.title.trim() || !document.querySelector("h1"))) return true;
  return [...document.querySelectorAll(selector)].some((element) => {
    const box = element.getBoundingClientRect();
    return box.top < window.innerHeight && box.bottom > 0;
  });
}

/** Waits until no request runs and nothing on the page is loading, twice in a row; false on timeout. */
async function settle(page: Page, requests: Requests): Promise<boolean> {
  const deadline = Date.now() + SETTLE_MS;
  let quiet = 0;
  while (Date.now() < deadline) {
    // A document navigation under way (a page that redirects the browser) counts as busy.
    const busy = requests.busy() || (await page.evaluate(pageBusy, BUSY).catch(() => true));
    quiet = busy ? 0 : quiet + 1;
    if (quiet >= 2) return true;
    await page.waitForTimeout(50);
  }
  return false;
}

async function readFacts(page: Page): Promise<PageFacts> {
  return page.evaluate(() => {
    const main = document.getElementById("main-content");
    const skip = document.querySelector<HTMLAnchorElement>('a[href="#main-content"]');
    const router = (
      window as { __reactRouterDataRouter?: { state: { matches: { route: { id: string } }[] } } }
    ).__reactRouterDataRouter;
    return {
      url: location.pathname,
      routeId: router?.state.matches.at(-1)?.route.id ?? null,
      title: document.title.trim(),
      h1: document.querySelectorAll("h1").length,
      mains: document.querySelectorAll("main, [role=main]").length,
      skipLink: !!skip && main?.tagName === "MAIN",
      state: document.querySelector("[data-page-state]")?.getAttribute("data-page-state") ?? null,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      smallTargets: [
        ...document.querySelectorAll<HTMLElement>(
          'input[type="checkbox"], input[type="radio"], nav a[href], [role="menu"] a[href], [role="menuitem"]',
        ),
      ].flatMap((element) => {
        const box = element.getBoundingClientRect();
        // Hidden (a closed drawer) or drawn by something else (a switch's track is the target, not its input).
        if (box.width < 2 || box.height < 2 || getComputedStyle(element).opacity === "0") return [];
        if (box.width >= 24 && box.height >= 24) return [];
        const name = element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "";
        const kind = element instanceof HTMLInputElement ? element.type : element.tagName.toLowerCase();
        return [`${kind} "${name.slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`];
      }),
    };
  });
}

/** Moves the page to `path` through the app's router (no reload); a page that left the app is reloaded. */
async function navigate(page: Page, path: string): Promise<void> {
  const routed = await page
    .evaluate(async (to) => {
      const router = (window as { __reactRouterDataRouter?: { navigate: (to: string) => Promise<void> } })
        .__reactRouterDataRouter;
      if (!router) return false;
      await router.navigate(to);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return true;
    }, path)
    .catch(() => false);
  if (!routed) {
    // A page that sends the browser elsewhere (/blogs: the school's blog) can end its load outside the test
    // server, where every request is refused or the name is unknown: that navigation's error is not the
    // app's (judge() skips a page that left), any other is.
    const left = await page.goto(path).then(
      () => false,
      (error: unknown) => {
        if (/net::ERR_(NAME_NOT_RESOLVED|FAILED|ABORTED)/.test(String(error))) return true;
        throw error;
      },
    );
    if (!left) await waitForApp(page);
  }
}

/**
 * axe on the whole page (@axe-core/playwright in its legacy mode: one frame, the app has no iframes), axe's
 * source injected once per document: the page moves from route to route without reloading, and injecting it
 * again (twice per run by default, plus a blank page to merge results) cost more than a run on a busy machine.
 */
async function runAxe(page: Page) {
  const loaded = await page.evaluate(() => "axe" in window);
  return new AxeBuilder({ page, axeSource: loaded ? ";" : undefined })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze();
}

/**
 * The problems of one visited page. `judgedStates` are the page states ("no-permission", "not-found") axe has
 * already judged for this person: the same component wherever it shows (a teacher meets it on some sixty admin
 * routes), so axe runs on it once; every other check runs on every visit.
 */
async function judge(
  page: Page,
  requests: Requests,
  origin: string,
  judgedStates: Set<string>,
): Promise<{ problems: string[]; facts?: PageFacts }> {
  const problems: string[] = [];
  const settled = await settle(page, requests);
  // A page that sends the browser elsewhere (/blogs: the school's blog) is not the app's to judge.
  if (new URL(page.url()).origin !== origin) return { problems };
  if (!settled) problems.push(`still loading after ${SETTLE_MS / 1000} s`);
  const facts = await readFacts(page);
  const refused = requests.statuses().includes(403);
  if (refused && facts.state !== "no-permission")
    problems.push("the server refused (403) and the page does not say so (a toast only)");
  if (!facts.title) problems.push("no document title");
  if (facts.h1 !== 1) problems.push(`${facts.h1} h1 elements`);
  if (facts.mains !== 1) problems.push(`${facts.mains} main landmarks`);
  if (!facts.skipLink) problems.push("no skip link to the main landmark");
  if (facts.overflow > 1) problems.push(`${facts.overflow} px wider than the phone`);
  if (facts.smallTargets.length > 0)
    problems.push(`targets under 24 px: ${facts.smallTargets.slice(0, 3).join(", ")}`);
  if (facts.state && judgedStates.has(facts.state)) return { problems, facts };
  if (facts.state) judgedStates.add(facts.state);
  const results = await runAxe(page);
  for (const violation of results.violations) {
    if (violation.impact !== "serious" && violation.impact !== "critical") continue;
    const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(" "));
    problems.push(`axe ${violation.impact} ${violation.id}: ${violation.help} (${targets.join(", ")})`);
  }
  return { problems, facts };
}

/**
 * Visits the paths one after another on `page` and returns the problems by path, and each page's title, screen
 * (the module of the route that rendered it) and final path for the title check.
 */
async function sweep(page: Page, visits: Visit[], origin: string, table: TableRoute[]) {
  const moduleOf = new Map(table.map((route) => [route.id, route.module]));
  const requests = watchRequests(page, origin);
  const problems: string[] = [];
  const titles: { title: string; module: string; path: string; state: string | null }[] = [];
  const judgedStates = new Set<string>();
  for (const visit of visits) {
    requests.reset();
    await navigate(page, visit.path);
    const { problems: found, facts } = await judge(page, requests, origin, judgedStates);
    for (const problem of found) problems.push(`${visit.path} (${visit.route.pattern}): ${problem}`);
    if (facts?.title)
      titles.push({
        title: facts.title,
        module: moduleOf.get(facts.routeId ?? "") ?? visit.route.module,
        path: facts.url,
        state: facts.state,
      });
  }
  return { problems, titles };
}

/**
 * Screens that share a title: two different route modules showing one title (a page's own state, "not found" or
 * "no permission", may repeat). Routes sharing a module are one screen (aliases such as /mail and /mail/list).
 */
function sharedTitles(titles: Awaited<ReturnType<typeof sweep>>["titles"]): string[] {
  const byTitle = new Map<string, { modules: Set<string>; paths: Set<string> }>();
  for (const { title, module, path, state } of titles) {
    if (state) continue;
    const entry = byTitle.get(title) ?? { modules: new Set(), paths: new Set() };
    entry.modules.add(module);
    entry.paths.add(path);
    byTitle.set(title, entry);
  }
  return [...byTitle]
    .filter(([, entry]) => entry.modules.size > 1)
    .map(([title, entry]) => `"${title}" on ${[...entry.paths].join(", ")}`);
}

const PEOPLE: { who: Who; guards: TableRoute["guard"][] }[] = [
  { who: "visitor", guards: ["public", "guestOnly"] },
  { who: "admin", guards: ["signedIn", "session", "public"] },
  { who: "teacher", guards: ["signedIn", "session", "public"] },
  { who: "parent", guards: ["signedIn", "session", "public"] },
  { who: "student", guards: ["signedIn", "session", "public"] },
];

test.describe("every route, every person, 375 px zh-TW", () => {
  test.describe.configure({ mode: "parallel" });
  let adminIds: DemoIds | undefined;

  for (const { who, guards } of PEOPLE) {
    test(`${who}: every page is accessible and says what it is`, async ({ browser, baseURL }) => {
      // Some 280 visits a signed-in person: under a second each on a quiet 2-core machine, 1.7 s seen beside
      // another sweep and a loaded CPU; 3 s each is allowed once the visits are known. Each page gives up after
      // SETTLE_MS, so nothing waits forever.
      test.setTimeout(2 * 60_000);
      const base = baseURL ?? "";
      const page = await openPhone(browser, base, who);
      const table = await readRouteTable(page);
      expect(table.length, "routes in the route table").toBeGreaterThan(100);
      if (!adminIds) {
        const admin = await request.newContext({ baseURL: base });
        const login = await admin.post("/api/login", {
          data: { username: "admin", password: DEMO_PASSWORD },
        });
        expect(login.status()).toBe(200);
        adminIds = await readDemoIds(admin);
        await admin.dispose();
      }
      const ids = who === "visitor" || who === "admin" ? adminIds : await readDemoIds(page, adminIds);
      const visits = table
        .filter((route) => guards.includes(route.guard))
        .flatMap((route) =>
          fillPattern(route.pattern, (name, prefix) => paramValues(ids, route.pattern, name, prefix)).map(
            (path) => ({ route, path }),
          ),
        );
      test.setTimeout(2 * 60_000 + visits.length * 3_000);
      const { problems, titles } = await sweep(page, visits, new URL(base).origin, table);
      await page.context().close();
      expect([
        ...problems,
        ...sharedTitles(titles).map((shared) => `one title, several screens: ${shared}`),
      ]).toEqual([]);
    });
  }
});
