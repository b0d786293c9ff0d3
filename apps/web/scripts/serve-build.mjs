// A static server for a built web app, as apps/server/src/http/web-app.ts serves it as far as a page's
// downloads go: files (the precompressed .gz beside a file when the client takes gzip, else gzip on the
// fly, as @fastify/compress does with a file stream of any size), a prerendered page for its path, the
// SPA fallback otherwise.
// `/__manifest` (route discovery) answers no routes and `/api/*` 404: JSON, which loads no script.
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { gzipSync } from "node:zlib";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** Serves `clientDir` on a free port of 127.0.0.1; resolves to { origin, close }. */
export function serveBuild(clientDir) {
  const fallback = ["__spa-fallback.html", "index.html"].map((f) => join(clientDir, f)).find(isFile);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    let pathname;
    try {
      pathname = normalize(decodeURIComponent(url.pathname)).replace(/^\/+/, "");
    } catch {
      pathname = "";
    }
    if (pathname.startsWith("..")) pathname = "";
    if (url.pathname === "/api" || url.pathname.startsWith("/api/")) {
      res.writeHead(404, { "content-type": "application/json" }).end('{"code":"not_found"}');
      return;
    }
    if (url.pathname === "/__manifest") {
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
      return;
    }
    let file = join(clientDir, pathname);
    if (!isFile(file)) file = isFile(join(file, "index.html")) ? join(file, "index.html") : undefined;
    if (!file && extname(pathname)) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    file ??= fallback;
    const type = TYPES[extname(file)] ?? "application/octet-stream";
    const acceptsGzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    let body = readFileSync(file);
    const headers = { "content-type": type };
    if (acceptsGzip && isFile(`${file}.gz`)) {
      body = readFileSync(`${file}.gz`);
      headers["content-encoding"] = "gzip";
    } else if (acceptsGzip && COMPRESSIBLE.test(file)) {
      body = gzipSync(body, { level: 9 });
      headers["content-encoding"] = "gzip";
    }
    res.writeHead(200, headers).end(body);
  });
  return new Promise((done) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      done({
        origin: `http://127.0.0.1:${address.port}`,
        close: () => new Promise((closed) => server.close(() => closed())),
      });
    });
  });
}
