import { chromium } from "playwright";
const base = "http://127.0.0.1:3319";
const [, , who, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ baseURL: base, viewport: { width: 375, height: 812 }, locale: "zh-TW", hasTouch: true });
await context.addInitScript(() => window.localStorage.setItem("edu.locale", "zh-TW"));
const page = await context.newPage();
if (who !== "visitor") await page.request.post("/api/login", { data: { username: who, password: "demo-pass-2026" } });
page.on("response", (r) => { if (r.url().includes("/api/") && r.status() >= 400) console.log("  api", r.status(), r.url()); });
for (const path of paths) {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated=true]", { timeout: 60000 });
  await page.waitForTimeout(4000);
  const info = await page.evaluate(() => ({
    url: location.pathname, title: document.title, h1: [...document.querySelectorAll("h1")].map((h) => h.textContent),
    busy: [...document.querySelectorAll("#main-content .mantine-Loader-root, #main-content [data-loading], #main-content .mantine-Skeleton-root[data-visible], [data-testid=global-loading-overlay]")].map((e) => e.outerHTML.slice(0, 300)),
    main: document.querySelector("#main-content")?.innerText.slice(0, 400),
  }));
  console.log(JSON.stringify(info, null, 1));
  if (process.env.SHOT) await page.screenshot({ path: `/tmp/shots/${process.env.SHOT}.png`, fullPage: true });
}
await browser.close();
