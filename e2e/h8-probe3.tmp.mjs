import { chromium } from "playwright";
const [, , who, start, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ baseURL: "http://127.0.0.1:3319", viewport: { width: 375, height: 812 }, locale: "zh-TW" });
await context.addInitScript(() => window.localStorage.setItem("edu.locale", "zh-TW"));
const page = await context.newPage();
if (who !== "visitor") await page.request.post("/api/login", { data: { username: who, password: "demo-pass-2026" } });
page.on("response", (r) => { if (r.url().includes("/api/") && r.status() >= 400) console.log("  api", r.status(), r.url()); });
await page.goto(start);
await page.waitForSelector("html[data-hydrated=true]", { timeout: 60000 });
for (const path of paths) {
  await page.evaluate((to) => window.__reactRouterDataRouter.navigate(to), path);
  await page.waitForTimeout(Number(process.env.WAIT ?? 3000));
  const info = await page.evaluate(() => ({
    url: location.pathname, title: document.title, titles: document.querySelectorAll("title").length, h1: [...document.querySelectorAll("h1")].map((h) => h.textContent),
    main: document.querySelector("#main-content")?.innerText.slice(0, 300),
    notes: [...document.querySelectorAll(".mantine-Notification-root")].map((n) => n.innerText),
  }));
  console.log(path, JSON.stringify(info));
  if (process.env.SHOT) await page.screenshot({ path: `/tmp/shots/${process.env.SHOT}-${path.replaceAll("/", "_")}.png`, fullPage: false });
}
await browser.close();
