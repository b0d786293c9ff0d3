import { errorBodySchema } from "@edu/shared";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertSiteContent } from "../src/modules/content/content.repository";
import { createSession } from "../src/modules/sessions";
import { insertShortLink } from "../src/modules/short-links/short-links.repository";
import { createTestApp, type TestContext } from "./helpers/test-app";
import { createUser } from "./helpers/users";

/**
 * Every operation of the OpenAPI document gets hostile input (DESIGN.md §4): a NUL byte
 * in each path parameter, each query parameter and each string of the body, CR/LF and other control
 * characters, huge strings, 1e309, deep nesting, arrays for objects. Whatever it is, the answer is below
 * 500, an error answer has the standard `{ message, code, errors? }` shape, and a NUL is refused (4xx).
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
};
type Parameter = { in: "query" | "path" | "header"; name: string; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Path = Array<string | number>;

const NUL = "a\u0000b";
const HUGE = "x".repeat(200_000);
/** An id nobody has: the sample requests refuse (404) instead of changing the fixtures. */
const ABSENT_ID = 999_999;

let ctx: TestContext;
let adminId: number;
let ipCounter = 0;
/** Each request from its own address, so rate limits (per address) never hide what a route does. */
const nextAddress = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await createUser(ctx.database.db, { username: "hostile-admin", roles: ["super-admin"] });
  adminId = admin.id;
});
afterAll(() => ctx.close());

// ---- Sample values from the JSON schemas of the document ----

const nonNull = (options: JsonSchema[]) => options.find((o) => o.type !== "null") ?? options[0] ?? {};
const typeOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;

/** Strings whose format the schema checks with a refinement the JSON schema cannot show. */
function stringByName(name: string): string | undefined {
  if (/email/.test(name)) return "hostile@example.com";
  if (/phone/.test(name)) return "+886 912 345 678";
  if (/password/.test(name)) return "correct horse battery";
  if (/(^|_)url$|link$/.test(name)) return "https://example.com/page";
  if (/^time_to$/.test(name)) return "10:30";
  if (/(^|_)time(_from)?$/.test(name)) return "09:30";
  if (/date$/.test(name)) return "2030-01-02";
  return undefined;
}

/** A plausible value; `strings` collects the path of every string leaf, `records` of every free-keyed object. */
function sample(schema: JsonSchema, path: Path, strings: Path[], records: Path[]): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf) return sample(nonNull(schema.anyOf), path, strings, records);
  if (schema.oneOf) return sample(nonNull(schema.oneOf), path, strings, records);
  if (schema.allOf) {
    const merged: Record<string, unknown> = {};
    for (const part of schema.allOf) Object.assign(merged, sample(part, path, strings, records));
    return merged;
  }
  switch (typeOf(schema)) {
    case "object": {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = sample(property, [...path, key], strings, records);
      }
      if (!schema.properties && schema.additionalProperties !== false) {
        records.push(path);
        const inner = typeof schema.additionalProperties === "object" ? schema.additionalProperties : {};
        value.sample = sample(inner, [...path, "sample"], strings, records);
      }
      return value;
    }
    case "array":
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, (_, index) =>
        sample(schema.items ?? {}, [...path, index], strings, records),
      );
    case "integer":
    case "number": {
      const low = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      return Math.min(Math.max(ABSENT_ID, low), schema.maximum ?? ABSENT_ID);
    }
    case "boolean":
      return true;
    case "null":
      return null;
    case "string": {
      strings.push(path);
      const named = stringByName(String(path[path.length - 1] ?? ""));
      if (named !== undefined) return named;
      if (schema.format === "email") return "hostile@example.com";
      if (schema.format === "uri") return "https://example.com/";
      if (schema.format === "date") return "2030-01-02";
      if (schema.format === "date-time") return "2030-01-02T03:04:05.000Z";
      if (schema.format === "time") return "09:30:00";
      return "sample".padEnd(Math.min(schema.minLength ?? 0, 60), "s");
    }
    default:
      strings.push(path);
      return "sample";
  }
}

function setAt(target: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(target) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = value;
  return copy;
}

/** The sample with every string leaf replaced (as JSON text, so a placeholder can become a bare 1e309). */
function replaceLeaves(body: unknown, strings: Path[], value: unknown): unknown {
  return strings.reduce((current, path) => setAt(current, path, value), body);
}

// ---- One operation: its requests ----

type Variant = { label: string; options: InjectOptions; expectRefused?: boolean };

