import { inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { DEMO_SEEDS, runSeeds } from "../../seed";
import { sessionClasses } from "../classes";
import { users } from "../users";
import { getCounselingProfile } from "./counseling-profile.service";
import { listCounselingProfiles } from "./counseling-profiles-list.service";

/**
 * The option lists, and the demo data: the seeds up to this module's (modules.ts order) run, so the
 * colleges come from the demo schools and Ethan's counseling class exists as e2e finds it.
 */
let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  const mine = DEMO_SEEDS.findIndex((seed) => seed.name === "demo-counseling-profile");
  await runSeeds(ctx.database.db, DEMO_SEEDS.slice(0, mine + 1), { config: ctx.config, log: ctx.app.log });
  await createUser(ctx.database.db, { username: "selector-reader", roles: ["parent"] });
  auth = await signIn(ctx.app, "selector-reader");
}, 180_000);
afterAll(() => ctx.close());

const read = async (url: string, lang = "en", headers: Record<string, string> = auth) => {
  const res = await ctx.app.inject({ method: "GET", url, headers: { ...headers, "accept-language": lang } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const selector = (query: string, lang = "en") => read(`/api/counseling-profile/selector?${query}`, lang);

describe("option lists in three languages", () => {
  it("countries: every one with names in en, zh-TW and zh-CN and its calling code", async () => {
    const { data } = await read("/api/counseling-profile/country-selector", "zh-TW");
    expect(data.length).toBeGreaterThan(190);
    const taiwan = data.find((country: { value: string }) => country.value === "TW");
    expect(taiwan).toMatchObject({
      calling_code: "886",
      label: "台灣",
      names: { en: "Taiwan", "zh-CN": "台湾" },
    });
    const found = await selector("selector_title=countries&keyword=日本", "zh-CN");
    expect(found.data.map((country: { value: string }) => country.value)).toEqual(["JP"]);
    expect(found.data[0].label).toBe("日本");
  });

  it("states, majors and high schools by keyword and region", async () => {
    const states = await selector("selector_title=states&keyword=加利福尼亞", "zh-TW");
    expect(states.data).toEqual([
      expect.objectContaining({ value: "CA", label: "加利福尼亞州", state: "CA" }),
    ]);
    const majors = await selector("selector_title=majors&keyword=数学", "zh-CN");
    expect(majors.data.map((major: { value: string }) => major.value)).toEqual(["mathematics"]);
    const shanghai = await selector("selector_title=high_schools&state=Shanghai", "zh-TW");
    expect(shanghai.data.length).toBeGreaterThan(3);
    expect(shanghai.data.every((school: { country: string }) => school.country === "CN")).toBe(true);
    expect(shanghai.data.map((school: { label: string }) => school.label)).toContain("上海美國學校");
  });

  it("colleges from the schools module, named in the reader's language, by keyword, state and service", async () => {
    const harvard = await selector("selector_title=colleges&keyword=harvard", "zh-TW");
    expect(harvard.data[0]).toMatchObject({ value: "Harvard University", label: "哈佛大學", state: "MA" });
    expect(harvard.data[0].school_id).toBeGreaterThan(0);
    const byChinese = await selector(`selector_title=colleges&keyword=${encodeURIComponent("哈佛")}`);
    expect(byChinese.data.map((school: { value: string }) => school.value)).toContain("Harvard University");
    const uc = await selector("selector_title=colleges&service_types=california_app");
    expect(uc.data.length).toBeGreaterThan(0);
    expect(uc.data.every((school: { state: string }) => school.state === "CA")).toBe(true);
    const california = await selector("selector_title=colleges&state=CA");
    expect(california.data.length).toBeGreaterThanOrEqual(uc.data.length);
  });

  it("refuses an unknown list and a keyword with control characters", async () => {
    for (const query of ["selector_title=planets", "selector_title=majors&keyword=%00"]) {
      const res = await ctx.app.inject({
        method: "GET",
        url: `/api/counseling-profile/selector?${query}`,
        headers: auth,
      });
      expect(res.statusCode).toBe(422);
    }
  });
});

describe("demo data", () => {
  it("puts Ethan in the counseling class with his counselor, and a partly filled profile", async () => {
    const db = ctx.database.db;
    const people = await db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.username, ["teacher", "student", "parent", "staff"]));
    const id = (username: string) => people.find((person) => person.username === username)?.id ?? 0;
    const teacher = { id: id("teacher"), roles: ["teacher" as const] };
    const [cls] = await db
      .select({ id: sessionClasses.id, name: sessionClasses.name })
      .from(sessionClasses)
      .where(like(sessionClasses.name, "College counseling — %"));
    expect(cls?.name).toMatch(/^College counseling — \d{4}$/);
    const list = await listCounselingProfiles(db, teacher, {
      page: 1,
      page_size: 10,
      session_class_id: cls?.id,
    });
    expect(list.data.map((row) => row.student.username)).toEqual(["student"]);
    expect(list.data[0]?.application_type).toBe("freshman");

    const profile = await getCounselingProfile(db, teacher, id("student"));
    expect(profile.sections.profile.data.native_name).toBe("黃宇恩");
    expect(profile.sections.education.data.academic_years).toHaveLength(4);
    expect(profile.sections.testing.data.sat[0]?.total).toBe(1510);
    expect(profile.sections.writing.version).toBe(0);
    // His mother reads it; staff not linked to him does not.
    const parent = await getCounselingProfile(db, { id: id("parent"), roles: ["parent"] }, id("student"));
    expect(parent.can_edit).toEqual(["family"]);
    await expect(
      getCounselingProfile(db, { id: id("staff"), roles: ["staff"] }, id("student")),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});
