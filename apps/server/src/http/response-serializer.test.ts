import {
  enrolledSessionPageSchema,
  orderListSchema,
  unpaidUsersListSchema,
  userSearchResultSchema,
} from "@edu/shared";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestContext } from "../../test/helpers/test-app";
import { signIn } from "../../test/helpers/users";
import { DEMO_SEEDS, runSeeds } from "../seed";
import { compileShapeCheck, createResponseSerializerCompiler } from "./response-serializer";

type AnySchema = Parameters<typeof compileShapeCheck>[0];
const route = (schema: z.ZodType) => ({ schema, method: "GET", url: "/x", httpStatus: "200" });
const viaZod = (schema: z.ZodType, data: unknown) => zodSerializerCompiler(route(schema) as never)(data);
const direct = (schema: z.ZodType, data: unknown) =>
  createResponseSerializerCompiler()(route(schema) as never)(data);
const verified = (schema: z.ZodType, data: unknown) =>
  createResponseSerializerCompiler({ verify: true })(route(schema) as never)(data);
const exact = (schema: z.ZodType, data: unknown) => compileShapeCheck(schema as unknown as AnySchema)?.(data);

const item = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  note: z.string().optional(),
  at: z.iso.datetime(),
  kind: z.enum(["a", "b"]),
  flag: z.union([z.literal(0), z.literal(1)]),
  tags: z.array(z.object({ id: z.number().int(), label: z.string() })).max(3),
  extra: z.unknown(),
});
const page = z.object({ data: z.array(item), total: z.number().int(), capped: z.boolean().optional() });
const row = (over: Record<string, unknown> = {}) => ({
  id: 1,
  name: '王美玲 \u2028 "quoted" \\ 😀 \ud800',
  email: null,
  note: "n",
  at: "2026-11-27T04:27:53.294Z",
  kind: "a",
  flag: 1,
  tags: [{ id: 2, label: "新生" }],
  extra: { any: ["thing", null] },
  ...over,
});

