import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/helpers/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

describe("OpenAPI document", () => {
  it("lists every API route with its response schemas", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(doc.openapi).toMatch(/^3\./);

    const routes = ctx.app
      .printRoutes({ commonPrefix: false })
      .split("\n")
      .filter((line) => line.includes("/api/"));
    expect(routes.length).toBeGreaterThan(0);

    for (const expected of ["/api/health", "/api/ip-geo", "/api/captcha/flat"]) {
      const operation = doc.paths[expected]?.get;
      expect(operation, expected).toBeDefined();
      const ok = operation?.responses?.["200"]?.content?.["application/json"]?.schema;
      expect(ok, `${expected} 200 schema`).toBeDefined();
    }
    // Documentation routes themselves are hidden.
    expect(Object.keys(doc.paths).some((p) => p.startsWith("/api/docs"))).toBe(false);
  });

  it("gives every API operation its responses, and every body-taking operation its request schema", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/openapi.json" })).json() as {
      paths: Record<
        string,
        Record<string, Operation & { requestBody?: { content?: Record<string, { schema?: unknown }> } }>
      >;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(150);
    for (const { path, method, operation } of operations) {
      const statuses = Object.keys(operation.responses ?? {});
      expect(statuses.length, `${method} ${path} responses`).toBeGreaterThan(0);
      if (["post", "put", "patch"].includes(method) && operation.requestBody) {
        const schemas = Object.values(operation.requestBody.content ?? {}).map((media) => media.schema);
        expect(schemas.some(Boolean), `${method} ${path} request schema`).toBe(true);
      }
    }
  });

  it("serves the viewer at /api/docs", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/docs/" });
    expect([200, 302]).toContain(res.statusCode);
  });
});