function variantsOf(path: string, method: string, operation: Operation): Variant[] {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === "path");
  const queryParams = parameters.filter((p) => p.in === "query");
  const scratch: Path[] = [];
  const pathValue = (p: Parameter) => {
    const value = sample(p.schema ?? {}, [], scratch, scratch);
    return encodeURIComponent(String(value));
  };
  const url = (override: Record<string, string> = {}, query = "") => {
    const filled = path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      const param = pathParams.find((p) => p.name === name);
      return override[name] ?? (param ? pathValue(param) : "1");
    });
    return query ? `${filled}?${query}` : filled;
  };
  const upper = method.toUpperCase() as InjectOptions["method"];
  const variants: Variant[] = [{ label: "plain", options: { method: upper, url: url() } }];

  for (const param of pathParams) {
    for (const [label, value] of [
      ["NUL", "a%00b"],
      ["CR/LF", "a%0D%0Ab"],
      ["control", "a%01%7F%C2%85b"],
      ["1e309", "1e309"],
      ["long", "9".repeat(99)],
    ] as const) {
      variants.push({
        label: `path ${param.name} ${label}`,
        options: { method: upper, url: url({ [param.name]: value }) },
        expectRefused: label === "NUL",
      });
    }
  }
  for (const param of queryParams) {
    for (const [label, value] of [
      ["NUL", "a%00b"],
      ["CR/LF", "a%0D%0Ab"],
      ["huge", "y".repeat(20_000)],
      ["1e309", "1e309"],
      ["repeated", `a&${param.name}=b`],
    ] as const) {
      variants.push({
        label: `query ${param.name} ${label}`,
        options: { method: upper, url: url({}, `${encodeURIComponent(param.name)}=${value}`) },
        expectRefused: label === "NUL",
      });
    }
  }
  if (queryParams.length > 0) {
    const all = queryParams.map((p) => `${encodeURIComponent(p.name)}=a%00b`).join("&");
    variants.push({
      label: "query all NUL",
      options: { method: upper, url: url({}, all) },
      expectRefused: true,
    });
  }

  const jsonSchema = operation.requestBody?.content?.["application/json"]?.schema;
  if (jsonSchema) {
    const strings: Path[] = [];
    const records: Path[] = [];
    const body = sample(jsonSchema, [], strings, records);
    const json = (label: string, payload: unknown, expectRefused = false): Variant => ({
      label,
      expectRefused,
      options: {
        method: upper,
        url: url(),
        headers: { "content-type": "application/json" },
        payload: typeof payload === "string" ? payload : JSON.stringify(payload),
      },
    });
    variants.push(json("body sample", body));
    for (const leaf of strings)
      variants.push(json(`body ${leaf.join(".")} NUL`, setAt(body, leaf, NUL), true));
    for (const record of records) {
      const key = [...record, "k\u0000ey"];
      variants.push(json(`body ${record.join(".")} NUL key`, setAt(body, key, "v"), true));
    }
    variants.push(json("body strings CR/LF", replaceLeaves(body, strings, "a\r\nb")));
    variants.push(
      json(
        "body strings C0 and DEL",
        replaceLeaves(body, strings, "a\u0001\u001b\u007fb"),
        strings.length > 0,
      ),
    );
    variants.push(json("body strings huge", replaceLeaves(body, strings, HUGE)));
    variants.push(
      json("body strings lone surrogate", replaceLeaves(body, strings, "a\ud800b"), strings.length > 0),
    );
    variants.push(
      json(
        "body leaves 1e309",
        JSON.stringify(replaceLeaves(body, strings, "@@INF@@")).replaceAll('"@@INF@@"', "1e309"),
      ),
    );
    const deep = `${'{"a":'.repeat(2_000)}1${"}".repeat(2_000)}`;
    const keys = body && typeof body === "object" && !Array.isArray(body) ? Object.keys(body) : [];
    variants.push(json("body properties deeply nested", `{${keys.map((k) => `"${k}":${deep}`).join(",")}}`));
    variants.push(json("body deeply nested arrays", `${"[".repeat(100_000)}${"]".repeat(100_000)}`));
    variants.push(json("body array for object", [body]));
    variants.push(
      json("body properties as arrays", Object.fromEntries(keys.map((k) => [k, [(body as never)[k]]]))),
    );
    variants.push(json("body NUL string", JSON.stringify(NUL)));
    variants.push(json("body null", "null"));
    variants.push(json("body 1e309", "1e309"));
    variants.push(json("body __proto__", '{"__proto__":{"polluted":1},"constructor":{"prototype":{}}}'));
    variants.push(json("body not JSON", '{"a":'));
  } else if (["post", "put", "patch"].includes(method)) {
    // Multipart routes (uploads) and body-less mutations.
    const boundary = "----hostile";
    const part = (name: string, value: string, filename?: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${
        filename === undefined ? "" : `; filename="${filename}"`
      }\r\n${filename === undefined ? "" : "Content-Type: image/png\r\n"}\r\n${value}\r\n`;
    const multipart = (fields: string) => ({
      method: upper,
      url: url(),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: `${fields}--${boundary}--\r\n`,
    });
    variants.push({ label: "multipart NUL field", options: multipart(part("type", NUL)) });
    variants.push({
      label: "multipart NUL file name",
      options: multipart(part("type", "img") + part("document", "\u0089PNG", "a\u0000b.png")),
    });
    variants.push({
      label: "multipart NUL field name",
      options: multipart(part("ty\u0000pe", "img") + part("image", "\u0089PNG", "x.png")),
    });
    variants.push({
      label: "JSON for multipart",
      options: {
        method: upper,
        url: url(),
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ type: NUL }),
      },
    });
  }
  return variants;
}

function problemWith(variant: Variant, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (variant.expectRefused && res.statusCode < 400) return `${res.statusCode}: a NUL byte was accepted`;
  if (res.statusCode >= 400) {
    let body: unknown;
    try {
      body = res.json();
    } catch {
      return `${res.statusCode} answered a body that is not JSON: ${res.body.slice(0, 200)}`;
    }
    if (!errorBodySchema.safeParse(body).success)
      return `${res.statusCode} non-standard body: ${res.body.slice(0, 200)}`;
    // `query` as a word: the spec's own field query_string (GET todos) is not a leak.
    if (/ERR_|FST_|Error:|at \w+ \(|node:|SQL|\bquery\b/.test(res.body)) {
      return `${res.statusCode} leaks internal text: ${res.body.slice(0, 200)}`;
    }
  }
  return undefined;
}

type Doc = { paths: Record<string, Record<string, Operation>> };

describe("hostile input on every operation of the OpenAPI document", () => {
  it("never answers 500, answers the standard error shape, and refuses NUL bytes", async () => {
    const doc = ctx.app.swagger() as unknown as Doc;
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(150);

    const failures: string[] = [];
    const covered = new Set<string>();
    let requests = 0;
    for (const { path, method, operation } of operations) {
      // A session per operation: logout or a role change in one operation cannot blind the others.
      const token = await createSession(ctx.database.db, adminId);
      const variants = variantsOf(path, method, operation);
      const send = async (variant: Variant, who: "admin" | "anonymous") => {
        const headers = { ...(variant.options.headers as Record<string, string> | undefined) };
        if (who === "admin") headers.authorization = `Bearer ${token}`;
        const res = await ctx.app.inject({ ...variant.options, headers, remoteAddress: nextAddress() });
        requests += 1;
        const problem = problemWith(variant, res);
        if (problem) failures.push(`${method.toUpperCase()} ${path} [${who}, ${variant.label}]: ${problem}`);
        return res;
      };
      for (const variant of variants) await send(variant, "admin");
      // Anonymously: every variant where the route is public, the plain request otherwise (401 first).
      const plain = variants[0] as Variant;
      const anonymous = await send(plain, "anonymous");
      if (anonymous.statusCode !== 401)
        for (const variant of variants.slice(1)) await send(variant, "anonymous");
      covered.add(`${method} ${path}`);
    }
    expect(failures).toEqual([]);
    // 100 % of the document: every operation was sent its variants, as admin and anonymously.
    expect(covered.size).toBe(operations.length);
    expect(requests).toBeGreaterThan(operations.length * 4);
  }, 600_000);
});

describe("URL fields: http(s) only, no control characters (DESIGN.md §4)", () => {
  const BAD_URLS = [
    "https://example.com/a\r\nSet-Cookie: stolen=1",
    "https://example.com/a\nb",
    "https://exa\tmple.com/",
    "https://example.com/\u0000",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//example.com/protocol-relative",
    "/relative",
    "ftp://example.com/",
  ];
  let auth: { authorization: string };
  let teacherAuth: { authorization: string };
  let teacherId: number;
  beforeAll(async () => {
    auth = { authorization: `Bearer ${await createSession(ctx.database.db, adminId)}` };
    const teacher = await createUser(ctx.database.db, { username: "hostile-teacher", roles: ["teacher"] });
    teacherId = teacher.id;
    teacherAuth = { authorization: `Bearer ${await createSession(ctx.database.db, teacher.id)}` };
  });
  const call = (method: "POST" | "PATCH" | "PUT", url: string, payload: object, headers = auth) =>
    ctx.app.inject({ method, url, payload, headers });

  it("refuses them in short-link targets, meeting links, class links and site links, at the field", async () => {
    const linkCount = async () =>
      (await ctx.app.inject({ method: "GET", url: "/api/short-urls", headers: auth })).json().total;
    const before = await linkCount();
    for (const bad of BAD_URLS) {
      const cases = [
        [await call("POST", "/api/short-url", { full_url: bad }), "full_url"],
        [await call("PATCH", "/api/teacher/profile", { meeting_link: bad }, teacherAuth), "meeting_link"],
        [await call("PATCH", `/api/teacher/profile/${teacherId}`, { meeting_link: bad }), "meeting_link"],
        [await call("POST", "/api/session-classes", { online_link: bad }), "online_link"],
        [await call("PUT", "/api/site-content/site.links", { data: { blogs_url: bad } }), "data.blogs_url"],
      ] as const;
      for (const [res, field] of cases) {
        expect(res.statusCode, `${field} ${JSON.stringify(bad)}`).toBe(422);
        expect(Object.keys(res.json().errors), `${field} ${JSON.stringify(bad)}`).toContain(field);
      }
    }
    expect(await linkCount()).toBe(before);
  });

  it("accepts http(s) addresses, also with non-ASCII, and clears a meeting link with an empty string", async () => {
    const link = await call("POST", "/api/short-url", { full_url: "https://例子.example/路径?q=一" });
    expect(link.statusCode).toBe(200);
    const set = await call(
      "PATCH",
      "/api/teacher/profile",
      { meeting_link: "https://meet.example/abc" },
      teacherAuth,
    );
    expect(set.statusCode).toBe(200);
    expect(set.json().teacher.meeting_link).toBe("https://meet.example/abc");
    const cleared = await call("PATCH", "/api/teacher/profile", { meeting_link: "" }, teacherAuth);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().teacher.meeting_link).toBeNull();
    const redirect = await ctx.app.inject({ method: "GET", url: `/l/${link.json().short_url_key}` });
    expect(redirect.statusCode).toBe(302);
    // A header carries Latin-1 only: the address goes out punycoded and percent-encoded.
    expect(redirect.headers.location).toBe("https://xn--fsqu00a.example/%E8%B7%AF%E5%BE%84?q=%E4%B8%80");
  });

  it("never follows a stored target with control characters (rows from before the rule): not-found page, no 500", async () => {
    await insertShortLink(ctx.database.db, {
      key: "old-crlf",
      fullUrl: "https://example.com/a\r\nSet-Cookie: stolen=1",
      createdBy: adminId,
    });
    await upsertSiteContent(ctx.database.db, {
      key: "site.links",
      data: { blogs_url: "https://blog.example/\r\nX: 1", seminar_form_url: "javascript:alert(1)" },
      translations: { en: {} },
      updatedBy: adminId,
    });
    for (const url of ["/l/old-crlf", "/blogs", "/l/admissions_stories_seminar"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe("/404");
      expect(res.headers["set-cookie"], url).toBeUndefined();
    }
    const unknown = await ctx.app.inject({ method: "GET", url: "/l/a%00b%0D%0A" });
    expect(unknown.statusCode).toBeLessThan(500);
  });
});

describe("routes outside the OpenAPI document", () => {
  it("answer hostile paths below 500", async () => {
    for (const url of [
      "/l/a%00b",
      "/l/a%0D%0Ab",
      "/l/%E0%A4%A",
      "/blogs?x=%00",
      "/files/1/a%00b.png",
      "/files/a%0D%0A/x",
      "/a%00b",
      "/api/a%00b",
      "/api/users/%E0%A4%A",
    ]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});

describe("a NUL byte in a request answers 422 at its field", () => {
  it("names the field holding the NUL byte", async () => {
    const headers = { authorization: `Bearer ${await createSession(ctx.database.db, adminId)}` };
    const cases: Array<[InjectOptions, string]> = [
      [{ method: "GET", url: "/api/users/search?q=a%00b" }, "q"],
      [{ method: "GET", url: "/api/users/search-all-active?q=a%00b" }, "q"],
      [{ method: "POST", url: "/api/tag", payload: { name: NUL } }, "name"],
      [{ method: "GET", url: "/api/profile/username/a%00b" }, "name"],
      [{ method: "POST", url: "/api/course-sessions", payload: { title: NUL } }, "title"],
      [{ method: "PATCH", url: "/api/basic/profile", payload: { first_name: NUL } }, "first_name"],
    ];
    for (const [options, field] of cases) {
      const res = await ctx.app.inject({ ...options, headers });
      expect(res.statusCode, options.url as string).toBe(422);
      expect(res.json().errors[field], options.url as string).toEqual([
        "This text contains characters that are not allowed (such as a NUL byte or a line break).",
      ]);
    }
  });
});
