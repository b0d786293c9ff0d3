import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { acceptedEncodings } from "./accept-encoding";
import { sendRouteNotFound } from "./error-handler";
import { type BootDataProvider, sendBootPage } from "./web-boot-page";
import { createHomePainter, isPaintedPath } from "./web-home-paint";
import { createFallbackPreloader, type PreloadedPage } from "./web-page-preload";
import { createRouteManifest, ROUTE_MANIFEST_PATH } from "./web-route-manifest";

const ASSET_CACHE = "public, max-age=31536000, immutable";
const HTML_CACHE = "no-cache";
/** With `preCompressed`, the file sent for `index.html` is `index.html.br` or `index.html.gz`. */
const HTML_FILE = /\.html(?:\.br|\.gz)?$/;
/** Files a browser may open as a document (scripts in SVG run): they keep the Content-Security-Policy. */
const DOCUMENT_FILE = /\.(?:html|svg)(?:\.br|\.gz)?$/;

/** The SPA fallback React Router writes when it prerenders "/"; plain Vite apps only have index.html. */
const FALLBACK_FILES = ["__spa-fallback.html", "index.html"];

function listHtmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => path.join(dir, file));
}

/**
 * Hashes of the inline scripts in the built HTML (React Router's hydration bootstrap), so the
 * Content-Security-Policy can forbid every other inline script.
 */
export function collectInlineScriptHashes(webDistDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of listHtmlFiles(webDistDir)) {
    const html = fs.readFileSync(file, "utf8");
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const body = match[1] ?? "";
      if (body.trim()) hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
  }
  return [...hashes];
}

/**
 * Serves the built web app: real files first (assets cached for a year, HTML never), then a
 * prerendered page for the path, then the SPA fallback, with preloads for the scripts and styles of the
 * path's routes (web-page-preload.ts). `/api/*` never falls through to HTML.
 * `/__manifest` answers React Router's lazy route discovery (web-route-manifest.ts).
 * `bootData`: a GET of the fallback with a valid session carries the answers the app would ask for first
 * (web-boot-page.ts), so a signed-in page's first load sends neither POST /api/me nor the contact read; on /home
 * it also carries the page's first screen, painted from the app's components (web-home-paint.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  options: { bootData?: BootDataProvider } = {},
): Promise<void> {
  const fallback = FALLBACK_FILES.find((file) => fs.existsSync(path.join(webDistDir, file)));
  const fallbackBody = fallback ? fs.readFileSync(path.join(webDistDir, fallback)) : undefined;
  const routeManifest = createRouteManifest(webDistDir);
  const preloadedFallback = fallback
    ? createFallbackPreloader(webDistDir, fallback, routeManifest)
    : undefined;
  const paintHome = fallback ? createHomePainter(webDistDir) : undefined;
  if (fs.existsSync(webDistDir)) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: "/",
      wildcard: false,
      index: false,
      redirect: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (fileReply: FastifyReply, filePath: string) => {
        fileReply.header("cache-control", HTML_FILE.test(filePath) ? HTML_CACHE : ASSET_CACHE);
        // A policy on a script, stylesheet or font applies to nothing, and the script hashes make it
        // ~1.6 KB: sent with each of the landing page's ~70 module chunks it cost more than the chunks.
        if (!DOCUMENT_FILE.test(filePath)) fileReply.removeHeader("content-security-policy");
      },
    });
    app.get(ROUTE_MANIFEST_PATH, { schema: { hide: true } }, async (request, reply) => {
      const answer = routeManifest.answer(request.url);
      if (answer.kind === "reload") {
        // React Router's answer for a client whose build is gone (a deploy since the page loaded).
        return reply
          .status(204)
          .header("x-remix-reload-document", "true")
          .header("cache-control", "no-store")
          .send();
      }
      if (answer.kind === "bad-request") return reply.status(400).type("text/plain").send("Bad Request");
      // The URL names the build (version) and the paths: the answer never changes.
      reply.header("cache-control", ASSET_CACHE).removeHeader("content-security-policy");
      return reply.type("application/json").send(JSON.stringify(answer.routes));
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === "/api" || pathname.startsWith("/api/") || !["GET", "HEAD"].includes(request.method)) {
      return sendRouteNotFound(request, reply);
    }
    const prerendered = resolveHtml(webDistDir, pathname);
    const page = prerendered ?? fallback;
    if (!page) return sendRouteNotFound(request, reply);
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith(".html")) {
      // A missing asset (stale chunk after a deploy) must be a 404, not HTML, so the client can tell.
      return reply.status(404).type("text/plain").send("Not found");
    }
    reply.header("cache-control", HTML_CACHE);
    const boot = prerendered || request.method !== "GET" ? undefined : await bootDataOf(request);
    const painted =
      boot && paintHome && isPaintedPath(pathname) ? await paintHome(boot.me, request.log) : undefined;
    // A painted page starts its route chunks after the paint, with the entry (web-page-preload.ts).
    const preloaded = prerendered ? undefined : preloadedFallback?.(pathname, { links: !painted });
    const template = preloaded ? (await preloaded).body : fallbackBody;
    if (boot && template && (await sendBootPage(request, reply, template, boot, painted))) return reply;
    if (preloaded) return sendPreloaded(request, reply, await preloaded);
    return reply.sendFile(page, webDistDir);
  });

  /** Never a 500 for it: without its boot data the page asks the API as before. */
  async function bootDataOf(request: FastifyRequest) {
    if (!options.bootData) return undefined;
    try {
      return await options.bootData(request);
    } catch (error) {
      // The name and code only: a database error's message can quote the statement's parameters (a token hash).
      const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
      request.log.warn({ error: { name, code } }, "page sent without its boot data");
      return undefined;
    }
  }
}

/** The fallback with a page's preloads: compressed as the client accepts, revalidated by its ETag. */
function sendPreloaded(request: FastifyRequest, reply: FastifyReply, page: PreloadedPage) {
  reply.header("etag", page.etag).header("vary", "accept-encoding").type("text/html; charset=utf-8");
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch?.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, "") === page.etag)) {
    return reply.status(304).send();
  }
  const accepted = acceptedEncodings(request.headers["accept-encoding"]);
  if (accepted.has("br")) return reply.header("content-encoding", "br").send(page.br);
  if (accepted.has("gzip")) return reply.header("content-encoding", "gzip").send(page.gzip);
  return reply.send(page.body);
}

function resolveHtml(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const relative = path.posix.normalize(decoded).replace(/^\/+|\/+$/g, "");
  if (relative.startsWith("..")) return undefined;
  const candidate = relative ? `${relative}/index.html` : "index.html";
  return fs.existsSync(path.join(root, candidate)) ? candidate : undefined;
}
