import { expect, type Page } from "@playwright/test";

/**
 * The web app's route table as the built app serves it: React Router's route manifest
 * (`/assets/manifest-<version>.js`, written by the build from apps/web/src/routes.ts and every
 * features/<name>/routes.ts). A screen added to a feature's routes is in it without anyone listing it here.
 */

/** The guard layout a route sits under (apps/web/src/routes.ts `composeRoutes`). */
export type RouteGuard = "public" | "guestOnly" | "session" | "signedIn";

export type TableRoute = {
  /** The route's id in the manifest (its file, or the id given in routes.ts). */
  id: string;
  /** The full path pattern, e.g. `/session-class/:id/editLog/:lessonLogId`. */
  pattern: string;
  guard: RouteGuard;
  /** The route module's chunk: routes sharing it render the same page component. */
  module: string;
};

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; module?: string };

const GUARDS: Record<string, RouteGuard> = {
  "app/guards/guest-only": "guestOnly",
  "app/guards/require-session": "session",
  "app/guards/require-auth": "signedIn",
};

/**
 * Every page route of the build behind `page` (which must show one of the app's pages): the leaves of the
 * route tree, without the catch-all (`*`, which only redirects to /404) and the build-measuring synthetic routes.
 */
export async function readRouteTable(page: Page): Promise<TableRoute[]> {
  const version = await page.evaluate(
    () => (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version,
  );
  expect(version, "the page carries React Router's manifest version").toMatch(/^[0-9a-f]{8}$/);
  const response = await page.request.get(`/assets/manifest-${version}.js`);
  expect(response.status(), "the build's route manifest is served").toBe(200);
  const text = await response.text();
  const json = text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "");
  const routes = (JSON.parse(json) as { routes: Record<string, ManifestRoute> }).routes;
  const parents = new Set(Object.values(routes).map((route) => route.parentId));
  const table: TableRoute[] = [];
  for (const route of Object.values(routes)) {
    if (parents.has(route.id) || route.id.startsWith("synthetic-")) continue;
    const segments: string[] = [];
    let guard: RouteGuard = "public";
    for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
      if (at.path) segments.unshift(at.path);
      guard = GUARDS[at.id] ?? guard;
    }
    const pattern = `/${segments.join("/")}`.replace(/\/+/g, "/");
    if (pattern === "/*") continue;
    table.push({ id: route.id, pattern, guard, module: route.module ?? route.id });
  }
  return table.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** The `:name` (or `:name?`) parameters and a trailing `*` of a pattern. */
export function paramsOf(pattern: string): string[] {
  return [...pattern.matchAll(/:([\w-]+)\??|\*$/g)].map((match) => match[1] ?? "*");
}

/**
 * The paths of a pattern: each parameter replaced by each of `values(name, prefix)` (prefix: the pattern up to
 * and including it), every combination.
 */
export function fillPattern(pattern: string, values: (name: string, prefix: string) => string[]): string[] {
  const match = /:([\w-]+)\??|\*$/.exec(pattern);
  if (!match) return [pattern];
  const prefix = pattern.slice(0, match.index + match[0].length);
  const rest = pattern.slice(prefix.length);
  return values(match[1] ?? "*", prefix).flatMap((value) =>
    fillPattern(rest, (name, restPrefix) => values(name, prefix + restPrefix)).map(
      (tail) => pattern.slice(0, match.index) + value + tail,
    ),
  );
}
