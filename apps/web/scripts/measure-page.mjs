// What a first visitor's browser downloads on a page of the built web app: Debian's Chromium (the e2e
// flags), an empty cache, every response recorded until the network has been idle for `idleMs`. Lazy
// chunks the page loads by itself (translations, notifications, route discovery) count; nothing is
// hovered or clicked. Used by report-chunks.mjs (the build's budget check) and bench/landing-downloads.mjs.
import { request as httpRequest } from "node:http";
import { chromium } from "playwright-core";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The body bytes the server sends for `url` to a client that accepts only gzip (the budget's unit). */
export function gzipBytesAsServed(url) {
  return new Promise((done, fail) => {
    const req = httpRequest(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk) => {
        bytes += chunk.length;
      });
      res.on("end", () => done({ bytes, encoding: res.headers["content-encoding"] ?? "identity" }));
      res.on("error", fail);
    });
    req.on("error", fail);
    req.end();
  });
}

/**
 * Opens `origin + pathname` and returns every finished response ({ url, type, status, encoding,
 * transferred }) and page errors; each script also gets `gzip`, its size as served to a gzip-only client.
 */
export async function measurePage({ origin, pathname = "/", idleMs = 3000, chromePath }) {
  const browser = await chromium.launch({
    executablePath: chromePath ?? process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
  });
  const responses = [];
  const errors = [];
  try {
    const context = await browser.newContext({ locale: "en-US", viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    let lastActivity = Date.now();
    const pending = [];
    page.on("request", () => {
      lastActivity = Date.now();
    });
    page.on("requestfinished", (request) => {
      lastActivity = Date.now();
      pending.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          responses.push({
            url: request.url(),
            path: request.url().replace(origin, ""),
            type: request.resourceType(),
            status: response?.status() ?? 0,
            encoding: (await response?.headerValue("content-encoding")) ?? "identity",
            // -1 when the body came from the cache (a second identical request).
            transferred: Math.max(0, sizes.responseBodySize),
          });
        })(),
      );
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${origin}${pathname}`, { waitUntil: "networkidle" });
    while (Date.now() - lastActivity < idleMs) await page.waitForTimeout(250);
    await Promise.all(pending);
  } finally {
    await browser.close();
  }
  for (const response of responses.filter((r) => r.type === "script")) {
    response.gzip = (await gzipBytesAsServed(response.url)).bytes;
  }
  return { responses, errors };
}

/** Totals of a measurement: scripts by gzip size as served, everything by bytes transferred. */
export function summarize({ responses }) {
  const scripts = responses.filter((r) => r.type === "script").sort((a, b) => b.gzip - a.gzip);
  const byType = new Map();
  for (const r of responses) {
    const entry = byType.get(r.type) ?? { count: 0, transferred: 0 };
    entry.count += 1;
    entry.transferred += r.transferred;
    byType.set(r.type, entry);
  }
  return {
    scripts,
    jsGzipBytes: scripts.reduce((sum, s) => sum + s.gzip, 0),
    jsTransferredBytes: scripts.reduce((sum, s) => sum + s.transferred, 0),
    transferredBytes: responses.reduce((sum, r) => sum + r.transferred, 0),
    byType,
  };
}
