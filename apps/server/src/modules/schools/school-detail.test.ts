import type { SchoolDetail } from "@edu/shared/schools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { readSchoolDetail } from "./school-detail.service";
import { insertTestFacts, insertTestLink, insertTestSchool } from "./school-read.test-support";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
let berkeley: number;
let harvard: number;
let bare: number;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  let staffId = 0;
  for (const role of ["staff", "student", "parent", "teacher"] as const) {
    const user = await createUser(db, { username: role, roles: [role], firstName: "美玲", lastName: "王" });
    if (role === "staff") staffId = user.id;
    auth[role] = { authorization: (await signIn(ctx.app, role)).authorization };
  }
  berkeley = await insertTestSchool(db, {
    nameEn: "University of California-Berkeley",
    unitid: 110635,
    city: "Berkeley",
    state: "CA",
    control: "public",
    overview: "A public research university on the east side of San Francisco Bay.",
    translations: { "zh-TW": { overview: "位於舊金山灣區東岸的公立研究型大學。" } },
    aliases: [
      { lang: "zh-TW", name: "加州大學柏克萊分校", isDefault: true },
      { lang: "zh-CN", name: "加州大学伯克利分校", isDefault: true },
      { lang: "zh-TW", name: "柏克萊" },
      { lang: "en", name: "UC Berkeley" },
    ],
    facts: { admission_rate: 0.114, undergraduates: 32_000, earnings_10y: 90_000 },
  });
  await insertTestFacts(
    db,
    berkeley,
    { admission_rate: 0.12 },
    { year: "2022-23", source: "staff", note: "approximate", enteredBy: staffId },
  );
  await insertTestFacts(db, berkeley, { admission_rate: 0.17 }, { year: "2019-20" });
  await insertTestFacts(
    db,
    berkeley,
    { deadline_regular: "11-30", application_platforms: ["california_app"] },
    { year: "2026", source: "staff", enteredBy: staffId },
  );
  await insertTestLink(db, berkeley, "https://admissions.berkeley.edu/");
  harvard = await insertTestSchool(db, {
    nameEn: "Harvard University",
    aliases: [{ lang: "zh-TW", name: "哈佛大學", isDefault: true }],
    facts: { admission_rate: 0.034 },
  });
  bare = await insertTestSchool(db, { nameEn: "Smith College" });
}, 60_000);
afterAll(() => ctx.close());

const get = (url: string, who = "student", lang = "en") =>
  ctx.app.inject({ method: "GET", url, headers: { ...auth[who], "accept-language": lang } });
const post = (url: string, payload: object, who = "staff", lang = "en") =>
  ctx.app.inject({ method: "POST", url, payload, headers: { ...auth[who], "accept-language": lang } });

async function detail(ref: string | number, lang = "en"): Promise<SchoolDetail> {
  const res = await get(`/api/schools/${ref}`, "student", lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("a school page", () => {
  it("is read by id or by slug, the same answer", async () => {
    const byId = await detail(berkeley);
    expect(byId.slug).toBe("university-of-california-berkeley");
    expect(await detail("university-of-california-berkeley")).toEqual(byId);
    expect(byId).toMatchObject({
      id: berkeley,
      unitid: 110635,
      name: "University of California-Berkeley",
      name_en: "University of California-Berkeley",
      names: {
        en: "University of California-Berkeley",
        "zh-TW": "加州大學柏克萊分校",
        "zh-CN": "加州大学伯克利分校",
      },
      city: "Berkeley",
      state: "CA",
      control: "public",
      overview: "A public research university on the east side of San Francisco Bay.",
      translations: { "zh-TW": { overview: "位於舊金山灣區東岸的公立研究型大學。" } },
      links: [
        {
          id: expect.any(Number),
          kind: "admissions",
          url: "https://admissions.berkeley.edu/",
          label: "Admissions",
        },
      ],
    });
    expect(byId.aliases.map((alias) => [alias.lang, alias.name, alias.is_default])).toEqual([
      ["en", "UC Berkeley", false],
      ["zh-CN", "加州大学伯克利分校", true],
      ["zh-TW", "加州大學柏克萊分校", true],
      ["zh-TW", "柏克萊", false],
    ]);
  });

  it("answers 404 for an id or slug that is no school, 422 for a reference that cannot be one", async () => {
    expect((await get("/api/schools/999999")).statusCode).toBe(404);
    expect((await get("/api/schools/99999999999")).statusCode).toBe(404);
    expect((await get("/api/schools/no-such-school")).statusCode).toBe(404);
    expect((await get("/api/schools/Not%20A%20Slug")).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: "GET", url: `/api/schools/${berkeley}` })).statusCode).toBe(401);
  });

  it("names the school and words the overview in the reader's language", async () => {
    const tw = await detail(berkeley, "zh-TW");
    expect([tw.name, tw.overview]).toEqual(["加州大學柏克萊分校", "位於舊金山灣區東岸的公立研究型大學。"]);
    const cn = await detail(berkeley, "zh-CN");
    // The Simplified name; the overview from the other Chinese script before English.
    expect([cn.name, cn.overview]).toEqual(["加州大学伯克利分校", "位於舊金山灣區東岸的公立研究型大學。"]);
    expect((await detail(harvard, "zh-CN")).name).toBe("哈佛大學");
    expect((await detail(bare, "zh-TW")).names).toEqual({
      en: "Smith College",
      "zh-TW": null,
      "zh-CN": null,
    });
  });

  it("lists every figure with its source, year, note and who entered it, the one a page shows first", async () => {
    const { facts } = await detail(berkeley);
    expect(
      facts.map((fact) => [fact.key, fact.value, fact.year, fact.source, fact.note, fact.entered_by]),
    ).toEqual([
      // Staff's figure wins in its year; an older year's figure comes after.
      ["admission_rate", 0.12, "2022-23", "staff", "approximate", "王美玲"],
      ["admission_rate", 0.114, "2022-23", "scorecard", "", null],
      ["admission_rate", 0.17, "2019-20", "scorecard", "", null],
      ["deadline_regular", "11-30", "2026", "staff", "", "王美玲"],
      ["application_platforms", ["california_app"], "2026", "staff", "", "王美玲"],
      ["undergraduates", 32_000, "2022-23", "scorecard", "", null],
      ["earnings_10y", 90_000, "2022-23", "scorecard", "", null],
    ]);
    expect(facts[0]?.entered_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect((await detail(bare)).facts).toEqual([]);
  });

  it("is built by readSchoolDetail for the editing routes too", async () => {
    const built = await readSchoolDetail(ctx.database.db, berkeley, "zh-TW");
    expect(built).toEqual(await detail(berkeley, "zh-TW"));
  });
});

