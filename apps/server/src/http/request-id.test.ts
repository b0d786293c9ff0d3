import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const idFor = async (headers: Record<string, string | string[]>) =>
  (await ctx.app.inject({ method: "GET", url: "/api/health", headers })).headers["x-request-id"];

describe("X-Request-Id", () => {
  it("keeps a caller's id of a safe form (a load balancer's)", async () => {
    expect(await idFor({ "x-request-id": "lb-3f2a9c1e.0042_x" })).toBe("lb-3f2a9c1e.0042_x");
    expect(await idFor({ "x-request-id": "0b8e5c1c-6d0e-4a43-9d0f-6a3cf4a1c2de" })).toBe(
      "0b8e5c1c-6d0e-4a43-9d0f-6a3cf4a1c2de",
    );
  });

  it("makes a new one for anything else: log or header injection, odd characters, too short or long", async () => {
    const unsafe = [
      "abc\r\nx-evil: 1",
      'abcdefgh"}{"admin":true',
      "abcdefgh ijkl",
      "abcdefgh<script>",
      "abcdefgh%0d%0a",
      "ümlaut-request-id",
      "short",
      "a".repeat(129),
      "",
    ];
    for (const value of unsafe) {
      const id = await idFor({ "x-request-id": value });
      expect(id, JSON.stringify(value)).toMatch(UUID);
    }
    // Two headers (joined by a comma) are not one id either.
    expect(await idFor({ "x-request-id": ["abcdefgh1", "abcdefgh2"] })).toMatch(UUID);
    expect(await idFor({})).toMatch(UUID);
  });

  it("puts the same id on error answers", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/no-such-route",
      headers: { "x-request-id": "trace-12345678" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers["x-request-id"]).toBe("trace-12345678");
  });
});
