import Fastify from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestContext } from "../../test/helpers/test-app";
import { registerOpenApi } from "./openapi";
import { deriveOperationId, OPERATION_ID_OVERRIDES, OPERATION_ID_PATTERN, singular } from "./operation-ids";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Operation = {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: object }>;
};
type Document = {
  openapi: string;
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, unknown>; schemas?: Record<string, unknown> };
};

const fetchDocument = async (url = "/api/openapi.json") => {
  const res = await ctx.app.inject({ method: "GET", url });
  expect(res.statusCode).toBe(200);
  return res.json() as Document;
};
const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

describe("OpenAPI document", () => {
  it("lists every API route with its response schemas", async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toMatch(/^3\./);
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
    const operations = operationsOf(await fetchDocument());
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

  it("names every operation once, with a camelCase operationId", async () => {
    const operations = operationsOf(await fetchDocument());
    const ids = operations.map(({ operation }) => operation.operationId);
    for (const { path, method, operation } of operations) {
      expect(operation.operationId, `${method} ${path}`).toMatch(OPERATION_ID_PATTERN);
    }
    expect(new Set(ids).size).toBe(ids.length);
    const byRoute = Object.fromEntries(
      operations.map(({ path, method, operation }) => [
        `${method.toUpperCase()} ${path}`,
        operation.operationId,
      ]),
    );
    expect(byRoute).toMatchObject({
      "POST /api/login": "login",
      "GET /api/users/search": "searchUsers",
      "GET /api/tags": "listTags",
      "POST /api/tag": "createTag",
      "GET /api/tag/{id}": "getTagById",
      "PATCH /api/tag/{id}": "updateTagById",
      "DELETE /api/tag/{id}": "deleteTagById",
      "GET /api/courses/{id}": "getCourse",
      "POST /api/enrollment-forms-step-one": "createEnrollmentFormsStepOne",
      "GET /api/line/callback": "finishLineLogin",
    });
    // Every override still names a route (a renamed path leaves no dead entry behind).
    for (const name of Object.values(OPERATION_ID_OVERRIDES)) expect(ids, name).toContain(name);
  });

  it("declares how each operation is authenticated, from its access rule", async () => {
    const doc = await fetchDocument();
    expect(Object.keys(doc.components.securitySchemes ?? {}).sort()).toEqual(["bearer", "cookie"]);
    const signedIn = [{ bearer: [] }, { cookie: [] }];
    for (const { path, method, operation } of operationsOf(doc)) {
      expect(operation.security, `${method} ${path}`).toBeDefined();
      const required = operation.security?.filter((requirement) => Object.keys(requirement).length > 0);
      expect(required, `${method} ${path}`).toEqual(signedIn);
    }
    // Public: no credentials needed ({}), a session sent is still read.
    expect(doc.paths["/api/courses"]?.get?.security).toEqual([{}, ...signedIn]);
    expect(doc.paths["/api/users/search"]?.get?.security).toEqual(signedIn);
    expect(doc.paths["/api/profile"]?.get?.security).toEqual(signedIn);
  });

  it("declares a success or redirect on every operation, and the client errors where they can happen", async () => {
    const doc = await fetchDocument();
    expect(doc.components.schemas?.ErrorBody).toMatchObject({ required: ["message", "code"] });
    for (const { path, method, operation } of operationsOf(doc)) {
      const statuses = Object.keys(operation.responses ?? {});
      const label = `${method} ${path}: ${statuses.join(",")}`;
      expect(
        statuses.some((s) => /^[23]\d\d$/.test(s)),
        label,
      ).toBe(true);
      const takesInput = Boolean(operation.requestBody) || (operation.parameters?.length ?? 0) > 0;
      const needsSession = !operation.security?.some((r) => Object.keys(r).length === 0);
      if (takesInput) expect(statuses, label).toContain("422");
      if (needsSession) expect(statuses, label).toContain("401");
      if (method !== "get") expect(statuses, label).toContain("403");
      if (takesInput || needsSession || method !== "get") {
        expect(
          statuses.some((s) => /^4\d\d$/.test(s)),
          label,
        ).toBe(true);
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (/^4\d\d$/.test(status) && response.content?.["application/json"]) {
          expect(response.content["application/json"].schema, `${label} ${status}`).toEqual({
            $ref: "#/components/schemas/ErrorBody",
          });
        }
        if (/^3\d\d$/.test(status)) expect(response.headers, `${label} ${status}`).toHaveProperty("location");
      }
    }
    expect(Object.keys(doc.paths["/api/line/authorize"]?.get?.responses ?? {})).toContain("302");
  });

  it("has a server and no route syntax in its paths: an optional parameter is documented as two paths", async () => {
    const doc = await fetchDocument();
    expect(doc.servers?.[0]?.url).toBe("/");
    expect(Object.keys(doc.paths).filter((p) => /[?:]/.test(p))).toEqual([]);
    const short = doc.paths["/files/{id}"]?.get;
    const long = doc.paths["/files/{id}/{name}"]?.get;
    expect(short?.parameters?.map((p) => p.name)).toEqual(["id"]);
    expect(long?.parameters?.map((p) => p.name)).toEqual(["id", "name"]);
    expect([short?.operationId, long?.operationId]).toEqual(["getFile", "getFileWithName"]);
    expect(Object.keys(short?.responses ?? {})).toEqual(expect.arrayContaining(["200", "302", "404"]));
  });

  it("serves the viewer at /api/docs, with the same document and authorization kept across reloads", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/docs/" });
    expect([200, 302]).toContain(res.statusCode);
    const viewerDoc = await fetchDocument("/api/docs/json");
    expect(viewerDoc).toEqual(await fetchDocument());
    const init = await ctx.app.inject({ method: "GET", url: "/api/docs/static/swagger-initializer.js" });
    expect(init.body).toContain('"persistAuthorization":true');
  });
});

