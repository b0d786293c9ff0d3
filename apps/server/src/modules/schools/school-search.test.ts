import type { SchoolCard } from "@edu/shared/schools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { insertTestFacts, insertTestSchool } from "./school-read.test-support";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};

/**
 * Real schools with figures near the Scorecard's (undergraduates, admission rate, SAT/ACT middle 50%,
 * cost) and made-up national rankings, enough to tell each sort and filter apart.
 */
beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  for (const role of ["staff", "student", "parent"] as const) {
    await createUser(db, { username: role, roles: [role] });
    auth[role] = { authorization: (await signIn(ctx.app, role)).authorization };
  }
  await insertTestSchool(db, {
    nameEn: "University of California-Berkeley",
    state: "CA",
    control: "public",
    aliases: [
      { lang: "zh-TW", name: "加州大學柏克萊分校", isDefault: true },
      { lang: "zh-CN", name: "加州大学伯克利分校", isDefault: true },
      { lang: "zh-TW", name: "柏克萊" },
      { lang: "en", name: "UC Berkeley" },
    ],
    facts: {
      undergraduates: 32_000,
      admission_rate: 0.114,
      sat_reading_25: 640,
      sat_reading_75: 750,
      sat_math_25: 650,
      sat_math_75: 790,
      act_composite_25: 28,
      act_composite_75: 35,
      cost_of_attendance: 42_000,
    },
  });
  await insertTestSchool(db, {
    nameEn: "University of California-Los Angeles",
    state: "CA",
    control: "public",
    aliases: [{ lang: "zh-TW", name: "加州大學洛杉磯分校", isDefault: true }],
    facts: {
      undergraduates: 32_400,
      admission_rate: 0.088,
      sat_reading_25: 650,
      sat_reading_75: 760,
      sat_math_25: 640,
      sat_math_75: 790,
      act_composite_25: 29,
      act_composite_75: 34,
      cost_of_attendance: 38_500,
    },
  });
  const mit = await insertTestSchool(db, {
    nameEn: "Massachusetts Institute of Technology",
    state: "MA",
    control: "private_nonprofit",
    aliases: [{ lang: "zh-TW", name: "麻省理工學院", isDefault: true }],
    facts: {
      undergraduates: 4_600,
      admission_rate: 0.045,
      sat_reading_25: 740,
      sat_reading_75: 780,
      sat_math_25: 780,
      sat_math_75: 800,
      act_composite_25: 34,
      act_composite_75: 36,
      cost_of_attendance: 79_850,
    },
  });
  const harvard = await insertTestSchool(db, {
    nameEn: "Harvard University",
    state: "MA",
    control: "private_nonprofit",
    aliases: [{ lang: "zh-TW", name: "哈佛大學", isDefault: true }],
    facts: { undergraduates: 7_100, admission_rate: 0.034, cost_of_attendance: 80_000 },
  });
  await insertTestSchool(db, {
    nameEn: "Université de Montréal",
    slug: "universite-de-montreal",
    city: "Montréal",
  });
  await insertTestSchool(db, {
    nameEn: "Texas A & M University-College Station",
    state: "TX",
    control: "public",
    facts: { undergraduates: 57_000, admission_rate: 0.63, cost_of_attendance: 31_000 },
  });
  await insertTestSchool(db, {
    nameEn: "Smith College",
    state: "MA",
    control: "private_nonprofit",
    facts: { undergraduates: 2_500, admission_rate: 0.23 },
  });
  await insertTestSchool(db, {
    nameEn: "Mitchell College",
    state: "CT",
    control: "private_nonprofit",
    facts: { undergraduates: 600 },
  });
  // Rankings are staff's (2025-26); a staff figure of the Scorecard's year wins over the Scorecard's.
  await insertTestFacts(db, mit, { ranking_national: 2 }, { year: "2025-26", source: "staff" });
  await insertTestFacts(db, harvard, { ranking_national: 3 }, { year: "2025-26", source: "staff" });
  await insertTestFacts(db, harvard, { admission_rate: 0.04 }, { year: "2022-23", source: "staff" });
  // A figure of an older year does not hide the newer one.
  await insertTestFacts(db, mit, { admission_rate: 0.07 }, { year: "2019-20" });
}, 60_000);
afterAll(() => ctx.close());

