import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import type { RouteHandle } from "./app/route-handle";
import { classifyChunkError, reportChunkError } from "./lib/chunk-error";
import { startEarlySessionCheck } from "./lib/early-session";
import { COMMON_NS, initI18n, preloadLocale } from "./lib/i18n";
import { readStoredLocale } from "./lib/locale-storage";
import { adoptPageRoutes } from "./lib/page-routes";

// zod compiles object parsers with `new Function` unless told not to; the page's Content-Security-Policy has no
// 'unsafe-eval', so zod's probe was refused and reported as a CSP issue on every signed-in page. Its global
// config is read lazily (at the first parse), so setting it here, without loading zod, is early enough.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig ??= {};
zodConfig.__zod_globalConfig.jitless = true;

startEarlySessionCheck();

// A failed preload of a chunk's CSS or JS dependencies (Vite fires this before the import rejects).
window.addEventListener("vite:preloadError", (event) => {
  const payload = (event as Event & { payload?: unknown }).payload;
  reportChunkError(payload);
  // A missing stylesheet should not break the page: the chunk-error dialog offers a reload instead.
  if (classifyChunkError(payload) === "css") event.preventDefault();
});

/** Namespaces the routes on this page declare in `handle.i18n` (their modules are already imported). */
function namespacesOnPage(): string[] {
  const modules =
    (window as { __reactRouterRouteModules?: Record<string, { handle?: RouteHandle } | undefined> })
      .__reactRouterRouteModules ?? {};
  const declared = Object.values(modules).flatMap((module) => module?.handle?.i18n ?? []);
  return [...new Set([COMMON_NS, ...declared])];
}

/** Whether this page is React Router's SPA fallback rather than a prerendered page. */
function isSpaFallback(): boolean {
  return (
    (window as { __reactRouterContext?: { isSpaMode?: boolean } }).__reactRouterContext?.isSpaMode === true
  );
}

async function hydrate(): Promise<void> {
  // Before the router is made: it reads the manifest once.
  adoptPageRoutes();
  const ns = namespacesOnPage();
  const saved = readStoredLocale();
  if (saved && isSpaFallback()) {
    // The SPA fallback (every signed-in page) is a loader and nothing else: it hydrates in the reader's language
    // (its one text does not insist on matching), so the page needs no English at all.
    document.documentElement.lang = saved;
    await initI18n(saved, ns);
  } else {
    // Hydrate in English (the prerendered HTML's language); have the saved language ready to switch at once.
    await Promise.all([initI18n("en", ns), saved && saved !== "en" ? preloadLocale(saved, ns) : undefined]);
  }
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
