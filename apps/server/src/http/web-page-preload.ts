import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { jsonDataBlock } from "./json-data-block";
import type { ManifestAssets, RouteManifest } from "./web-route-manifest";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The build's manifest, as the fallback's bootstrap script names it (`"url": "/assets/manifest-<version>.js"`). */
const MANIFEST_URL = /\/assets\/manifest-([0-9a-f]{8})\.js/;

export interface PreloadedPage {
  /** The fallback with the page's preload links, as sent and precompressed. */
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/** The element the web app reads the page's routes from (`adoptPageRoutes` in apps/web/src/lib/route-discovery.ts). */
export const PAGE_ROUTES_ID = "edu-page-routes";

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/** React Router marks a stylesheet that a chunk also imports with a trailing `#`; the file is the same. */
const withoutFragment = (href: string) => href.replace(/#.*$/, "");

/**
 * The SPA fallback, answered for a page that is not prerendered (every signed-in page), carries only the root
 * route's modules: the browser learns the page's own routes from `GET /__manifest` once the app has booted, and
 * left alone would only then fetch their chunks (~15 scripts on /home, ~0.1–0.2 s before the page could render; bench/RESULTS.md,
 * signed-in first load). This adds to the fallback's `<head>` a `<link rel="modulepreload">` for each script of
 * the routes the path renders (React Router's ranking, web-route-manifest.ts) and a stylesheet preload for their
 * CSS, so they download while the entry scripts do; and the routes `GET /__manifest` would answer for the path,
 * in a JSON data block the app adds to React Router's manifest before hydrating, so it asks for none (one request
 * and round trip fewer before the page can render; the router then loads the page's routes as lazy routes,
 * rendering the root's fallback meanwhile, as it did while waiting for `/__manifest`).
 * At low priority: the shell's stylesheet and first paint come first (Lighthouse counts a high-priority script
 * started before the first paint as blocking it: FCP 2.4 → 3.2 s with high, 1.6–1.9 s with low), and the entry
 * scripts, started after that paint, are not queued behind them. Links and data blocks need no
 * Content-Security-Policy hash; the inline scripts stay as built. One rewritten page per set of routes, compressed once, kept for the process.
 */
export function createFallbackPreloader(webDistDir: string, fallbackFile: string, manifest: RouteManifest) {
  const html = fs.readFileSync(path.join(webDistDir, fallbackFile), "utf8");
  const version = MANIFEST_URL.exec(html)?.[1];
  const headEnd = html.indexOf("</head>");
  const pages = new Map<string, Promise<PreloadedPage>>();

  /** What the fallback loads already (the client entry and the root route): not repeated. */
  let loaded: Set<string> | undefined;

  async function build(
    hrefs: { modules: string[]; styles: string[] },
    routesBlock: string,
  ): Promise<PreloadedPage> {
    const links = [
      routesBlock,
      ...hrefs.styles.map(
        (href) => `<link rel="preload" as="style" href="${escapeAttribute(href)}" fetchpriority="low"/>`,
      ),
      ...hrefs.modules.map(
        (href) => `<link rel="modulepreload" href="${escapeAttribute(href)}" fetchpriority="low"/>`,
      ),
    ].join("");
    const body = Buffer.from(`${html.slice(0, headEnd)}${links}${html.slice(headEnd)}`);
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip(body, { level: 9 }),
    ]);
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    return { body, br, gzip: gz, etag };
  }

  /**
   * The fallback with the preloads of the page at `pathname`, or undefined to send the fallback as built.
   * `links: false`: the routes block only, for a page the server paints (web-home-paint.ts): Lighthouse counts
   * every script started before a paint as something that paint waited for (bench/RESULTS.md, /home: LCP 2.7 s
   * with the preloads, 1.1 s without), so the page's chunks start with the entry, after the painted frame.
   */
  return function preloadedFallback(
    pathname: string,
    { links = true }: { links?: boolean } = {},
  ): Promise<PreloadedPage> | undefined {
    if (!version || headEnd < 0) return undefined;
    const routes = manifest.pageRoutes(version, pathname);
    if (!routes) return undefined;
    const discovered = manifest.discovered(version, pathname) ?? {};
    const key = `${links}|${routes.map((route) => route.id).join("\n")}|${Object.keys(discovered).sort().join("\n")}`;
    const cached = pages.get(key);
    if (cached) return cached;
    loaded ??= new Set(manifest.shellAssets(version).flatMap(assetsOf).map(withoutFragment));
    const skip = loaded;
    const modules = new Set<string>();
    const styles = new Set<string>();
    for (const route of routes) {
      for (const href of [route.module, ...(route.imports ?? [])]) {
        if (href && !skip.has(href)) modules.add(href);
      }
      for (const href of route.css ?? []) {
        if (!skip.has(withoutFragment(href))) styles.add(withoutFragment(href));
      }
    }
    const routesBlock = jsonDataBlock(PAGE_ROUTES_ID, JSON.stringify({ version, routes: discovered }));
    const page = build(
      links ? { modules: [...modules], styles: [...styles] } : { modules: [], styles: [] },
      routesBlock,
    );
    // A failed compression is retried by the next request rather than remembered.
    page.catch(() => pages.delete(key));
    pages.set(key, page);
    return page;
  };
}

function assetsOf(assets: ManifestAssets): string[] {
  return [assets.module, ...(assets.imports ?? []), ...(assets.css ?? [])].filter(
    (href): href is string => typeof href === "string",
  );
}
