import { accountEndpoints } from "@edu/shared/accounts";
import { siteContentEndpoints } from "@edu/shared/content";
import { profileEndpoints } from "@edu/shared/profiles";
import { storyEndpoints } from "@edu/shared/stories";
import { describe, expect, it } from "vitest";
import endpointSource from "../../../../packages/shared/src/system/endpoint.ts?raw";
import { landingEndpoints } from "./endpoint-client-landing";
import landingSource from "./endpoint-client-landing.ts?raw";
import { endpointRef } from "./endpoint-client-refs";
import refsSource from "./endpoint-client-refs.ts?raw";

const declarations = {
  ...accountEndpoints,
  ...siteContentEndpoints,
  ...profileEndpoints,
  ...storyEndpoints,
};

describe("the landing page's endpoint references", () => {
  it("name, method and path each equal their declaration's", () => {
    for (const [key, ref] of Object.entries(landingEndpoints)) {
      const declared = declarations[ref.name as keyof typeof declarations];
      expect(key).toBe(ref.name);
      expect(declared, `${ref.name} is declared`).toBeDefined();
      expect({ name: ref.name, method: ref.method, path: ref.path }).toEqual({
        name: declared.name,
        method: declared.method,
        path: declared.path,
      });
    }
  });

  it("a path or method that is not the declaration's is a type error", () => {
    type Stories = typeof storyEndpoints.listStories;
    endpointRef<Stories>({
      name: "listStories",
      method: "GET",
      // @ts-expect-error the declaration's path is /api/stories
      path: "/api/story",
    });
    endpointRef<Stories>({
      name: "listStories",
      // @ts-expect-error the declaration's method is GET
      method: "POST",
      path: "/api/stories",
    });
  });

  it("bring no schema along: declarations and zod are imported as types only", () => {
    const valueImports = (source: string) =>
      [...source.matchAll(/^import\s+(?!type\b)(.*?)\s+from\s+"([^"]+)"/gms)]
        .map(([, names = "", from = ""]) => ({ names: names.replace(/\btype\s+\w+\s*,?/g, "").trim(), from }))
        .filter(({ names }) => !/^\{\s*\}$/.test(names));
    const fromSharedOrZod = (source: string) =>
      valueImports(source).filter(({ from }) => from === "zod" || from.startsWith("@edu/shared"));
    expect(fromSharedOrZod(landingSource)).toEqual([]);
    // endpointPath only, from the module that declares endpoints, which takes nothing but zod's types.
    expect(fromSharedOrZod(refsSource)).toEqual([{ names: "{ endpointPath }", from: "@edu/shared/system" }]);
    expect(fromSharedOrZod(endpointSource)).toEqual([]);
  });
});
