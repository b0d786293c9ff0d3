import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { schoolPinyin } from "./school-search-key";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
let berkeley: number;
let stanford: number;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ["super-admin", "staff", "student"] as const) {
    await createUser(ctx.database.db, { username: role, roles: [role] });
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

// Each test starts from the same two schools, without aliases.
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from schools`);
  const school = async (body: object) => {
    const res = await call("POST", "/api/schools", body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  berkeley = await school({ name_en: "University of California-Berkeley", state: "CA" });
  stanford = await school({ name_en: "Stanford University", state: "CA" });
});

const addAlias = (body: object, who = "staff", lang = "en") =>
  call("POST", "/api/school-aliases", body, who, lang);
const aliasesOf = async (schoolId: number) =>
  (await call("GET", `/api/schools/${schoolId}/aliases`)).json().data as Array<{
    id: number;
    lang: string;
    name: string;
    original_name: string;
    is_default: boolean;
  }>;
const aliasCount = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from school_aliases`))[0]?.n;

describe("aliases", () => {
  it("stores the tidied name, keeps the text as typed, and makes it searchable in both scripts", async () => {
    const res = await addAlias({
      school_id: berkeley,
      lang: "zh-TW",
      name: "加州大學　柏克萊  分校",
      is_default: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      school_id: berkeley,
      lang: "zh-TW",
      name: "加州大學 柏克萊 分校",
      original_name: "加州大學　柏克萊  分校",
      is_default: true,
    });
    const [row] = await queryRows<{ search_key: string; pinyin: string }>(
      ctx.database.db,
      sql`select search_key, pinyin from school_aliases where id = ${res.json().id}`,
    );
    expect(row).toEqual({ search_key: "加州大学柏克莱分校", pinyin: schoolPinyin("加州大學柏克萊分校") });
    const name = await call("GET", `/api/school/${berkeley}/name`, undefined, "student", "zh-TW");
    expect(name.json()).toMatchObject({ name: "加州大學 柏克萊 分校", lang: "zh-TW" });
  });

  it("keeps one default per school and language: a new default unsets the old one", async () => {
    const first = await addAlias({
      school_id: berkeley,
      lang: "zh-TW",
      name: "柏克萊加大",
      is_default: true,
    });
    const second = await addAlias({
      school_id: berkeley,
      lang: "zh-TW",
      name: "加州大學柏克萊分校",
      is_default: true,
    });
    const other = await addAlias({
      school_id: berkeley,
      lang: "zh-CN",
      name: "加州大学伯克利分校",
      is_default: true,
    });
    expect([first.statusCode, second.statusCode, other.statusCode]).toEqual([200, 200, 200]);
    const defaults = (await aliasesOf(berkeley))
      .filter((alias) => alias.is_default)
      .map((alias) => alias.name);
    expect(defaults.sort()).toEqual(["加州大学伯克利分校", "加州大學柏克萊分校"].sort());

    // Making the first one default again (PUT) moves the default back.
    const put = await call("PUT", `/api/school-aliases/${first.json().id}`, { is_default: 1 });
    expect(put.json()).toMatchObject({ name: "柏克萊加大", is_default: true });
    const zhTw = (await aliasesOf(berkeley)).filter((alias) => alias.lang === "zh-TW");
    expect(zhTw.filter((alias) => alias.is_default).map((alias) => alias.name)).toEqual(["柏克萊加大"]);
  });

  it("refuses a name another school has, in either script, with 409 naming that school", async () => {
    await addAlias({ school_id: berkeley, lang: "zh-TW", name: "加州大學柏克萊分校", is_default: true });
    await addAlias({ school_id: berkeley, lang: "zh-TW", name: "柏克萊" });
    const before = await aliasCount();

    const simplified = await addAlias(
      { school_id: stanford, lang: "zh-CN", name: "柏克莱" },
      "staff",
      "zh-TW",
    );
    expect(simplified.statusCode).toBe(409);
    expect(simplified.json()).toMatchObject({ code: "conflict" });
    expect(simplified.json().errors.name).toEqual(["此名稱已屬於加州大學柏克萊分校。"]);
    expect(simplified.json().details).toEqual({ school_id: berkeley, school_name: "加州大學柏克萊分校" });

    const spaced = await addAlias({ school_id: stanford, lang: "en", name: "柏 克 萊" }, "staff", "en");
    expect(spaced.statusCode).toBe(409);
    expect(spaced.json().errors.name).toEqual([
      "This name already belongs to University of California-Berkeley.",
    ]);

    // The same name twice in one language of the same school is refused too.
    const again = await addAlias({ school_id: berkeley, lang: "zh-TW", name: "柏克莱" });
    expect(again.statusCode).toBe(409);
    expect(await aliasCount()).toBe(before);
  });

  it("gives one name to one school when two people add it at once", async () => {
    const answers = await Promise.all([
      addAlias({ school_id: berkeley, lang: "en", name: "Cal" }),
      addAlias({ school_id: stanford, lang: "zh-TW", name: "CAL" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await aliasCount()).toBe(1);
  });

  it("refuses renaming an alias to another school's name, and a name of punctuation only", async () => {
    await addAlias({ school_id: berkeley, lang: "en", name: "UCB" });
    const mine = await addAlias({ school_id: stanford, lang: "en", name: "The Farm" });
    const rename = await call("PUT", `/api/school-aliases/${mine.json().id}`, { name: "u.c.b." });
    expect(rename.statusCode).toBe(409);
    expect((await aliasesOf(stanford)).map((alias) => alias.name)).toEqual(["The Farm"]);
    const symbols = await addAlias({ school_id: stanford, lang: "en", name: "!!!" });
    expect(symbols.statusCode).toBe(422);
    expect(symbols.json().errors.name).toEqual(["A name needs at least one letter or digit."]);
  });

  it("renames and moves an alias, and deletes it (a school's last default too)", async () => {
    const alias = await addAlias({
      school_id: stanford,
      lang: "zh-TW",
      name: "史丹福大學",
      is_default: true,
    });
    const renamed = await call("PUT", `/api/school-aliases/${alias.json().id}`, { name: "史丹佛大學" });
    expect(renamed.json()).toMatchObject({
      name: "史丹佛大學",
      original_name: "史丹佛大學",
      is_default: true,
    });
    const exists = await call("GET", "/api/school-aliases/exist?keyword=史丹福大學");
    expect(exists.json()).toEqual({ exists: false, school: null });

    const deleted = await call("DELETE", `/api/school-aliases/${alias.json().id}`);
    expect(deleted.json()).toEqual({ ok: true });
    expect(await aliasesOf(stanford)).toEqual([]);
    const name = await call("GET", `/api/school/${stanford}/name`, undefined, "student", "zh-TW");
    expect(name.json()).toMatchObject({ name: "Stanford University", lang: "en" });
    expect((await call("DELETE", `/api/school-aliases/${alias.json().id}`)).statusCode).toBe(404);
    expect((await call("PUT", `/api/school-aliases/${alias.json().id}`, { name: "X" })).statusCode).toBe(404);
    expect((await addAlias({ school_id: 999999, lang: "en", name: "Nowhere U" })).statusCode).toBe(404);
  });

  it("answers whether a name exists, by search key, with the school in the reader's language", async () => {
    await addAlias({ school_id: berkeley, lang: "zh-TW", name: "加州大學柏克萊分校", is_default: true });
    await addAlias({ school_id: berkeley, lang: "zh-TW", name: "柏克萊" });
    const found = await call(
      "GET",
      `/api/school-aliases/exist?keyword=${encodeURIComponent(" 柏克莱 ")}`,
      undefined,
      "staff",
      "zh-TW",
    );
    expect(found.json()).toEqual({ exists: true, school: { id: berkeley, name: "加州大學柏克萊分校" } });
    const english = await call("GET", "/api/school-aliases/exist?keyword=%E6%9F%8F%E5%85%8B%E8%90%8A");
    expect(english.json().school).toEqual({ id: berkeley, name: "University of California-Berkeley" });
    expect((await call("GET", "/api/school-aliases/exist?keyword=ucla")).json()).toEqual({
      exists: false,
      school: null,
    });
    expect((await call("GET", "/api/school-aliases/exist?keyword=")).statusCode).toBe(422);
  });

  it("sets each language's default through the school form (name_zh_tw, name_zh_cn)", async () => {
    await addAlias({ school_id: berkeley, lang: "zh-TW", name: "柏克萊加大", is_default: true });
    const put = await call("PUT", `/api/schools/${berkeley}`, {
      name_zh_tw: "加州大學柏克萊分校",
      name_zh_cn: "加州大学伯克利分校",
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().names).toEqual({
      en: "University of California-Berkeley",
      "zh-TW": "加州大學柏克萊分校",
      "zh-CN": "加州大学伯克利分校",
    });
    // The old default stays a (searchable) alias; "" leaves the language without a default.
    expect((await aliasesOf(berkeley)).map((alias) => alias.name)).toContain("柏克萊加大");
    const cleared = await call("PUT", `/api/schools/${berkeley}`, { name_zh_cn: "" });
    expect(cleared.json().names["zh-CN"]).toBeNull();

    // A name of another school is the same 409 on the school form, on its field.
    const taken = await call("PUT", `/api/schools/${stanford}`, {
      city: "Stanford",
      name_zh_tw: "柏克萊加大",
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors.name_zh_tw).toEqual([
      "This name already belongs to University of California-Berkeley.",
    ]);
    expect((await call("GET", `/api/schools/${stanford}`)).json().city).toBe("");
  });

  it("refuses invalid input with 422 and writes nothing", async () => {
    const before = await aliasCount();
    for (const body of [
      {},
      { school_id: berkeley, lang: "fr", name: "Berkeley" },
      { school_id: berkeley, lang: "en", name: "" },
      { school_id: "x", lang: "en", name: "Cal" },
      { school_id: berkeley, lang: "en", name: "Cal", is_default: "yes" },
      { school_id: berkeley, lang: "en", name: "Cal", extra: 1 },
    ])
      expect((await addAlias(body)).statusCode, JSON.stringify(body)).toBe(422);
    expect((await call("PUT", "/api/school-aliases/0", { name: "Cal" })).statusCode).toBe(422);
    expect(await aliasCount()).toBe(before);
  });
});
