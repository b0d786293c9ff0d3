import { describe, expect, it } from "vitest";
import { deferScriptsUntilPainted } from "./prerender-html";

// The shape React Router 8's <Scripts> writes for a prerendered page.
const BOOTSTRAP = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/landing-page-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"features/landing/pages/landing-page":route1};

import("/assets/entry.client-4.js");`;

const PAGE =
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/c-5.js"/>' +
  '<link rel="stylesheet" href="/assets/root-6.css"/></head><body><main>Hello</main>' +
  "<script>window.__reactRouterContext = {};</script>" +
  `<script type="module" async="">${BOOTSTRAP}</script></body></html>`;

describe("deferScriptsUntilPainted", () => {
  const html = deferScriptsUntilPainted(PAGE);

  it("takes the module preloads out of <head> and leaves stylesheets and other scripts alone", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-6.css"/>');
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("preloads and imports the same modules from the bootstrap script, after a painted frame", () => {
    const body = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(body).not.toMatch(/^\s*import\s/m);
    expect(body).toContain("requestAnimationFrame");
    expect(body).toContain('["/assets/manifest-1.js","/assets/c-5.js"]');
    expect(body).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/landing-page-3.js")]);',
    );
    expect(body.indexOf("await Promise.all")).toBeLessThan(
      body.indexOf("window.__reactRouterRouteModules ="),
    );
    expect(body.trimEnd().endsWith('import("/assets/entry.client-4.js");')).toBe(true);
  });

  it("runs as a module (top-level await) with the routes bound before the client entry loads", async () => {
    const body = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const loaded: string[] = [];
    const appended: string[] = [];
    const fakeWindow: { __reactRouterRouteModules?: Record<string, unknown> } = {};
    const run = new Function(
      "document",
      "requestAnimationFrame",
      "window",
      "load",
      `return (async () => { ${body.replaceAll("import(", "load(")} })();`,
    ) as (...args: unknown[]) => Promise<void>;
    await run(
      {
        visibilityState: "visible",
        createElement: () => ({}),
        head: { append: (l: { href: string }) => appended.push(l.href) },
      },
      (callback: () => void) => setTimeout(callback),
      fakeWindow,
      async (url: string) => {
        loaded.push(url);
        return { url };
      },
    );
    expect(appended).toEqual(["/assets/manifest-1.js", "/assets/c-5.js"]);
    expect(loaded).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/landing-page-3.js",
      "/assets/entry.client-4.js",
    ]);
    expect(fakeWindow.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      "features/landing/pages/landing-page": { url: "/assets/landing-page-3.js" },
    });
  });

  it("fails the build when React Router's script changes shape", () => {
    expect(() => deferScriptsUntilPainted(PAGE.replace("window.__reactRouterRouteModules", "x"))).toThrow(
      /bootstrap/,
    );
  });

  it("accepts the script lazy route discovery writes: no manifest import, the page's routes inline", async () => {
    // React Router's <Scripts> with routeDiscovery "lazy" (route-discovery.ts): a lone ";" where the
    // manifest import was, and the page's partial manifest assigned before the route modules.
    const lazy = `;
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/landing-page-3.js";
  window.__reactRouterManifest = {"routes": {"root": {"id": "root"}}};
  window.__reactRouterRouteModules = {"root":route0,"features/landing/pages/landing-page":route1};

import("/assets/entry.client-4.js");`;
    const page = PAGE.replace('<link rel="modulepreload" href="/assets/manifest-1.js"/>', "").replace(
      BOOTSTRAP,
      lazy,
    );
    const body =
      /<script type="module" async="">([\s\S]*?)<\/script>/.exec(deferScriptsUntilPainted(page))?.[1] ?? "";
    expect(body).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-2.js"), import("/assets/landing-page-3.js")]);',
    );
    expect(body.indexOf("await Promise.all")).toBeLessThan(body.indexOf("window.__reactRouterManifest ="));
    expect(body).not.toContain("manifest-1.js");
  });
});
