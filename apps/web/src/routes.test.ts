import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { PRERENDERED_PATHS } from "../react-router.config";
import type { FeatureRoutes } from "./app/feature-routes";
import routes, { composeRoutes, FEATURE_ROUTES } from "./routes";

const featureRouteFiles = import.meta.glob<Record<string, FeatureRoutes>>("./features/*/routes.ts", {
  eager: true,
});

const routeId = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

function flatten(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

/** The route table as React Router's matcher sees it; `handle.guard` is the layout file above a route. */
function toRouteObjects(entries: RouteConfigEntry[], guard?: string): RouteObject[] {
  return entries.map((entry) => {
    const isLayout = entry.path === undefined && !entry.index;
    const innerGuard = isLayout ? entry.file : guard;
    const base = { id: routeId(entry), path: entry.path, handle: { guard, file: entry.file } };
    return entry.index
      ? { ...base, index: true }
      : { ...base, children: toRouteObjects(entry.children ?? [], innerGuard) };
  });
}

function leafFor(pathname: string, entries: RouteConfigEntry[] = routes) {
  const matches = matchRoutes(toRouteObjects(entries), pathname) ?? [];
  return matches.at(-1)?.route.handle as { guard?: string; file: string } | undefined;
}

describe("the route table", () => {
  it("is composed from every feature's routes file", () => {
    const exported = Object.entries(featureRouteFiles).flatMap(([file, module]) => {
      const lists = Object.values(module);
      expect(lists.length, `${file} exports its FeatureRoutes`).toBeGreaterThan(0);
      return lists;
    });
    expect(exported.length).toBeGreaterThan(10);
    for (const list of exported) expect(FEATURE_ROUTES).toContain(list);
    const all = flatten(routes).map(routeId);
    for (const list of exported) {
      for (const entry of flatten(Object.values(list).flat())) expect(all).toContain(routeId(entry));
    }
  });

  it("has unique route ids and only files that exist", () => {
    const entries = flatten(routes);
    const ids = entries.map(routeId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of entries) {
      expect(fs.existsSync(path.join(import.meta.dirname, entry.file)), entry.file).toBe(true);
    }
  });

  it("puts each group behind its guard", () => {
    expect(leafFor("/about")).toEqual({ guard: undefined, file: "features/marketing/pages/about-page.tsx" });
    expect(leafFor("/login")?.guard).toBe("app/guards/guest-only.tsx");
    expect(leafFor("/register-detail")?.guard).toBe("app/guards/require-session.tsx");
    expect(leafFor("/home")?.guard).toBe("app/guards/require-auth.tsx");
    expect(leafFor("/admin/edit-faq/topic")?.file).toBe("features/content-admin/pages/faq-topics-page.tsx");
    expect(leafFor("/no/such/page")?.file).toBe("app/routes/unknown-path.tsx");
  });

  it("serves every prerendered path from a public page, not the unknown-path route", () => {
    for (const pathname of PRERENDERED_PATHS) {
      const leaf = leafFor(pathname);
      expect(leaf?.guard, pathname).toBeUndefined();
      expect(leaf?.file, pathname).not.toBe("app/routes/unknown-path.tsx");
    }
  });

  it("adds synthetic signed-in routes only when asked (the 260-route measurement build)", () => {
    expect(flatten(routes).some((entry) => entry.id?.startsWith("synthetic-"))).toBe(false);
    const real = flatten(composeRoutes(FEATURE_ROUTES));
    const big = flatten(composeRoutes(FEATURE_ROUTES, { syntheticRoutes: 170 }));
    expect(big.length - real.length).toBe(170);
    expect(new Set(big.map(routeId)).size).toBe(big.length);
    expect(leafFor("/__synthetic/169", composeRoutes(FEATURE_ROUTES, { syntheticRoutes: 170 }))?.guard).toBe(
      "app/guards/require-auth.tsx",
    );
  });
});