describe("school names and aliases", () => {
  it("names a school in the request's language: its default alias, the other Chinese, else English", async () => {
    const name = async (id: number, lang: string) => {
      const res = await get(`/api/school/${id}/name`, "parent", lang);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await name(berkeley, "zh-TW")).toEqual({
      id: berkeley,
      name: "加州大學柏克萊分校",
      lang: "zh-TW",
      name_en: "University of California-Berkeley",
    });
    expect(await name(harvard, "zh-CN")).toMatchObject({ name: "哈佛大學", lang: "zh-TW" });
    expect(await name(harvard, "en")).toMatchObject({ name: "Harvard University", lang: "en" });
    expect(await name(bare, "zh-TW")).toMatchObject({ name: "Smith College", lang: "en" });
    expect((await get("/api/school/999999/name")).statusCode).toBe(404);
  });

  it("lists a school's aliases, and the aliases of several schools grouped", async () => {
    const list = await get(`/api/schools/${berkeley}/aliases`, "student");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((alias: { name: string }) => alias.name)).toEqual([
      "UC Berkeley",
      "加州大学伯克利分校",
      "加州大學柏克萊分校",
      "柏克萊",
    ]);
    expect(list.json().data[0]).toEqual({
      id: expect.any(Number),
      school_id: berkeley,
      lang: "en",
      name: "UC Berkeley",
      original_name: "UC Berkeley",
      is_default: false,
    });
    expect((await get("/api/schools/999999/aliases")).statusCode).toBe(404);

    const grouped = await post(
      "/api/school-aliases/search",
      { schools: [harvard, 999999, bare, berkeley, harvard] },
      "student",
    );
    expect(grouped.statusCode, grouped.body).toBe(200);
    expect(
      grouped
        .json()
        .data.map((group: { school_id: number; aliases: { name: string }[] }) => [
          group.school_id,
          group.aliases.map((alias) => alias.name),
        ]),
    ).toEqual([
      [harvard, ["哈佛大學"]],
      [bare, []],
      [berkeley, ["UC Berkeley", "加州大学伯克利分校", "加州大學柏克萊分校", "柏克萊"]],
    ]);
    expect((await post("/api/school-aliases/search", { schools: [] }, "student")).statusCode).toBe(422);
  });
});

describe("a comparison's cells", () => {
  it("gives each chosen figure of each chosen school as a page shows it, null where unknown", async () => {
    const res = await post(
      "/api/school-table-info",
      { school_ids: [harvard, berkeley, 999999], keys: ["admission_rate", "undergraduates"] },
      "staff",
      "zh-TW",
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.schools).toEqual([
      { id: harvard, slug: "harvard-university", name: "哈佛大學", name_en: "Harvard University" },
      {
        id: berkeley,
        slug: "university-of-california-berkeley",
        name: "加州大學柏克萊分校",
        name_en: "University of California-Berkeley",
      },
    ]);
    const cells = body.rows.map(
      (row: {
        key: string;
        cells: { school_id: number; fact: { value: number; source: string } | null }[];
      }) => [row.key, row.cells.map((cell) => (cell.fact ? [cell.fact.value, cell.fact.source] : null))],
    );
    expect(cells).toEqual([
      [
        "admission_rate",
        [
          [0.034, "scorecard"],
          [0.12, "staff"],
        ],
      ],
      ["undergraduates", [null, [32_000, "scorecard"]]],
    ]);
  });

  it("is for staff: a student or teacher is refused, bad keys are 422", async () => {
    const body = { school_ids: [harvard], keys: ["admission_rate"] };
    expect((await post("/api/school-table-info", body, "student")).statusCode).toBe(403);
    expect((await post("/api/school-table-info", body, "teacher")).statusCode).toBe(403);
    expect((await post("/api/school-table-info", { ...body, keys: ["shoe_size"] })).statusCode).toBe(422);
  });
});
