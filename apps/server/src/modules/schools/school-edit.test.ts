import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { demoSchoolsSeed } from "./demo-schools.seed";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ["super-admin", "staff", "teacher", "parent", "student"] as const) {
    await createUser(ctx.database.db, { username: role, roles: [role], firstName: "美玲", lastName: "王" });
    auth[role] = { authorization: (await signIn(ctx.app, role)).authorization };
  }
}, 60_000);
afterAll(() => ctx.close());

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: object,
  who = "staff",
  lang = "en",
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...auth[who], "accept-language": lang },
    ...(payload && { payload }),
  });

const counts = async () =>
  (
    await queryRows<{
      schools: number;
      facts: number;
      links: number;
      tables: number;
      aliases: number;
      audit: number;
    }>(
      ctx.database.db,
      sql`select (select count(*)::int from schools) as schools, (select count(*)::int from school_facts) as facts,
                 (select count(*)::int from school_links) as links, (select count(*)::int from school_tables) as tables,
                 (select count(*)::int from school_aliases) as aliases, (select count(*)::int from audit_log) as audit`,
    )
  )[0];

const schoolRow = async (id: number) =>
  (
    await queryRows<{
      hand_edited: string[];
      search_key: string;
      initials: string;
      city: string;
      updated_at: string;
    }>(
      ctx.database.db,
      sql`select hand_edited, search_key, initials, city, updated_at::text from schools where id = ${id}`,
    )
  )[0];

