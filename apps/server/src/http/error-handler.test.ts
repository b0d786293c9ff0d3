import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestContext } from "../../test/helpers/test-app";
import { AppError } from "./app-error";
import { handleFrameworkError, installErrorHandling } from "./error-handler";

// Test-only routes exercise the shared mechanisms that every module's routes rely on.
const bodySchema = z.object({
  email: z.email({ error: "v.email_format" }),
  name: z.string().trim().min(1, { error: "v.required" }),
  students: z.array(z.object({ email: z.email({ error: "v.email_format" }) })).default([]),
  age: z.number().int().min(1).optional(),
});

let ctx: TestContext;
let writes = 0;

beforeAll(async () => {
  ctx = await createTestApp({}, (app) => {
    app.post(
      "/api/test/echo",
      { config: { access: "public" }, schema: { body: bodySchema } },
      async (request) => {
        writes++;
        return request.body;
      },
    );
    app.post(
      "/api/test/free-json",
      {
        config: { access: "public" },
        schema: { body: z.object({ data: z.record(z.string(), z.unknown()) }) },
      },
      async (request) => request.body,
    );
    app.get(
      "/api/test/search/:name",
      {
        config: { access: "public" },
        schema: {
          params: z.object({ name: z.string() }),
          querystring: z.object({ q: z.string().optional() }),
        },
      },
      async (request) => ({ ...(request.params as object), ...(request.query as object) }),
    );
    app.get("/api/test/redirect", { config: { access: "public" } }, async (_request, reply) =>
      reply.redirect("https://example.com/a\r\nSet-Cookie: stolen=1", 302),
    );
    app.get("/api/test/database/:state", { config: { access: "public" } }, async (request) => {
      // As the query builder throws them: the driver's error (with its SQLSTATE) as the cause.
      const { state } = request.params as { state: string };
      throw Object.assign(new Error("Failed query: insert into secret_table values ($1)"), {
        cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: state }),
      });
    });
    app.get("/api/test/refuse/:code", { config: { access: "public" } }, async (request) => {
      const { code } = request.params as { code: string };
      if (code === "blocked") throw new AppError("blocked");
      if (code === "forbidden") throw new AppError("forbidden");
      if (code === "conflict") throw new AppError("conflict");
      throw new Error("database password is hunter2");
    });
  });
});
afterAll(() => ctx.close());

describe("error catalogue", () => {
  it("answers unknown API paths with JSON 404", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "There is no such API route.", code: "not_found" });
  });

  it("answers unknown API paths for any method, never with HTML", async () => {
    const res = await ctx.app.inject({ method: "DELETE", url: "/api/nope/deeper?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
  });

  it("localizes the message by Accept-Language, keeping the code stable", async () => {
    const tw = await ctx.app.inject({
      method: "GET",
      url: "/api/nope",
      headers: { "accept-language": "zh-TW" },
    });
    const cn = await ctx.app.inject({
      method: "GET",
      url: "/api/nope",
      headers: { "accept-language": "zh-CN,zh;q=0.9" },
    });
    expect(tw.json()).toEqual({ message: "沒有這個介面路徑。", code: "not_found" });
    expect(cn.json().message).toBe("没有这个接口路径。");
  });

  it("answers a body failing validation with 422 and errors by field, changing nothing", async () => {
    writes = 0;
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: {
        email: "not-an-email",
        name: "   ",
        students: [{ email: "ok@example.com" }, { email: "bad" }],
      },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe("validation_failed");
    expect(body.errors).toEqual({
      email: ["Please check email format."],
      name: ["This field is required."],
      "students.1.email": ["Please check email format."],
    });
    expect(writes).toBe(0);
  });

  it("says a missing field is required, in the request's language", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "accept-language": "zh-TW" },
      payload: { name: "Amy" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ["此欄位為必填。"] });
    expect(res.json().message).toBe("驗證失敗，請檢查輸入內容。");
  });

  it("localizes zod's own messages where a schema sets none", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "accept-language": "zh-CN" },
      payload: { email: "a@b.co", name: "Amy", age: 0 },
    });
    expect(res.statusCode).toBe(422);
    const [message] = res.json().errors.age;
    expect(message).toMatch(/[\u4e00-\u9fff]/);
  });

  it("accepts a valid body", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { email: "a@b.co", name: " Amy " },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: "a@b.co", name: "Amy", students: [] });
  });

  it("answers malformed JSON with 400 { message, code }", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Oop, something went wrong. Please contact us.",
      code: "bad_request",
    });
  });

  it("keeps Blocked literal for the client (spec §8) and maps other refusals", async () => {
    const blocked = await ctx.app.inject({
      method: "GET",
      url: "/api/test/refuse/blocked",
      headers: { "accept-language": "zh-TW" },
    });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toEqual({ message: "Blocked", code: "blocked" });
    const forbidden = await ctx.app.inject({ method: "GET", url: "/api/test/refuse/forbidden" });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe("forbidden");
    const conflict = await ctx.app.inject({ method: "GET", url: "/api/test/refuse/conflict" });
    expect(conflict.statusCode).toBe(409);
  });

  it("answers 500 with a generic text only, never the details", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/test/refuse/crash" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: "Something went wrong on our side. Please try again later.",
      code: "internal_error",
    });
    expect(res.body).not.toContain("hunter2");
  });

  it("answers a body over the limit with 413", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@b.co", name: "x".repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe("payload_too_large");
  });

  it("gives every response a request id, keeping a well-formed incoming one", async () => {
    const fresh = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await ctx.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "lb-1234abcd" },
    });
    expect(kept.headers["x-request-id"]).toBe("lb-1234abcd");
    const replaced = await ctx.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "<script>" },
    });
    expect(replaced.headers["x-request-id"]).not.toBe("<script>");
  });
});

