import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("LINE not configured", () => {
  it("says so, and its routes answer 404", async () => {
    const config = await ctx.app.inject({ method: "GET", url: "/api/line/config" });
    expect(config.json()).toEqual({ enabled: false });
    for (const url of ["/api/line/authorize?mode=login", "/api/line/callback?code=x&state=y"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe("not_found");
    }
  });
});
