import { afterEach, describe, expect, it } from "vitest";
import { deferScriptsUntilPainted } from "../lib/prerender-html";
import { bootOnInteraction, replayHeldClicks } from "./boot-on-interaction";

// React Router's <Scripts> bootstrap with lazy route discovery, as prerendering writes it for "/".
const BOOTSTRAP = `;
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/landing-page-3.js";
  window.__reactRouterRouteModules = {"root":route0,"features/landing/pages/landing-page":route1};

import("/assets/entry.client-4.js");`;
const PAGE =
  '<html><head><link rel="modulepreload" href="/assets/c-5.js"/></head><body><main>Hello</main>' +
  `<script type="module" async="">${BOOTSTRAP}</script></body></html>`;

const gated = bootOnInteraction(deferScriptsUntilPainted(PAGE));
const body = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(gated)?.[1] ?? "";

/** Runs the bootstrap against happy-dom's window, with `import()` recorded instead of loading anything. */
function runBootstrap() {
  const loaded: string[] = [];
  const run = new Function("load", `return (async () => { ${body.replaceAll("import(", "load(")} })();`) as (
    load: (url: string) => Promise<unknown>,
  ) => Promise<void>;
  const done = run(async (url: string) => {
    loaded.push(url);
    return { url };
  });
  const preloaded = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute("href"),
    );
  return { loaded, preloaded, done };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

afterEach(() => {
  replayHeldClicks();
  localStorage.clear();
  window.location.hash = "";
  document.body.innerHTML = "";
  document.head.innerHTML = "";
});

describe("bootOnInteraction", () => {
  it("holds clicks first, preloads after the paint, and imports only after the wait", () => {
    expect(body.indexOf("__eduReplayClicks")).toBeLessThan(body.indexOf("requestAnimationFrame"));
    expect(body.indexOf("modulepreload")).toBeLessThan(body.indexOf('"pointerdown"'));
    expect(body.indexOf('"pointerdown"')).toBeLessThan(body.indexOf("await Promise.all([import("));
    expect(() => bootOnInteraction(PAGE.replace("window.__reactRouterRouteModules", "x"))).toThrow();
  });

  it("preloads the modules at once but runs none before the first interaction", async () => {
    const { loaded, preloaded, done } = runBootstrap();
    await tick();
    expect(preloaded()).toEqual(["/assets/c-5.js"]);
    expect(loaded).toEqual([]);
    window.dispatchEvent(new Event("touchstart"));
    await done;
    expect(loaded).toEqual(["/assets/root-2.js", "/assets/landing-page-3.js", "/assets/entry.client-4.js"]);
  });

  it("starts at once for a returning visitor with a saved language other than English", async () => {
    localStorage.setItem("edu.locale", "zh-TW");
    const { loaded, done } = runBootstrap();
    await done;
    expect(loaded).toHaveLength(3);
  });

  it("holds a click on a button until the page has hydrated, then clicks it once", async () => {
    document.body.innerHTML = '<button type="submit">Menu</button><a href="#x">Link</a>';
    const button = document.querySelector("button") as HTMLButtonElement;
    const link = document.querySelector("a") as HTMLAnchorElement;
    const clicks: string[] = [];
    document.body.addEventListener("click", (event) => clicks.push((event.target as Element).tagName));
    runBootstrap();
    button.click();
    button.click();
    link.click();
    expect(clicks).toEqual(["A"]);
    replayHeldClicks();
    expect(clicks).toEqual(["A", "BUTTON"]);
    replayHeldClicks();
    button.click();
    expect(clicks).toEqual(["A", "BUTTON", "BUTTON"]);
  });
});
