import type { EntryContext } from "react-router";

/**
 * Where the browser asks for the routes of paths it has not seen yet: `GET /__manifest?paths=/a,/a/b&version=…`,
 * answered by the server from the build's route manifest (apps/server/src/http/web-route-manifest.ts).
 */
export const ROUTE_MANIFEST_PATH = "/__manifest";

const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * Prerenders a page for React Router's lazy route discovery instead of the whole route manifest.
 *
 * With `ssr: false` React Router only does "initial" discovery: every page's first load imports the
 * manifest of all routes, each listing its ~50 chunks (9.4 KB gzip at 93 routes, +0.12 KB a route;
 * DESIGN.md §7 budget). React Router refuses `routeDiscovery: "lazy"` without SSR only because lazy
 * discovery needs a server to answer `/__manifest`; ours does. So the pages are rendered as an SSR
 * server renders them: `<Scripts>` then inlines a manifest of only the routes on the page (and on its
 * parent paths), and the client fetches the routes behind links and navigations as it meets them. The
 * context script tells the client the same (`ssr: true` is what turns discovery on there; with no
 * server loaders in this app it changes nothing else). Build time only (entry.server.tsx). A page served the SPA
 * fallback (every signed-in page) gets from the server preloads of its own routes' chunks, so they are loaded by
 * the time `/__manifest` names them (apps/server/src/http/web-page-preload.ts).
 */
export function withLazyRouteDiscovery(context: EntryContext): EntryContext {
  const routeDiscovery = { mode: "lazy", manifestPath: ROUTE_MANIFEST_PATH } as const;
  // React Router wrote the handoff as HTML-escaped JSON (\u003c and the like are JSON escapes too).
  const handoff = JSON.parse(context.serverHandoffString ?? "{}") as Record<string, unknown>;
  const serverHandoffString = JSON.stringify({ ...handoff, ssr: true, routeDiscovery }).replace(
    /[&><\u2028\u2029]/g,
    (char) => SCRIPT_ESCAPES[char] ?? char,
  );
  return { ...context, ssr: true, routeDiscovery, serverHandoffString };
}
