import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "https://edu.example" });
  for (const role of ["super-admin", "staff", "teacher", "parent", "student"] as const) {
    await createUser(ctx.database.db, { username: role, roles: [role] });
    auth[role] = { authorization: (await signIn(ctx.app, role)).authorization };
  }
});
afterAll(() => ctx.close());
// Each test starts from no links and makes the ones it reads: lists and counts stay exact in any order.
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from short_links`);
});

const call = (
  method: "GET" | "POST" | "DELETE" | "PUT",
  url: string,
  payload?: object,
  who = "super-admin",
  lang = "en",
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(who === "anonymous" ? {} : auth[who]), "accept-language": lang },
    ...(payload && { payload }),
  });
const createSat = async () => {
  const created = await call(
    "POST",
    "/api/short-url",
    { full_url: "https://forms.example.com/sat?utm=x", short_url_key: "sat-2026" },
    "staff",
  );
  expect(created.statusCode, created.body).toBe(200);
  return created;
};
const linkCount = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from short_links`))[0]?.n;

describe("short links", () => {
  it("creates with a custom key; /l/{key} redirects with 302 and counts each visit", async () => {
    const created = await createSat();
    expect(created.json()).toMatchObject({
      short_url_key: "sat-2026",
      full_url: "https://forms.example.com/sat?utm=x",
      default_short_url: "https://edu.example/l/sat-2026",
      visit_count: 0,
      last_visited_at: null,
    });

    for (let i = 0; i < 2; i++) {
      const visit = await ctx.app.inject({ method: "GET", url: "/l/sat-2026" });
      expect(visit.statusCode).toBe(302);
      expect(visit.headers.location).toBe("https://forms.example.com/sat?utm=x");
    }
    const list = (await call("GET", "/api/short-urls", undefined, "staff")).json();
    expect(list).toMatchObject({ total: 1, current_page: 1, per_page: 50, last_page: 1 });
    expect(list.data[0]).toMatchObject({ short_url_key: "sat-2026", visit_count: 2 });
    expect(list.data[0].last_visited_at).not.toBeNull();

    // concurrent visits are each counted (one atomic update)
    await Promise.all(
      Array.from({ length: 10 }, () => ctx.app.inject({ method: "GET", url: "/l/sat-2026" })),
    );
    expect((await call("GET", "/api/short-urls?q=sat")).json().data[0].visit_count).toBe(12);

    const reverted = await call(
      "GET",
      "/api/revert-short-url?short_url_key=sat-2026",
      undefined,
      "anonymous",
    );
    expect(reverted.json()).toEqual({ full_url: "https://forms.example.com/sat?utm=x" });
    expect(
      (await call("GET", "/api/revert-short-url?short_url_key=nope-nope", undefined, "anonymous")).statusCode,
    ).toBe(404);
  });

  it("an unknown key goes to the not-found page", async () => {
    for (const url of ["/l/unknown-key", "/l/%3Cscript%3E", `/l/${"x".repeat(80)}`]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe("/404");
    }
  });

  it("generates unguessable URL-safe keys when none is given", async () => {
    const keys = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const res = await call("POST", "/api/short-url", {
        full_url: "http://example.com/a",
        short_url_key: "",
      });
      expect(res.statusCode, res.body).toBe(200);
      keys.add(res.json().short_url_key);
    }
    expect(keys.size).toBe(3);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });

  it("refuses non-http targets, bad and taken keys with field errors, writing nothing", async () => {
    await createSat();
    const before = await linkCount();
    for (const full_url of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "/relative/path",
      "//evil.example/x",
      "ftp://files.example.com/a",
      "https://",
    ]) {
      const res = await call("POST", "/api/short-url", { full_url });
      expect(res.statusCode, full_url).toBe(422);
      expect(res.json().errors).toEqual({ full_url: ["Only http:// and https:// addresses are accepted."] });
    }
    const tw = await call(
      "POST",
      "/api/short-url",
      { full_url: "javascript:alert(1)" },
      "super-admin",
      "zh-TW",
    );
    expect(tw.json().errors).toEqual({ full_url: ["僅接受以 http:// 或 https:// 開頭的網址。"] });
    const taken = await call("POST", "/api/short-url", {
      full_url: "https://a.example",
      short_url_key: "sat-2026",
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ short_url_key: ["This short key is already taken."] });
    const reserved = await call("POST", "/api/short-url", {
      full_url: "https://a.example",
      short_url_key: "admissions_stories_seminar",
    });
    expect(reserved.json().errors).toEqual({ short_url_key: ["This short key is already taken."] });
    for (const key of ["ab", "has space", "slash/key", "x".repeat(65), "ünï"]) {
      const bad = await call("POST", "/api/short-url", { full_url: "https://a.example", short_url_key: key });
      expect(bad.json().errors, key).toEqual({
        short_url_key: ["Short keys have 3 to 64 letters, digits, dashes or underscores."],
      });
    }
    expect(await linkCount()).toBe(before);
  });

  it("deletes (admin), after which the key is unknown; audit records create and delete", async () => {
    const sat = (await createSat()).json().id;
    expect((await call("DELETE", `/api/short-url/${sat}`)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/short-url/${sat}`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: "/l/sat-2026" })).headers.location).toBe("/404");
    const trail = await queryRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_log where target_type = 'short_url' and target_id = ${String(sat)} order by id`,
    );
    expect(trail.map((t) => t.action)).toEqual(["short_url.create", "short_url.delete"]);
  });

  it("/l/admissions_stories_seminar and /blogs redirect to the addresses in site content", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/blogs" })).headers.location).toBe("/404");
    expect(
      (await ctx.app.inject({ method: "GET", url: "/l/admissions_stories_seminar" })).headers.location,
    ).toBe("/404");
    const put = await call("PUT", "/api/site-content/site.links", {
      data: { blogs_url: "https://blog.example.com/", seminar_form_url: "https://forms.example.com/seminar" },
    });
    expect(put.statusCode, put.body).toBe(200);
    const blogs = await ctx.app.inject({ method: "GET", url: "/blogs" });
    expect([blogs.statusCode, blogs.headers.location]).toEqual([302, "https://blog.example.com/"]);
    const seminar = await ctx.app.inject({ method: "GET", url: "/l/admissions_stories_seminar" });
    expect([seminar.statusCode, seminar.headers.location]).toEqual([
      302,
      "https://forms.example.com/seminar",
    ]);
    const bad = await call("PUT", "/api/site-content/site.links", {
      data: { blogs_url: "javascript:alert(1)" },
    });
    expect(bad.json().errors).toEqual({
      "data.blogs_url": ["Only http:// and https:// addresses are accepted."],
    });
  });
});