describe("response serializer: the shape check", () => {
  it("stringifies an answer that already has the schema's exact shape: the same bytes as zod's pass", () => {
    for (const data of [
      { data: [row(), row({ id: 2, email: "x@example.com", tags: [] })], total: 2 },
      { data: [row({ note: undefined })], total: 1, capped: true },
      { data: [], total: 0 },
    ]) {
      expect(exact(page, data)).toBe(true);
      expect(direct(page, data)).toBe(viaZod(page, data));
      expect(verified(page, data)).toBe(viaZod(page, data));
    }
    const { note: _omitted, ...withoutNote } = row();
    expect(exact(page, { data: [withoutNote], total: 1 })).toBe(true);
  });

  it("leaves anything else to zod: undeclared keys are stripped, other orders and types take zod's pass", () => {
    const secret = { data: [row({ password_hash: "argon2id$secret" })], total: 1 };
    expect(exact(page, secret)).toBe(false);
    expect(direct(page, secret)).not.toContain("secret");
    expect(direct(page, secret)).toBe(viaZod(page, secret));
    const nested = { data: [row({ tags: [{ id: 2, label: "x", token: "secret" }] })], total: 1 };
    expect(exact(page, nested)).toBe(false);
    expect(direct(page, nested)).not.toContain("secret");
    const reordered = { total: 1, data: [row()] };
    expect(exact(page, reordered)).toBe(false);
    expect(direct(page, reordered)).toBe(viaZod(page, reordered));
    class Row {
      id = 1;
      toJSON() {
        return { secret: true };
      }
    }
    expect(exact(z.object({ id: z.number() }), new Row())).toBe(false);
    expect(direct(z.object({ id: z.number() }), new Row())).toBe('{"id":1}');
  });

  it("refuses what zod refuses (the same error), whatever the check", () => {
    for (const bad of [
      row({ id: 1.5 }),
      row({ id: Number.NaN }),
      row({ at: new Date("2026-11-27T04:27:53.294Z") }),
      row({ at: "yesterday" }),
      row({ kind: "c" }),
      row({ flag: 2 }),
      row({ email: undefined }),
      row({ tags: [1, 2, 3, 4].map((id) => ({ id, label: "x" })) }),
    ]) {
      const data = { data: [bad], total: 1 };
      expect(exact(page, data)).toBe(false);
      expect(() => direct(page, data)).toThrow();
    }
  });

  it("compiles no check for schemas whose output may differ from their input", () => {
    for (const schema of [
      z.object({ a: z.string().transform((s) => s.length) }),
      z.object({ a: z.string().default("x") }),
      z.object({ a: z.record(z.enum(["x", "y"]), z.unknown()) }),
      z.object({ a: z.record(z.string().min(2), z.unknown()) }),
      z.object({ a: z.union([z.object({ x: z.string() }), z.object({ y: z.string() })]) }),
      z.looseObject({ a: z.string() }),
      z.object({ a: z.string() }).refine(() => true),
    ])
      expect(compileShapeCheck(schema as unknown as AnySchema)).toBeNull();
    const tree = z.object({
      name: z.string(),
      get children() {
        return z.array(tree);
      },
    });
    expect(compileShapeCheck(tree as unknown as AnySchema)).toBeNull();
    expect(direct(tree, { name: "a", children: [{ name: "b", children: [], x: 1 }] })).toBe(
      '{"name":"a","children":[{"name":"b","children":[]}]}',
    );
    const payload = z.object({ id: z.number(), payload: z.record(z.string(), z.unknown()) });
    const plain = { id: 1, payload: { n: 1, "2": [null, "二"], nested: { deep: true } } };
    expect(exact(payload, plain)).toBe(true);
    expect(direct(payload, plain)).toBe(viaZod(payload, plain));
    const proto = { id: 1, payload: JSON.parse('{"__proto__": {"x": 1}, "a": 1}') };
    expect(exact(payload, proto)).toBe(false);
    expect(direct(payload, proto)).toBe(viaZod(payload, proto));
    expect(exact(payload, { id: 1, payload: { [Symbol("s")]: 1 } })).toBe(false);
    const trimmed = z.object({ a: z.string().trim() });
    expect(exact(trimmed, { a: "x" })).toBe(true);
    expect(exact(trimmed, { a: " x " })).toBe(false);
    expect(direct(trimmed, { a: " x " })).toBe('{"a":"x"}');
  });
});

/** The list routes whose answers the repositories build in the wire shape, on the demo data. */
const LIST_ROUTES: Array<{ url: string; schema: z.ZodType }> = [
  { url: "/api/users/search", schema: userSearchResultSchema },
  { url: "/api/users/search?q=wang&page_size=5", schema: userSearchResultSchema },
  {
    url: "/api/users/search?role=parent&order_by=created_at&order_direction=desc",
    schema: userSearchResultSchema,
  },
  { url: "/api/enrolled-course-sessions", schema: enrolledSessionPageSchema },
  { url: "/api/enrolled-course-sessions?status=normal&page_size=3", schema: enrolledSessionPageSchema },
  { url: "/api/order/unpaid", schema: orderListSchema },
  { url: "/api/orders/paid", schema: orderListSchema },
  { url: "/api/order/users/unpaid", schema: unpaidUsersListSchema },
];

describe("response serializer on the demo data's list answers", () => {
  let ctx: TestContext;
  let authorization = "";
  let captured: unknown;
  beforeAll(async () => {
    ctx = await createTestApp({ DEMO_PASSWORD: "demo-password-test" }, (app) => {
      app.addHook("preSerialization", async (_request, _reply, payload) => {
        captured = payload;
        return payload;
      });
    });
    await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log });
    authorization = (await signIn(ctx.app, "admin", "demo-password-test")).authorization;
  }, 180_000);
  afterAll(() => ctx?.close());

  it.each(LIST_ROUTES)("$url: stringified directly, the bytes zod's pass gives", async ({ url, schema }) => {
    captured = undefined;
    const res = await ctx.app.inject({ url, headers: { authorization, "accept-language": "zh-TW" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(exact(schema, captured), "the answer has the schema's exact shape").toBe(true);
    expect(res.body).toBe(viaZod(schema, captured));
    expect((res.json() as { data?: unknown[] }).data?.length ?? 1).toBeGreaterThan(0);
  });
});
