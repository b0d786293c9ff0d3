import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { multipartBody, PDF, PNG } from "../../../test/helpers/upload-files";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  for (const role of ["super-admin", "staff", "teacher", "parent", "student"] as const) {
    await createUser(ctx.database.db, { username: role, roles: [role] });
    auth[role] = { authorization: (await signIn(ctx.app, role)).authorization };
  }
});
afterAll(() => ctx.close());

const call = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
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
const upload = async (url: string, part: Parameters<typeof multipartBody>[0][number]) => {
  const body = multipartBody([part]);
  return ctx.app.inject({
    method: "POST",
    url,
    headers: { ...auth["super-admin"], ...body.headers },
    payload: body.payload,
  });
};
const storyCount = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from stories`))[0]?.n;

const ethan = {
  en: {
    student_name: "Ethan H.",
    school: "Taipei American School",
    result: "SAT 1550 (+260)",
    title: "From 1290 to 1550",
    body: "The small class kept me honest.",
  },
  "zh-CN": {
    student_name: "Ethan H.",
    school: "台北美国学校",
    result: "SAT 1550（提高 260 分）",
    body: "小班教学让我不敢偷懒。",
  },
  "zh-TW": {
    student_name: "Ethan H.",
    school: "台北美國學校",
    result: "SAT 1550（進步 260 分）",
    title: "從 1290 到 1550",
    body: "小班教學讓我不敢偷懶。",
  },
};

/**
 * Every test starts from the same stories and no other: Ethan's with a photo, Chloe's, and a draft.
 * Ids go to `ids`.
 */
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from stories`);
  const image = await upload("/api/image", { name: "image", filename: "ethan.png", content: PNG });
  expect(image.statusCode, image.body).toBe(200);
  ids.photo = image.json().id;
  const created = await call("POST", "/api/stories", {
    photo_upload_id: ids.photo,
    sort_order: 2,
    translations: ethan,
  });
  expect(created.statusCode, created.body).toBe(200);
  expect(created.json()).toMatchObject({
    photo: { id: ids.photo, url: image.json().url },
    is_published: true,
    missing_locales: ["zh-CN"],
  });
  ids.ethan = created.json().id;
  ids.chloe = (
    await call("POST", "/api/stories", {
      sort_order: 1,
      translations: { en: { student_name: "Chloe H.", body: "Got into Stanford." } },
    })
  ).json().id;
  ids.draft = (
    await call("POST", "/api/stories", {
      is_published: false,
      translations: { en: { student_name: "Draft", body: "Not yet." } },
    })
  ).json().id;
});