describe("operationIds", () => {
  it.each([
    ["GET", "/api/tags", "listTags"],
    ["GET", "/api/tag/:id", "getTagById"],
    ["GET", "/api/courses/:id", "getCourse"],
    ["GET", "/api/order/unpaid/:studentId", "getOrderUnpaidByStudentId"],
    ["POST", "/api/courses", "createCourse"],
    ["PATCH", "/api/courses/:id", "updateCourse"],
    ["PUT", "/api/site-content/:key", "updateSiteContentByKey"],
    ["DELETE", "/api/stories/:id", "deleteStory"],
    ["POST", "/api/student-class-tickets/:id", "updateStudentClassTicket"],
    ["GET", "/api/users/search", "searchUsers"],
    ["GET", "/api/users/:id/audit", "getUserAudit"],
    ["POST", "/api/user/:id/attach-tags", "attachUserTags"],
    ["POST", "/api/register/student", "registerStudent"],
    ["GET", "/api/enrolled-session/:id/contract.pdf", "getEnrolledSessionContractPdf"],
    ["GET", "/api/health", "getHealth"],
  ])("%s %s → %s", (method, url, expected) => {
    expect(deriveOperationId(method, url)).toBe(expected);
  });

  it("makes words singular the plain way", () => {
    expect(["users", "classes", "stories", "status", "faqs", "address"].map(singular)).toEqual([
      "user",
      "class",
      "story",
      "status",
      "faq",
      "address",
    ]);
  });

  it("fails start-up when two routes would share an operationId", async () => {
    const app = Fastify();
    app.setSerializerCompiler(serializerCompiler);
    await registerOpenApi(app);
    app.get("/api/lessons", { schema: { response: { 200: z.object({}) } } }, async () => ({}));
    expect(() =>
      app.get("/api/lessons/", { schema: { operationId: "listLessons" } }, async () => ({})),
    ).toThrow(/both have operationId "listLessons"/);
    await app.close();
  });
});