const search = (query: string, who = "staff", lang = "en") =>
  ctx.app.inject({
    method: "GET",
    url: `/api/schools/search?${query}`,
    headers: { ...auth[who], "accept-language": lang },
  });

async function cards(query: string, lang = "en"): Promise<SchoolCard[]> {
  const res = await search(query, "staff", lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const names = async (query: string, lang = "en") => (await cards(query, lang)).map((card) => card.name_en);
const keyword = (text: string) => `keyword=${encodeURIComponent(text)}`;

describe("school search: finding a school however it is typed", () => {
  it("finds a school by its English name, in any case and part", async () => {
    expect(await names(keyword("Harvard"))).toEqual(["Harvard University"]);
    expect(await names(keyword("HARVARD university"))).toEqual(["Harvard University"]);
    expect(await names(keyword("los angeles"))).toEqual(["University of California-Los Angeles"]);
  });

  it("finds a school by its Chinese name in either script, or part of it", async () => {
    for (const text of ["加州大學柏克萊分校", "加州大学柏克莱分校", "柏克萊", "柏克莱", "伯克利"]) {
      expect(await names(keyword(text)), text).toEqual(["University of California-Berkeley"]);
    }
    expect(await names(keyword("哈佛"))).toEqual(["Harvard University"]);
    expect(await names(keyword("加州大學"))).toEqual([
      "University of California-Los Angeles",
      "University of California-Berkeley",
    ]);
  });

  it("finds a school by an abbreviation: the English name's initials or an alias", async () => {
    expect((await names(keyword("UCLA")))[0]).toBe("University of California-Los Angeles");
    expect((await names(keyword("mit")))[0]).toBe("Massachusetts Institute of Technology");
    expect((await names(keyword("ucb")))[0]).toBe("University of California-Berkeley");
    expect(await names(keyword("UC Berkeley"))).toEqual(["University of California-Berkeley"]);
  });

  it("finds a school with its accents or punctuation left out, or full-width letters typed", async () => {
    expect(await names(keyword("universite de montreal"))).toEqual(["Université de Montréal"]);
    expect(await names(keyword("texas am"))).toEqual(["Texas A & M University-College Station"]);
    expect(await names(keyword("Texas A&M"))).toEqual(["Texas A & M University-College Station"]);
    expect(await names(keyword("ＭＩＴ"))).toContain("Massachusetts Institute of Technology");
  });

  it("finds a Chinese name by its pinyin", async () => {
    expect(await names(keyword("hafo"))).toEqual(["Harvard University"]);
    expect(await names(keyword("Ma Sheng Li Gong"))).toEqual(["Massachusetts Institute of Technology"]);
  });

  it("finds nothing for a name no school has, and everything for a keyword of punctuation only", async () => {
    expect(await names(keyword("Hogwarts"))).toEqual([]);
    expect((await cards(keyword("  -- "))).length).toBe(8);
  });

  it("ranks exact matches (name or initials) before prefixes, prefixes before matches inside a name", async () => {
    // MIT: initials; Mitchell College: starts with "mit"; Smith College: has "mit" inside.
    expect(await names(keyword("mit"))).toEqual([
      "Massachusetts Institute of Technology",
      "Mitchell College",
      "Smith College",
    ]);
    expect(await names(keyword("Harvard University"))).toEqual(["Harvard University"]);
    // Equal matches (both start with the keyword): the larger school first.
    expect(await names(keyword("university of california"))).toEqual([
      "University of California-Los Angeles",
      "University of California-Berkeley",
    ]);
  });
});

describe("school search: names and cards", () => {
  it("names each school in the reader's language, the other Chinese script next, then English", async () => {
    const tw = await cards(`${keyword("university of california")}`, "zh-TW");
    expect(tw.map((card) => [card.name, card.name_en])).toEqual([
      ["加州大學洛杉磯分校", "University of California-Los Angeles"],
      ["加州大學柏克萊分校", "University of California-Berkeley"],
    ]);
    const cn = await cards(`${keyword("university of california")}`, "zh-CN");
    // Berkeley has a Simplified name; UCLA only a Traditional one, which a zh-CN reader sees before English.
    expect(cn.map((card) => card.name)).toEqual(["加州大學洛杉磯分校", "加州大学伯克利分校"]);
    const en = await cards(`${keyword("university of california")}`, "en");
    expect(en.map((card) => card.name)).toEqual(en.map((card) => card.name_en));
  });

  it("says which alias matched when it is not the name shown", async () => {
    const [en] = await cards(keyword("柏克萊"), "en");
    expect(en?.matched_alias).toBe("柏克萊");
    const [tw] = await cards(keyword("柏克萊"), "zh-TW");
    expect([tw?.name, tw?.matched_alias]).toEqual(["加州大學柏克萊分校", "柏克萊"]);
    // The name shown matched: nothing more to say.
    const [shown] = await cards(keyword("加州大學柏克萊分校"), "zh-TW");
    expect(shown?.matched_alias).toBeNull();
    // The English name matched as well as any alias.
    const [english] = await cards(keyword("Berkeley"), "en");
    expect(english?.matched_alias).toBeNull();
    const [pinyin] = await cards(keyword("hafo"), "en");
    expect(pinyin?.matched_alias).toBe("哈佛大學");
  });

  it("fills a card from each figure's newest year, staff's over the Scorecard's, unknown as null", async () => {
    const [mit] = await cards(keyword("Massachusetts Institute of Technology"));
    expect(mit).toEqual({
      id: expect.any(Number),
      slug: "massachusetts-institute-of-technology",
      name: "Massachusetts Institute of Technology",
      name_en: "Massachusetts Institute of Technology",
      city: "",
      state: "MA",
      control: "private_nonprofit",
      admission_rate: 0.045,
      sat_25: 1520,
      sat_75: 1580,
      act_25: 34,
      act_75: 36,
      cost_of_attendance: 79_850,
      net_price: null,
      undergraduates: 4_600,
      ranking_national: 2,
      matched_alias: null,
    });
    const [harvard] = await cards(keyword("Harvard"));
    expect([harvard?.admission_rate, harvard?.sat_25, harvard?.ranking_national]).toEqual([0.04, null, 3]);
  });

  it("pages the results and counts them", async () => {
    const res = await search("page_size=3&page=2&sort=name");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 2, per_page: 3, total: 8, last_page: 3 });
    expect(body.data.map((card: SchoolCard) => card.name_en)).toEqual([
      "Smith College",
      "Texas A & M University-College Station",
      "Université de Montréal",
    ]);
    const past = (await search("page=9&page_size=3")).json();
    expect([past.data, past.total]).toEqual([[], 8]);
  });
});

