/**
 * The routes of a page the server answered with its SPA fallback (apps/server/src/http/web-page-preload.ts): what
 * `GET /__manifest` would answer for the path, added to React Router's manifest before hydrating, so it asks for
 * none (one request and round trip fewer before a signed-in page can render). The router then loads the page's
 * routes as lazy routes and renders the root's fallback meanwhile, as it did while waiting for `/__manifest`.
 * Only for the build the page was made with (the manifest's version); anything unexpected is ignored, and React
 * Router asks `/__manifest` as before.
 */
export const PAGE_ROUTES_ID = "edu-page-routes";

type Manifest = { version?: unknown; routes?: Record<string, unknown> };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Adds the page's routes to `window.__reactRouterManifest`; the number added. */
export function adoptPageRoutes(
  target: { __reactRouterManifest?: Manifest } = window as { __reactRouterManifest?: Manifest },
): number {
  const element = document.getElementById(PAGE_ROUTES_ID);
  if (!element) return 0;
  element.remove();
  const manifest = target.__reactRouterManifest;
  if (!manifest || !isObject(manifest.routes)) return 0;
  let value: unknown;
  try {
    value = JSON.parse(element.textContent ?? "");
  } catch {
    return 0;
  }
  if (!isObject(value) || value.version !== manifest.version || !isObject(value.routes)) return 0;
  let added = 0;
  for (const [id, route] of Object.entries(value.routes)) {
    if (manifest.routes[id] || !isObject(route) || route.id !== id) continue;
    manifest.routes[id] = route;
    added += 1;
  }
  return added;
}