async function created(body: object, who = "staff"): Promise<number> {
  const res = await call("POST", "/api/schools", body, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

describe("creating a school (/schools/postcreator)", () => {
  it("adds a school without a Scorecard row, its slug from the English name, its Chinese names as defaults", async () => {
    const res = await call(
      "POST",
      "/api/schools",
      {
        name_en: "Université de Montréal",
        name_zh_tw: "蒙特婁大學",
        name_zh_cn: "蒙特利尔大学",
        city: "Montréal",
        state: "qc",
        control: "public",
        url: "https://www.umontreal.ca/",
        overview: "A French-language research university.",
        translations: { "zh-TW": { overview: "法語研究型大學。" } },
      },
      "staff",
      "zh-TW",
    );
    expect(res.statusCode, res.body).toBe(200);
    const school = res.json();
    expect(school).toMatchObject({
      unitid: null,
      slug: "universite-de-montreal",
      name: "蒙特婁大學",
      name_en: "Université de Montréal",
      names: { en: "Université de Montréal", "zh-TW": "蒙特婁大學", "zh-CN": "蒙特利尔大学" },
      state: "QC",
      control: "public",
      overview: "法語研究型大學。",
      facts: [],
      links: [],
    });
    expect(school.aliases).toHaveLength(2);
    const row = await schoolRow(school.id);
    expect(row).toMatchObject({ search_key: "universitedemontreal", initials: "um", hand_edited: [] });
    const [audit] = await queryRows<{ action: string; actor_id: number }>(
      ctx.database.db,
      sql`select action, actor_id from audit_log where target_type = 'school' and target_id = ${String(school.id)}`,
    );
    expect(audit?.action).toBe("school.create");
  });

  it("keeps slugs unique: the state, then a number; a slug given that is taken or all digits is refused", async () => {
    await created({ name_en: "Columbia College", state: "IL" });
    const second = await call("POST", "/api/schools", { name_en: "Columbia College", state: "MO" });
    expect(second.json().slug).toBe("columbia-college-mo");
    const third = await call("POST", "/api/schools", { name_en: "Columbia College", state: "MO" });
    expect(third.json().slug).toBe("columbia-college-2");

    const before = await counts();
    const taken = await call("POST", "/api/schools", { name_en: "Another", slug: "columbia-college" });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual(["Another school already uses this address name."]);
    const digits = await call("POST", "/api/schools", { name_en: "Another", slug: "1776" });
    expect(digits.statusCode).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const before = await counts();
    for (const body of [
      {},
      { name_en: "  " },
      { name_en: "X", state: "California" },
      { name_en: "X", url: "javascript:alert(1)" },
      { name_en: "X", control: "charter" },
      { name_en: "X", unitid: 1 },
    ]) {
      const res = await call("POST", "/api/schools", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(await counts()).toEqual(before);
  });
});

describe("editing a school (/schools/edit)", () => {
  it("writes the base fields given and lists them in hand_edited, so an import keeps them", async () => {
    const id = await created({ name_en: "Smith Colege", city: "Northampton", state: "MA" });
    const res = await call("PUT", `/api/schools/${id}`, { name_en: "Smith College", city: "Northampton" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name_en: "Smith College", slug: "smith-colege", city: "Northampton" });
    expect(await schoolRow(id)).toMatchObject({ search_key: "smithcollege", initials: "sc" });
    expect((await schoolRow(id))?.hand_edited.sort()).toEqual(["city", "name_en"]);

    await call("PUT", `/api/schools/${id}`, {
      slug: "smith-college",
      translations: { en: { overview: "Hi" } },
    });
    expect((await schoolRow(id))?.hand_edited.sort()).toEqual(["city", "name_en", "slug", "translations"]);
    const detail = await call("GET", `/api/schools/smith-college`);
    expect(detail.json()).toMatchObject({ id, overview: "Hi" });
  });

  it("upserts staff figures per year with who and when, keeps the note, and removes one with value null", async () => {
    const id = await created({ name_en: "Pomona College", state: "CA" });
    await ctx.database.db.execute(
      sql`insert into school_facts (school_id, key, year, source, value) values (${id}, 'admission_rate', '2025-26', 'scorecard', '0.07')`,
    );
    const first = await call("PUT", `/api/schools/${id}`, {
      facts: [
        { key: "admission_rate", year: "2025-26", value: 0.065, note: "approximate" },
        { key: "deadline_regular", year: "2026", value: "01-08" },
        { key: "application_platforms", year: "2026", value: ["common_app"] },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    const shown = first.json().facts.filter((fact: { key: string }) => fact.key === "admission_rate");
    expect(shown).toMatchObject([
      { value: 0.065, source: "staff", note: "approximate", entered_by: "王美玲", year: "2025-26" },
      { value: 0.07, source: "scorecard" },
    ]);

    const second = await call("PUT", `/api/schools/${id}`, {
      facts: [{ key: "admission_rate", year: "2025-26", value: 0.066 }],
    });
    expect(second.json().facts[0]).toMatchObject({
      key: "admission_rate",
      value: 0.066,
      note: "approximate",
    });
    const staffRows = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from school_facts where school_id = ${id} and source = 'staff' and key = 'admission_rate'`,
    );
    expect(staffRows[0]?.n).toBe(1);

    const removed = await call("PUT", `/api/schools/${id}`, {
      facts: [
        { key: "admission_rate", year: "2025-26", value: null },
        { key: "deadline_regular", year: "2026", value: null },
      ],
    });
    expect(
      removed.json().facts.map((fact: { key: string; source: string }) => `${fact.key}/${fact.source}`),
    ).toEqual(["admission_rate/scorecard", "application_platforms/staff"]);
    // Figures are not base fields: nothing is marked hand-edited.
    expect((await schoolRow(id))?.hand_edited).toEqual([]);
  });

  it("refuses a figure that does not read as its kind, and writes nothing of the request", async () => {
    const id = await created({ name_en: "Reed College", state: "OR" });
    const before = await counts();
    for (const fact of [
      { key: "admission_rate", year: "2026", value: 7 },
      { key: "deadline_regular", year: "2026", value: "02-30" },
      { key: "ranking_national", year: "2026", value: 0 },
      { key: "undergraduates", year: "2026", value: "many" },
      { key: "admission_rate", year: "26", value: 0.5 },
    ]) {
      const res = await call("PUT", `/api/schools/${id}`, {
        city: "Portland",
        facts: [{ key: "undergraduates", year: "2026", value: 1500 }, fact],
      });
      expect(res.statusCode, JSON.stringify(fact)).toBe(422);
    }
    expect(await counts()).toEqual(before);
    expect((await schoolRow(id))?.city).toBe("");
  });

  it("answers 404 for a school that does not exist", async () => {
    expect((await call("PUT", "/api/schools/999999", { city: "Nowhere" })).statusCode).toBe(404);
  });
});

describe("links (/attachLinkToSchool)", () => {
  it("attaches http(s) links, refuses javascript: and ftp:, and removes one", async () => {
    const id = await created({ name_en: "Wellesley College", state: "MA" });
    const before = await counts();
    for (const url of ["javascript:alert(1)", "ftp://files.wellesley.edu/", "wellesley.edu"]) {
      const res = await call("POST", `/api/schools/${id}/links`, { kind: "admissions", url });
      expect(res.statusCode, url).toBe(422);
    }
    expect(
      (await call("POST", `/api/schools/${id}/links`, { kind: "brochure", url: "https://a.b/" })).statusCode,
    ).toBe(422);
    expect(await counts()).toEqual(before);

    const link = await call("POST", `/api/schools/${id}/links`, {
      kind: "net_price_calculator",
      url: "https://www.wellesley.edu/admission/cost",
      label: "Net price",
    });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toMatchObject({ kind: "net_price_calculator", label: "Net price" });
    expect((await call("GET", `/api/schools/${id}`, undefined, "student")).json().links).toHaveLength(1);

    expect((await call("DELETE", `/api/school-links/${link.json().id}`)).json()).toEqual({ ok: true });
    expect((await call("DELETE", `/api/school-links/${link.json().id}`)).statusCode).toBe(404);
    expect(
      (await call("POST", "/api/schools/999999/links", { kind: "other", url: "https://x.y/" })).statusCode,
    ).toBe(404);
  });
});

describe("comparison tables", () => {
  it("saves, lists and removes a table; an unknown school is 422 and nothing is written", async () => {
    const a = await created({ name_en: "Amherst College", state: "MA" });
    const b = await created({ name_en: "Williams College", state: "MA" });
    const before = await counts();
    const unknown = await call("POST", "/api/school-tables", {
      name: "Liberal arts",
      school_ids: [a, 999999],
      keys: ["admission_rate"],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.school_ids).toEqual(["This school does not exist."]);
    expect(
      (await call("POST", "/api/school-tables", { name: "X", school_ids: [a], keys: ["gpa"] })).statusCode,
    ).toBe(422);
    expect(await counts()).toEqual(before);

    const saved = await call("POST", "/api/school-tables", {
      name: "Liberal arts",
      school_ids: [b, a, b],
      keys: ["admission_rate", "cost_of_attendance"],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ school_ids: [b, a], created_by: "王美玲" });
    const list = await call("GET", "/api/school-tables", undefined, "super-admin");
    expect(list.json().data).toEqual([saved.json()]);
    expect((await call("DELETE", `/api/school-tables/${saved.json().id}`)).json()).toEqual({ ok: true });
    expect((await call("GET", "/api/school-tables")).json().data).toEqual([]);
    expect((await call("DELETE", `/api/school-tables/${saved.json().id}`)).statusCode).toBe(404);
  });
});

describe("who may write", () => {
  it("refuses teachers, parents and students (403) and anonymous callers (401) on every write", async () => {
    const id = await created({ name_en: "Bryn Mawr College", state: "PA" });
    const before = await counts();
    const writes: Array<["GET" | "POST" | "PUT" | "DELETE", string, object?]> = [
      ["POST", "/api/schools", { name_en: "Nope" }],
      ["PUT", `/api/schools/${id}`, { city: "Nope" }],
      ["POST", "/api/school-aliases", { school_id: id, lang: "en", name: "Nope" }],
      ["PUT", "/api/school-aliases/1", { name: "Nope" }],
      ["DELETE", "/api/school-aliases/1"],
      ["GET", "/api/school-aliases/exist?keyword=nope"],
      ["POST", `/api/schools/${id}/links`, { kind: "other", url: "https://nope.example/" }],
      ["DELETE", "/api/school-links/1"],
      ["GET", "/api/school-tables"],
      ["POST", "/api/school-tables", { name: "Nope", school_ids: [id], keys: ["admission_rate"] }],
      ["DELETE", "/api/school-tables/1"],
    ];
    for (const [method, url, body] of writes) {
      for (const who of ["teacher", "parent", "student"])
        expect((await call(method, url, body, who)).statusCode, `${who} ${method} ${url}`).toBe(403);
      const anonymous = await ctx.app.inject({ method, url, ...(body && { payload: body }) });
      expect(anonymous.statusCode, `anonymous ${method} ${url}`).toBe(401);
    }
    expect(await counts()).toEqual(before);
  });
});

describe("demo schools", () => {
  it("enters the schools as staff would: real UNITIDs, names in three languages, approximate figures", async () => {
    await createUser(ctx.database.db, { username: "admin", roles: ["super-admin"] });
    await ctx.database.db.transaction((tx) =>
      demoSchoolsSeed.run(tx, { config: ctx.config, log: ctx.app.log }),
    );

    const search = await call("GET", "/api/schools/search?keyword=柏克萊", undefined, "student", "zh-TW");
    expect(search.statusCode, search.body).toBe(200);
    const berkeley = search.json().data[0];
    expect(berkeley).toMatchObject({
      name: "加州大學柏克萊分校",
      name_en: "University of California-Berkeley",
    });

    const detail = (await call("GET", `/api/schools/${berkeley.id}`, undefined, "parent", "zh-CN")).json();
    expect(detail).toMatchObject({
      unitid: 110635,
      name: "加州大学伯克利分校",
      names: { "zh-TW": "加州大學柏克萊分校", "zh-CN": "加州大学伯克利分校" },
      overview: expect.stringContaining("旧金山"),
    });
    expect(detail.facts.find((fact: { key: string }) => fact.key === "admission_rate")).toMatchObject({
      source: "staff",
      year: "2025-26",
      note: "approximate",
    });
    const [totals] = await queryRows<{ schools: number; with_unitid: number; approximate: number }>(
      ctx.database.db,
      sql`select count(*)::int as schools, count(unitid)::int as with_unitid,
                 (select count(distinct school_id)::int from school_facts where note = 'approximate') as approximate
          from schools where unitid is not null`,
    );
    expect(totals?.schools).toBeGreaterThanOrEqual(30);
    expect(totals?.approximate).toBe(totals?.schools);
    const mit = await call("GET", "/api/school-aliases/exist?keyword=mit");
    expect(mit.json().school.name).toBe("Massachusetts Institute of Technology");
  }, 120_000);
});