describe("school search: sorts and filters", () => {
  it("sorts by national ranking (unranked last, by size), name, admission rate, cost and size, both ways", async () => {
    expect((await names("sort=ranking")).slice(0, 4)).toEqual([
      "Massachusetts Institute of Technology",
      "Harvard University",
      "Texas A & M University-College Station",
      "University of California-Los Angeles",
    ]);
    // Without a keyword the national ranking is the default order.
    expect(await names("")).toEqual(await names("sort=ranking"));
    expect((await names("sort=ranking&order=desc")).slice(0, 2)).toEqual([
      "Harvard University",
      "Massachusetts Institute of Technology",
    ]);
    expect(await names("sort=name")).toEqual([
      "Harvard University",
      "Massachusetts Institute of Technology",
      "Mitchell College",
      "Smith College",
      "Texas A & M University-College Station",
      "Université de Montréal",
      "University of California-Berkeley",
      "University of California-Los Angeles",
    ]);
    expect((await names("sort=name&order=desc"))[0]).toBe("University of California-Los Angeles");
    expect(await names("sort=admission_rate")).toEqual([
      "Harvard University",
      "Massachusetts Institute of Technology",
      "University of California-Los Angeles",
      "University of California-Berkeley",
      "Smith College",
      "Texas A & M University-College Station",
      // Unknown: last, in the order they were added.
      "Université de Montréal",
      "Mitchell College",
    ]);
    // High to low: unknown figures still last.
    expect((await names("sort=admission_rate&order=desc")).slice(0, 2)).toEqual([
      "Texas A & M University-College Station",
      "Smith College",
    ]);
    expect((await names("sort=admission_rate&order=desc")).slice(-2)).toEqual([
      "Université de Montréal",
      "Mitchell College",
    ]);
    expect((await names("sort=cost")).slice(0, 3)).toEqual([
      "Texas A & M University-College Station",
      "University of California-Los Angeles",
      "University of California-Berkeley",
    ]);
    expect((await names("sort=cost&order=desc"))[0]).toBe("Harvard University");
    expect((await names("sort=size")).slice(0, 2)).toEqual([
      "Texas A & M University-College Station",
      "University of California-Los Angeles",
    ]);
    expect((await names("sort=size&order=asc")).slice(0, 2)).toEqual(["Mitchell College", "Smith College"]);
    // A keyword with another sort: the matches, in that order.
    expect(await names(`${keyword("university of california")}&sort=name`)).toEqual([
      "University of California-Berkeley",
      "University of California-Los Angeles",
    ]);
  });

  it("filters by state, control and size", async () => {
    expect(await names("state=ca&sort=name")).toEqual([
      "University of California-Berkeley",
      "University of California-Los Angeles",
    ]);
    expect(await names("control=public&sort=name")).toEqual([
      "Texas A & M University-College Station",
      "University of California-Berkeley",
      "University of California-Los Angeles",
    ]);
    expect(await names("size=small&sort=name")).toEqual([
      "Massachusetts Institute of Technology",
      "Mitchell College",
      "Smith College",
    ]);
    expect(await names("size=medium&sort=name")).toEqual(["Harvard University"]);
    expect(await names("size=large&sort=name")).toEqual([
      "Texas A & M University-College Station",
      "University of California-Berkeley",
      "University of California-Los Angeles",
    ]);
    expect(await names("state=MA&control=private_nonprofit&size=small&sort=name")).toEqual([
      "Massachusetts Institute of Technology",
      "Smith College",
    ]);
  });

  it("filters by admission rate, SAT or ACT score within the middle 50%, and cost", async () => {
    expect(await names("admission_rate_min=0.05&admission_rate_max=0.2&sort=name")).toEqual([
      "University of California-Berkeley",
      "University of California-Los Angeles",
    ]);
    expect(await names("admission_rate_max=0.04&sort=name")).toEqual(["Harvard University"]);
    expect(await names("sat=1530&sort=name")).toEqual([
      "Massachusetts Institute of Technology",
      "University of California-Berkeley",
      "University of California-Los Angeles",
    ]);
    expect(await names("sat=1300&sort=name")).toEqual([
      "University of California-Berkeley",
      "University of California-Los Angeles",
    ]);
    expect(await names("act=35&sort=name")).toEqual([
      "Massachusetts Institute of Technology",
      "University of California-Berkeley",
    ]);
    expect(await names("cost_max=40000&sort=name")).toEqual([
      "Texas A & M University-College Station",
      "University of California-Los Angeles",
    ]);
    expect(await names(`${keyword("university")}&state=CA&cost_max=40000`)).toEqual([
      "University of California-Los Angeles",
    ]);
  });
});

