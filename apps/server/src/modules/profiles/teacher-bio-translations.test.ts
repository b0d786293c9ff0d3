import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { teacherProfiles } from "./profiles.table";

let ctx: TestContext;
const ids: Record<string, number> = {};
const auth: Record<string, { authorization?: string }> = {};

beforeAll(async () => {
  ctx = await createTestApp({ CAPTCHA_DISABLED: "true" });
  const db = ctx.database.db;
  for (const [username, role] of [
    ["admin", "super-admin"],
    ["teacher", "teacher"],
    ["hidden", "teacher"],
  ] as const) {
    ids[username] = (await createUser(db, { username, roles: [role], firstName: username })).id;
    auth[username] = { authorization: (await signIn(ctx.app, username)).authorization };
  }
  await db.insert(teacherProfiles).values([
    { userId: ids.teacher as number, college: "NTU", major: "English", bio: "Reading coach", showBio: true },
    {
      userId: ids.hidden as number,
      college: "PKU",
      major: "Math",
      bio: "Hidden bio",
      bioTranslations: { "zh-TW": { bio: "隱藏的介紹" } },
    },
  ]);
});
afterAll(() => ctx.close());

const call = (method: "GET" | "PATCH", url: string, who?: string, payload?: object, locale?: string) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(who ? auth[who] : {}), ...(locale && { "accept-language": locale }) },
    ...(payload && { payload }),
  });

describe("teacher bios in three languages", () => {
  it("stores the translations a teacher sends and answers them localized, with missing_locales", async () => {
    const before = (await call("GET", "/api/profile", "teacher")).json().teacher;
    expect(before).toMatchObject({ translations: {}, missing_locales: ["zh-CN", "zh-TW"] });
    expect(before.localized.bio).toBe("Reading coach");

    const saved = await call("PATCH", "/api/teacher/profile", "teacher", {
      tutoring_bio: "One-on-one SAT",
      translations: { "zh-TW": { bio: "閱讀教練", tutoring_bio: "一對一 SAT 家教" } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().teacher).toMatchObject({
      bio: "Reading coach",
      translations: { "zh-TW": { bio: "閱讀教練", tutoring_bio: "一對一 SAT 家教" } },
      missing_locales: ["zh-CN"],
    });

    const tw = (await call("GET", "/api/profile", "teacher", undefined, "zh-TW")).json().teacher;
    expect(tw.localized).toEqual({ bio: "閱讀教練", tutoring_bio: "一對一 SAT 家教", counseling_bio: "" });
    // zh-CN falls back to the other Chinese, English readers get the base
    const cn = (await call("GET", `/api/profile/${ids.teacher}`, "admin", undefined, "zh-CN")).json().teacher;
    expect(cn.localized.bio).toBe("閱讀教練");
    const en = (await call("GET", "/api/profile", "teacher", undefined, "en")).json().teacher;
    expect(en.localized.bio).toBe("Reading coach");
  });

  it("merges per language: a language not sent stays, an empty text removes the field", async () => {
    await call("PATCH", `/api/teacher/profile/${ids.teacher}`, "admin", {
      translations: { "zh-CN": { bio: "阅读教练" } },
    });
    const after = (
      await call("PATCH", "/api/teacher/profile", "teacher", {
        translations: { "zh-TW": { tutoring_bio: "" } },
      })
    ).json().teacher;
    expect(after.translations).toEqual({ "zh-TW": { bio: "閱讀教練" }, "zh-CN": { bio: "阅读教练" } });
    // tutoring_bio has a base text but no Chinese one any more
    expect(after.missing_locales).toEqual(["zh-CN", "zh-TW"]);
  });

  it("refuses unknown languages, unknown fields and over-long texts (422, nothing written)", async () => {
    for (const translations of [
      { fr: { bio: "x" } },
      { "zh-TW": { motto: "x" } },
      { "zh-TW": { bio: "字".repeat(5001) } },
    ]) {
      const res = await call("PATCH", "/api/teacher/profile", "teacher", { translations });
      expect(res.statusCode).toBe(422);
    }
    const now = (await call("GET", "/api/profile", "teacher")).json().teacher;
    expect(now.translations).toEqual({ "zh-TW": { bio: "閱讀教練" }, "zh-CN": { bio: "阅读教练" } });
  });

  it("shows the public bio in the reader's language on /instructors, never a hidden one", async () => {
    const tw = (await call("GET", "/api/teacher/show-bio", undefined, undefined, "zh-TW")).json();
    expect(tw.data).toHaveLength(1);
    expect(tw.data[0]).toMatchObject({
      id: ids.teacher,
      bio: "Reading coach",
      localized: { bio: "閱讀教練" },
    });
    expect(tw.data[0]).not.toHaveProperty("bio_translations");
    const en = (await call("GET", "/api/teacher/show-bio", undefined, undefined, "en")).json();
    expect(en.data[0].localized.bio).toBe("Reading coach");
    const all = await call("GET", "/api/teachers", undefined, undefined, "zh-TW");
    expect(all.body).not.toContain("隱藏的介紹");
    const hidden = all.json().data.find((t: { id: number }) => t.id === ids.hidden);
    expect(hidden).toMatchObject({ bio: null, localized: { bio: null } });
  });
});
