import fs from "node:fs";
import path from "node:path";

/**
 * React Router's lazy route discovery for the built web app (apps/web/src/lib/route-discovery.ts).
 *
 * A page's HTML carries only the routes on that page; the client asks `GET /__manifest?paths=/a,/a/b&version=v`
 * for the routes behind the links it renders and the paths it navigates to, and adds them to its router.
 * The build writes the whole manifest to `assets/manifest-<version>.js` (`window.__reactRouterManifest={…}`,
 * which no page imports any more); the answer is the entries of the routes that can match each path, with
 * their parent routes, as React Router's own server answers. It may list a few more routes than React
 * Router's ranking would pick (every pattern that matches): the client ranks what it knows itself.
 */
export const ROUTE_MANIFEST_PATH = "/__manifest";
/** React Router's client gives up above this URL length, and its server answers 400. */
const URL_LIMIT = 7680;
/** React Router names the manifest by an 8-hex-digit hash of its content. */
const VERSION = /^[0-9a-f]{8}$/;
const MANIFEST_PREFIX = "window.__reactRouterManifest=";
const CACHED_VERSIONS = 4;

export interface ManifestAssets {
  module?: string;
  imports?: string[];
  css?: string[];
}

export interface ManifestRoute extends ManifestAssets {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  [key: string]: unknown;
}

interface CompiledRoute {
  route: ManifestRoute;
  pattern: RegExp;
  /** React Router's rank of the route's full path (its `computeScore`): the best match has the highest. */
  score: number;
}

export type RouteManifestAnswer =
  | { kind: "patches"; routes: Record<string, ManifestRoute> }
  /** The client's build is not the one served: React Router reloads the document. */
  | { kind: "reload" }
  | { kind: "bad-request" };

/** The pattern React Router compiles for a full route path (its `compilePath`, matching to the end). */
function compilePattern(fullPath: string): RegExp {
  let source = `^${fullPath
    .replace(/\/*\*?$/, "")
    .replace(/^\/*/, "/")
    .replace(/[\\.*+^${}|()[\]]/g, "\\$&")
    .replace(
      /\/:([\w-]+)(\?)?/g,
      (match: string, _name: string, optional: string | undefined, at: number, all: string) => {
        if (!optional) return "/([^\\/]+)";
        const next = all.charAt(at + match.length);
        return next && next !== "/" ? "/([^\\/]*)" : "(?:/([^\\/]*))?";
      },
    )
    .replace(/\/([\w-]+)\?(?=\/|$|\()/g, "(?:/$1)?")}`;
  if (fullPath.endsWith("*")) source += fullPath === "*" || fullPath === "/*" ? "(.*)$" : "(?:\\/(.+)|\\/*)$";
  else source += "\\/*$";
  // Case-insensitive even for a case-sensitive route: answering one route too many is harmless.
  return new RegExp(source, "i");
}

/**
 * React Router's `computeScore`: static segments 10, dynamic 3, empty 1, index +2, splat -2. An optional
 * segment counts as absent (React Router ranks each expansion; the shorter one is enough to pick a page).
 */
function computeScore(fullPath: string, index: boolean | undefined): number {
  const segments = fullPath.split("/").filter((segment) => !segment.endsWith("?"));
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === "*") score -= 2;
    else score += /^:[\w-]+$/.test(segment) ? 3 : segment === "" ? 1 : 10;
  }
  return score;
}

function compileManifest(routes: Record<string, ManifestRoute>): CompiledRoute[] {
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ?? "";
    return (parent ? `${fullPath(parent)}/${own}` : own).replace(/\/\/+/g, "/");
  };
  return Object.values(routes)
    .filter((route) => route.index || (route.path !== undefined && route.path !== ""))
    .map((route) => {
      const full = fullPath(route);
      return {
        route,
        pattern: compilePattern(full),
        score: computeScore(`/${full}`.replace(/\/\/+/g, "/"), route.index),
      };
    });
}

function decodePath(value: string): string {
  try {
    return value
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return value;
  }
}