describe("school search: who may search", () => {
  it("lets a student and a parent search, turns away an anonymous caller, refuses bad input", async () => {
    for (const who of ["student", "parent"]) {
      const res = await search(keyword("harvard"), who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toHaveLength(1);
    }
    const anonymous = await ctx.app.inject({ method: "GET", url: "/api/schools/search?keyword=harvard" });
    expect(anonymous.statusCode).toBe(401);
    for (const bad of [
      "sort=popularity",
      "size=huge",
      "sat=1700",
      "act=0",
      "admission_rate_min=2",
      "state=California",
    ]) {
      const res = await search(bad);
      expect(res.statusCode, bad).toBe(422);
    }
  });
});

describe("school search: round trips", () => {
  it("costs two statements: the session, then the page with its count and its cards", async () => {
    const statements: string[] = [];
    const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const query = client.query;
    client.query = (...args: unknown[]) => {
      const [first] = args;
      statements.push(typeof first === "string" ? first : String((first as { text?: string }).text));
      return query.apply(client, args);
    };
    try {
      const fresh = await signIn(ctx.app, "student");
      statements.length = 0;
      const res = await ctx.app.inject({
        url: `/api/schools/search?${keyword("university")}&state=CA&sat=1400&sort=ranking`,
        headers: { authorization: fresh.authorization, "accept-language": "zh-TW" },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toHaveLength(2);
      expect(statements).toHaveLength(2);
      expect(statements[0]).toMatch(/from sessions s join users u/);
    } finally {
      client.query = query;
    }
  });
});