describe("stories", () => {
  it("creates with a photo from POST image; public list and detail answer per language with fallback", async () => {
    const cn = (await call("GET", "/api/stories", undefined, "anonymous", "zh-CN")).json();
    expect(cn).toMatchObject({ total: 2, per_page: 50 });
    expect(cn.data.map((s: { id: number }) => s.id)).toEqual([ids.chloe, ids.ethan]);
    expect(cn.data[1]).toMatchObject({
      school: "台北美国学校",
      title: "From 1290 to 1550", // missing in zh-CN → English
      locale: "zh-CN",
      missing_locales: ["zh-CN"],
      photo: { id: ids.photo },
    });
    expect(cn.data[0]).toMatchObject({
      student_name: "Chloe H.",
      school: "",
      missing_locales: ["zh-CN", "zh-TW"],
    });
    const tw = await call("GET", `/api/stories/${ids.ethan}`, undefined, "anonymous", "zh-TW");
    // Plain text sent by an API client is stored as rich text: one paragraph per block.
    expect(tw.json()).toMatchObject({ title: "從 1290 到 1550", body: "<p>小班教學讓我不敢偷懶。</p>" });
    expect((await call("GET", `/api/stories/${ids.draft}`, undefined, "anonymous")).statusCode).toBe(404);

    const admin = (await call("GET", "/api/admin/stories", undefined, "staff")).json();
    expect(admin.total).toBe(3);
    const one = (await call("GET", `/api/admin/stories/${ids.ethan}`, undefined, "staff")).json();
    expect(one.translations["zh-TW"]).toEqual({ ...ethan["zh-TW"], body: "<p>小班教學讓我不敢偷懶。</p>" });
    expect(
      (await call("GET", "/api/admin/stories?is_published=false"))
        .json()
        .data.map((s: { id: number }) => s.id),
    ).toEqual([ids.draft]);
  });

  it("updates one language, publishes, removes the photo, deletes; each audited", async () => {
    const updated = await call("PATCH", `/api/stories/${ids.ethan}`, {
      translations: { "zh-CN": { title: "从 1290 到 1550" } },
      photo_upload_id: null,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ photo: null, missing_locales: [] });
    expect(updated.json().translations["zh-CN"].body).toBe("<p>小班教学让我不敢偷懒。</p>");
    expect(
      (await call("PATCH", `/api/stories/${ids.draft}`, { is_published: true })).json().is_published,
    ).toBe(true);
    expect((await call("DELETE", `/api/stories/${ids.draft}`)).statusCode).toBe(200);
    expect((await call("GET", `/api/admin/stories/${ids.draft}`)).statusCode).toBe(404);
    const trail = await queryRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_log where target_type = 'story' and target_id = ${String(ids.draft)} order by id`,
    );
    expect(trail.map((t) => t.action)).toEqual(["story.create", "story.update", "story.delete"]);
  });

  it("refuses a missing name or body, a private document or unknown upload as photo, writing nothing", async () => {
    const before = await storyCount();
    const empty = await call(
      "POST",
      "/api/stories",
      { translations: { en: { student_name: " ", body: "" } } },
      "super-admin",
      "zh-TW",
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      "translations.en.student_name": ["此欄位為必填。"],
      "translations.en.body": ["此欄位為必填。"],
    });
    const doc = await upload("/api/document", { name: "document", filename: "a.pdf", content: PDF });
    for (const photo of [doc.json().document.id, 999999]) {
      const res = await call("POST", "/api/stories", {
        photo_upload_id: photo,
        translations: { en: { student_name: "A", body: "B" } },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ photo_upload_id: ["This image was not found."] });
    }
    const long = await call("POST", "/api/stories", {
      translations: { en: { student_name: "x".repeat(121), body: "B" } },
    });
    expect(long.json().errors).toEqual({ "translations.en.student_name": ["This text is too long."] });
    expect(await storyCount()).toBe(before);
  });

  it("cleans the rich-text body with the allow-list before storing it; math and our images stay", async () => {
    const image = await upload("/api/document", { name: "document", filename: "graph.png", content: PNG });
    const src = image.json().document.url;
    const hostile = [
      '<p>Got <strong>1550</strong> <em>and</em> <span data-math="inline">x^2 + 1</span></p>',
      "<script>alert(1)</script>",
      `<p><img src="${src}" alt="graph" onerror="alert(1)"><img src="https://evil.example/t.png"></p>`,
      '<p style="color:red"><a href="javascript:alert(1)">click</a> <a href="https://example.com">ok</a></p>',
      '<iframe src="https://evil.example"></iframe><svg onload=alert(1)></svg>',
    ].join("");
    const created = await call("POST", "/api/stories", {
      translations: { en: { student_name: "Mia", body: hostile }, "zh-TW": { body: "<p><br></p>" } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const clean = [
      '<p>Got <strong>1550</strong> <em>and</em> <span data-math="inline">x^2 + 1</span></p>',
      `<p><img src="${src}" alt="graph" /></p>`,
      '<p>click <a href="https://example.com/" rel="noopener noreferrer nofollow">ok</a></p>',
    ].join("");
    expect(created.json().translations.en.body).toBe(clean);
    // An emptied Chinese editor is no translation: English shows.
    expect(created.json().translations["zh-TW"].body).toBe("");
    const shown = await call("GET", `/api/stories/${created.json().id}`, undefined, "anonymous", "zh-TW");
    expect(shown.json()).toMatchObject({ body: clean, missing_locales: ["zh-CN", "zh-TW"] });

    const patched = await call("PATCH", `/api/stories/${created.json().id}`, {
      translations: { "zh-CN": { body: '<p onclick="x()">你好 <span data-math="inline">\\pi</span></p>' } },
    });
    expect(patched.json().translations["zh-CN"].body).toBe(
      '<p>你好 <span data-math="inline">\\pi</span></p>',
    );
  });

  it("shows a plain-text body stored before the editor as paragraphs", async () => {
    const [row] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`insert into stories (translations) values (${JSON.stringify({
        en: { student_name: "Old", body: "First line\nsecond line\n\nScore < 1500 & more" },
      })}::jsonb) returning id`,
    );
    const html = "<p>First line<br>second line</p><p>Score &lt; 1500 &amp; more</p>";
    expect((await call("GET", `/api/stories/${row?.id}`, undefined, "anonymous")).json().body).toBe(html);
    expect((await call("GET", `/api/admin/stories/${row?.id}`)).json().translations.en.body).toBe(html);
  });

  it("refuses an emptied English body and a body too long once cleaned, writing nothing", async () => {
    const before = await storyCount();
    const blank = await call("POST", "/api/stories", {
      translations: { en: { student_name: "A", body: "<p></p><p><br></p>" } },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ "translations.en.body": ["This field is required."] });
    // 40,000 "&" fit the limit as sent, and become 200,000 characters of "&amp;".
    const long = await call("POST", "/api/stories", {
      translations: { en: { student_name: "A", body: `<p>${"&".repeat(40_000)}</p>` } },
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ "translations.en.body": ["This text is too long."] });
    expect(await storyCount()).toBe(before);
    const patch = await call("PATCH", `/api/stories/${ids.ethan}`, {
      translations: { en: { body: "<script>x()</script>" } },
    });
    expect(patch.json().errors).toEqual({ "translations.en.body": ["This field is required."] });
  });
});