describe("hostile input (one rule for every route)", () => {
  const echo = (payload: unknown) =>
    ctx.app.inject({ method: "POST", url: "/api/test/echo", payload: payload as object });
  const message = "This text contains characters that are not allowed (such as a NUL byte or a line break).";

  it("refuses a NUL byte in any body string with 422 at its field, writing nothing", async () => {
    writes = 0;
    const top = await echo({ email: "a@b.co", name: "A\u0000my" });
    expect(top.statusCode).toBe(422);
    expect(top.json()).toEqual({
      message: "Validation failed, please check your inputs.",
      code: "validation_failed",
      errors: { name: [message] },
    });
    const nested = await echo({
      email: "a@b.co",
      name: "Amy",
      students: [{ email: "x@y.co" }, { email: "a\u0000@b.co" }],
    });
    expect(nested.statusCode).toBe(422);
    expect(Object.keys(nested.json().errors)).toEqual(["students.1.email"]);
    expect(writes).toBe(0);
  });

  it("reports the NUL byte together with the other mistakes", async () => {
    const res = await echo({ email: "bad", name: "A\u0000my" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ["Please check email format."], name: [message] });
  });

  it("keeps line breaks and tabs in body text, refuses other control characters and half a surrogate pair", async () => {
    const ok = await echo({ email: "a@b.co", name: "Line one\r\n\tline two" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().name).toBe("Line one\r\n\tline two");
    for (const bad of ["a\ud800b", "a\udc00", "a\u0001b", "a\u001bb", "a\u007fb", "a\u000bb"]) {
      const res = await echo({ email: "a@b.co", name: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(["name"]);
    }
  });

  it("refuses a NUL byte in a free-form key, and nesting past the limit", async () => {
    const key = await ctx.app.inject({
      method: "POST",
      url: "/api/test/free-json",
      payload: { data: { nested: { "k\u0000": 1 } } },
    });
    expect(key.statusCode).toBe(422);
    expect(Object.keys(key.json().errors)).toEqual(["data.nested.k\u0000"]);
    const deep = await ctx.app.inject({
      method: "POST",
      url: "/api/test/free-json",
      headers: { "content-type": "application/json" },
      payload: `{"data":${'{"a":'.repeat(100)}1${"}".repeat(101)}`,
    });
    expect(deep.statusCode).toBe(422);
    expect(Object.values(deep.json().errors)).toEqual([["This value is nested too deeply."]]);
    const fine = await ctx.app.inject({
      method: "POST",
      url: "/api/test/free-json",
      payload: { data: { a: { b: [{ c: "multi\nline" }] } } },
    });
    expect(fine.statusCode).toBe(200);
  });

  it("refuses every control character in path parameters and query strings", async () => {
    for (const bad of ["a%00b", "a%0Ab", "a%0D%0Ab", "a%09b", "a%7Fb", "a%C2%85b"]) {
      const query = await ctx.app.inject({ method: "GET", url: `/api/test/search/x?q=${bad}` });
      expect(query.statusCode, bad).toBe(422);
      expect(Object.keys(query.json().errors), bad).toEqual(["q"]);
      const param = await ctx.app.inject({ method: "GET", url: `/api/test/search/${bad}` });
      expect(param.statusCode, bad).toBe(422);
      expect(Object.keys(param.json().errors), bad).toEqual(["name"]);
    }
    const ok = await ctx.app.inject({ method: "GET", url: "/api/test/search/%E5%90%8D?q=a%20b" });
    expect(ok.json()).toEqual({ name: "名", q: "a b" });
  });

  it("answers a redirect whose target cannot be a header with the generic 500, not Node's error text", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/test/redirect" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: "Something went wrong on our side. Please try again later.",
      code: "internal_error",
    });
    expect(res.headers.location).toBeUndefined();
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("maps database errors through the query builder's wrapper: unique 409, data exception 422, nothing leaked", async () => {
    const unique = await ctx.app.inject({ method: "GET", url: "/api/test/database/23505" });
    expect(unique.statusCode).toBe(409);
    const data = await ctx.app.inject({ method: "GET", url: "/api/test/database/22021" });
    expect(data.statusCode).toBe(422);
    expect(data.json()).toEqual({
      message: "Validation failed, please check your inputs.",
      code: "validation_failed",
      errors: {},
    });
    const other = await ctx.app.inject({ method: "GET", url: "/api/test/database/42P01" });
    expect(other.statusCode).toBe(500);
    for (const res of [unique, data, other]) expect(res.body).not.toMatch(/secret_table|UTF8/);
  });
});

describe("framework errors (frameworkErrors: handleFrameworkError)", () => {
  it("answers a malformed path or an over-long path parameter with the standard body, not the path", async () => {
    const app = Fastify({ frameworkErrors: handleFrameworkError });
    installErrorHandling(app);
    app.get("/api/things/:name", async () => ({ ok: true }));
    await app.ready();
    try {
      const bad = await app.inject({ method: "GET", url: "/api/things/%E0%A4%A" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({
        message: "Oop, something went wrong. Please contact us.",
        code: "bad_request",
      });
      const long = await app.inject({ method: "GET", url: `/api/things/${"n".repeat(500)}` });
      expect(long.statusCode).toBe(414);
      expect(long.json().code).toBe("bad_request");
      expect(long.body).not.toContain("nnnn");
    } finally {
      await app.close();
    }
  });
});
