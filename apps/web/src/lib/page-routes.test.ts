import { afterEach, describe, expect, it } from "vitest";
import { putJsonBlock } from "../test/json-block";
import { adoptPageRoutes, PAGE_ROUTES_ID } from "./page-routes";

const putBlock = (text: string) => putJsonBlock(PAGE_ROUTES_ID, text);

const root = { id: "root", path: "", module: "/assets/root.js" };
const home = { id: "features/home/pages/home-page", parentId: "app/guards/require-auth", path: "home" };
const layout = { id: "app/guards/require-auth", parentId: "root" };

afterEach(() => document.getElementById(PAGE_ROUTES_ID)?.remove());

describe("adoptPageRoutes", () => {
  it("adds the page's routes to React Router's manifest, keeps what it has, and removes the block", () => {
    const target = { __reactRouterManifest: { version: "abcd1234", routes: { root } } };
    putBlock(
      JSON.stringify({
        version: "abcd1234",
        routes: { root: { ...root, module: "/elsewhere.js" }, [layout.id]: layout, [home.id]: home },
      }),
    );
    expect(adoptPageRoutes(target)).toBe(2);
    expect(target.__reactRouterManifest.routes).toEqual({ root, [layout.id]: layout, [home.id]: home });
    expect(document.getElementById(PAGE_ROUTES_ID)).toBeNull();
  });

  it("ignores routes of another build, bad JSON and entries whose id does not match", () => {
    const target = { __reactRouterManifest: { version: "abcd1234", routes: { root } } };
    putBlock(JSON.stringify({ version: "ffff0000", routes: { [home.id]: home } }));
    expect(adoptPageRoutes(target)).toBe(0);
    putBlock("{not json");
    expect(adoptPageRoutes(target)).toBe(0);
    putBlock(JSON.stringify({ version: "abcd1234", routes: { other: home, [layout.id]: "x" } }));
    expect(adoptPageRoutes(target)).toBe(0);
    expect(target.__reactRouterManifest.routes).toEqual({ root });
  });

  it("does nothing without the block or without a manifest", () => {
    expect(adoptPageRoutes({ __reactRouterManifest: { version: "abcd1234", routes: { root } } })).toBe(0);
    putBlock(JSON.stringify({ version: "abcd1234", routes: { [home.id]: home } }));
    expect(adoptPageRoutes({})).toBe(0);
  });
});
