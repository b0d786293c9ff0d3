import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestContext } from "../../test/helpers/test-app";
import { AppError } from "./app-error";

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
