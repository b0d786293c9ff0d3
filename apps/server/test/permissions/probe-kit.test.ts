import { tagEndpoints } from "@edu/shared";
import { describe, expect, it } from "vitest";
import { defineProbes, isModuleProbes } from "./probe-kit";

describe("defineProbes", () => {
  it("keys probes by the module's endpoint names; another name fails tsc", () => {
    const probes = defineProbes(tagEndpoints, {
      listTags: { allowed: 200 },
      // @ts-expect-error a name that is not one of the tag endpoints
      listTagz: { allowed: 200 },
    });
    expect(isModuleProbes(probes)).toBe(true);
    expect(Object.keys(probes.probes)).toEqual(["listTags", "listTagz"]);
  });

  it("keeps the probes of routes registered by hand beside the declared ones", () => {
    const probes = defineProbes(
      tagEndpoints,
      { listTags: { allowed: 200 } },
      { listBlogs: { allowed: 302 } },
    );
    expect(probes.probes).toEqual({ listTags: { allowed: 200 }, listBlogs: { allowed: 302 } });
  });
});