export interface RouteManifest {
  /** The answer to a `/__manifest?paths=…&version=…` request (its URL). */
  answer(url: string): RouteManifestAnswer;
  /** The routes `/__manifest` answers for one path (undefined when the build `version` is unknown). */
  discovered(version: string, pathname: string): Record<string, ManifestRoute> | undefined;
  /**
   * The routes a page at `pathname` renders, root first, as React Router's ranking picks them (the
   * highest-scoring full path that matches; the first in the manifest's order on a tie), or undefined when
   * the build `version` is unknown or no route but the root matches.
   */
  pageRoutes(version: string, pathname: string): ManifestRoute[] | undefined;
  /** The client entry's and the root route's assets: what every page loads. */
  shellAssets(version: string): ManifestAssets[];
}

interface LoadedManifest {
  routes: Record<string, ManifestRoute>;
  entry: ManifestAssets;
  compiled: CompiledRoute[];
}

/** Answers `/__manifest` requests, and names a page's routes, from the manifests of a built web app (`<webDistDir>/assets`). */
export function createRouteManifest(webDistDir: string): RouteManifest {
  const loaded = new Map<string, LoadedManifest>();

  function load(version: string) {
    if (!VERSION.test(version)) return undefined;
    const cached = loaded.get(version);
    if (cached) return cached;
    const file = path.join(webDistDir, "assets", `manifest-${version}.js`);
    if (!fs.existsSync(file)) return undefined;
    const text = fs.readFileSync(file, "utf8").trim();
    if (!text.startsWith(MANIFEST_PREFIX)) return undefined;
    const manifest = JSON.parse(text.slice(MANIFEST_PREFIX.length).replace(/;$/, "")) as {
      routes: Record<string, ManifestRoute>;
      entry?: ManifestAssets;
    };
    const entry = {
      routes: manifest.routes,
      entry: manifest.entry ?? {},
      compiled: compileManifest(manifest.routes),
    };
    if (loaded.size >= CACHED_VERSIONS) loaded.delete(loaded.keys().next().value as string);
    loaded.set(version, entry);
    return entry;
  }

  function answer(url: string): RouteManifestAnswer {
    if (url.length > URL_LIMIT) return { kind: "bad-request" };
    const query = new URLSearchParams(url.split("?")[1] ?? "");
    const version = query.get("version") ?? "";
    const paths = query.get("paths");
    const manifest = load(version);
    if (!manifest) return { kind: "reload" };
    if (paths === null) return { kind: "bad-request" };
    return { kind: "patches", routes: patchesFor(manifest, paths.split(",")) };
  }

  /** Every route whose full path matches one of `paths`, with its parents (React Router ranks them itself). */
  function patchesFor(manifest: LoadedManifest, paths: readonly string[]) {
    const patches: Record<string, ManifestRoute> = {};
    const add = (route: ManifestRoute | undefined) => {
      for (let current = route; current && !patches[current.id]; ) {
        patches[current.id] = current;
        current = current.parentId ? manifest.routes[current.parentId] : undefined;
      }
    };
    for (const raw of new Set(paths.filter(Boolean))) {
      const pathname = decodePath(raw.startsWith("/") ? raw : `/${raw}`);
      for (const { route, pattern } of manifest.compiled) if (pattern.test(pathname)) add(route);
    }
    return patches;
  }

  function pageRoutes(version: string, rawPathname: string): ManifestRoute[] | undefined {
    const manifest = load(version);
    if (!manifest) return undefined;
    const pathname = decodePath(rawPathname.startsWith("/") ? rawPathname : `/${rawPathname}`);
    let best: CompiledRoute | undefined;
    for (const compiled of manifest.compiled) {
      if ((!best || compiled.score > best.score) && compiled.pattern.test(pathname)) best = compiled;
    }
    if (!best?.route.parentId) return undefined;
    const chain: ManifestRoute[] = [];
    for (let current: ManifestRoute | undefined = best.route; current; ) {
      chain.unshift(current);
      current = current.parentId ? manifest.routes[current.parentId] : undefined;
    }
    return chain;
  }

  return {
    answer,
    discovered: (version, pathname) => {
      const manifest = load(version);
      return manifest ? patchesFor(manifest, [pathname]) : undefined;
    },
    pageRoutes,
    shellAssets: (version) => {
      const manifest = load(version);
      return manifest
        ? [manifest.entry, ...Object.values(manifest.routes).filter((route) => !route.parentId)]
        : [];
    },
  };
}
