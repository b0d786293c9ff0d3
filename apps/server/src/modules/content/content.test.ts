import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  for (const role of ["super-admin", "staff", "teacher", "parent", "student"] as const) {
    await createUser(ctx.database.db, { username: role, roles: [role] });
    auth[role] = { authorization: (await signIn(ctx.app, role)).authorization };
  }
});
afterAll(() => ctx.close());

const call = (
  method: "GET" | "PUT" | "DELETE",
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

const figures = {
  data: { class_size_min: 6, class_size_max: 12, sat_score_gain: 250 },
  translations: {
    en: { headline: "Small classes, big gains", note: "Average gain" },
    "zh-TW": { headline: "小班教學，大幅進步" },
  },
};

describe("site content", () => {
  it("stores per-language values; the public read answers in the request's language with English fallback", async () => {
    const put = await call("PUT", "/api/site-content/marketing.figures", figures);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ key: "marketing.figures", missing_locales: ["zh-CN", "zh-TW"] });

    const tw = await call("GET", "/api/site-content/marketing.figures", undefined, "anonymous", "zh-TW");
    expect(tw.json()).toMatchObject({
      key: "marketing.figures",
      data: { class_size_min: 6, class_size_max: 12, sat_score_gain: 250 },
      content: { headline: "小班教學，大幅進步", note: "Average gain" },
      locale: "zh-TW",
      missing_locales: ["zh-CN", "zh-TW"],
    });
    const cn = await call(
      "GET",
      "/api/site-content/marketing.figures",
      undefined,
      "anonymous",
      "zh-CN,zh;q=0.9",
    );
    expect(cn.json().content).toEqual({ headline: "Small classes, big gains", note: "Average gain" });

    const admin = await call("GET", "/api/admin/site-content/marketing.figures", undefined, "staff");
    expect(admin.json().translations).toEqual({
      en: figures.translations.en,
      "zh-TW": figures.translations["zh-TW"],
    });

    // replace: complete every language
    const full = await call("PUT", "/api/site-content/marketing.figures", {
      ...figures,
      translations: {
        ...figures.translations,
        "zh-CN": { headline: "小班教学，大幅提分", note: "平均提分" },
        "zh-TW": { headline: "小班教學，大幅進步", note: "平均進步" },
      },
    });
    expect(full.json().missing_locales).toEqual([]);
    const trail = await queryRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_log where target_type = 'site_content' order by id`,
    );
    expect(trail.map((t) => t.action)).toEqual(["site_content.create", "site_content.update"]);
  });

  it("lists public entries (optionally by keys), hides private ones, deletes", async () => {
    await call("PUT", "/api/site-content/site.contact", { data: { email: "hello@academy.example" } });
    await call("PUT", "/api/site-content/private.contact-notification", {
      data: { emails: ["desk@academy.example"] },
    });
    const all = (await call("GET", "/api/site-content", undefined, "anonymous")).json().data;
    expect(all.map((e: { key: string }) => e.key)).toEqual(["marketing.figures", "site.contact"]);
    const some = (
      await call("GET", "/api/site-content?keys=site.contact,unknown.key", undefined, "anonymous")
    ).json();
    expect(some.data.map((e: { key: string }) => e.key)).toEqual(["site.contact"]);
    const adminAll = (await call("GET", "/api/admin/site-content", undefined, "staff")).json().data;
    expect(adminAll.map((e: { key: string }) => e.key)).toContain("private.contact-notification");
    expect((await call("GET", "/api/site-content/nothing.here", undefined, "anonymous")).statusCode).toBe(
      404,
    );
    expect((await call("DELETE", "/api/site-content/site.contact")).statusCode).toBe(200);
    expect((await call("GET", "/api/site-content/site.contact", undefined, "anonymous")).statusCode).toBe(
      404,
    );
  });

  it("refuses bad keys and bodies with field errors", async () => {
    const badKey = await call("PUT", "/api/site-content/Bad%20Key", figures, "super-admin", "zh-CN");
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json().errors).toEqual({ key: ["键名只能包含小写字母、数字、点、短横线和下划线。"] });
    const badBody = await call("PUT", "/api/site-content/x.y", { translations: { fr: {}, en: "text" } });
    expect(badBody.statusCode).toBe(422);
    expect(Object.keys(badBody.json().errors)).toContain("translations.en");
    expect((await call("GET", "/api/admin/site-content/x.y")).statusCode).toBe(404);
  });
});
