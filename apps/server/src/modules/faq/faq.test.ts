import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
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
const counts = async () =>
  (
    await queryRows<{ faqs: number; topics: number; labels: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from faqs) as faqs, (select count(*)::int from faq_topics) as topics,
                 (select count(*)::int from faq_labels) as labels`,
    )
  )[0];

/**
 * Every test starts from the same FAQ and no other: two topics, a label, a question in each topic and an
 * unpublished one. Ids go to `ids`.
 */
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from faqs`);
  await ctx.database.db.execute(sql`delete from faq_labels`);
  await ctx.database.db.execute(sql`delete from faq_topics`);
  const about = await call("POST", "/api/faq-topic", {
    slug: "about-us",
    sort_order: 1,
    translations: {
      en: { name: "About us", description: "Who we are" },
      "zh-CN": { name: "关于我们", description: "我们是谁" },
      "zh-TW": { name: "關於我們" },
    },
  });
  expect(about.statusCode, about.body).toBe(200);
  expect(about.json()).toMatchObject({ slug: "about-us", faq_count: 0, missing_locales: ["zh-TW"] });
  ids.about = about.json().id;
  ids.courses = (
    await call("POST", "/api/faq-topic", {
      slug: "courses",
      sort_order: 2,
      translations: { en: { name: "Courses" } },
    })
  ).json().id;
  ids.label = (
    await call("POST", "/api/faq-label", {
      translations: { en: { name: "Payment" }, "zh-CN": { name: "付款" }, "zh-TW": { name: "付款" } },
    })
  ).json().id;

  const q1 = await call("POST", "/api/faq", {
    faq_topic_id: ids.courses,
    faq_label_id: ids.label,
    sort_order: 2,
    translations: {
      en: { question: "How do I pay?", answer: "By bank transfer." },
      "zh-CN": { question: "如何付款？", answer: "银行转账。" },
      "zh-TW": { question: "如何付款？", answer: "" },
    },
  });
  expect(q1.statusCode, q1.body).toBe(200);
  expect(q1.json()).toMatchObject({
    faq_topic_slug: "courses",
    is_published: true,
    missing_locales: ["zh-TW"],
  });
  ids.q1 = q1.json().id;
  ids.q2 = (
    await call("POST", "/api/faq", {
      faq_topic_id: ids.about,
      translations: {
        en: { question: "Where are you?", answer: "Taipei and Shanghai." },
        "zh-TW": { question: "你們在哪裡？", answer: "台北和上海。" },
      },
    })
  ).json().id;
  ids.hidden = (
    await call("POST", "/api/faq", {
      faq_topic_id: ids.courses,
      sort_order: 1,
      is_published: false,
      translations: { en: { question: "Draft?", answer: "Not yet." } },
    })
  ).json().id;
});

describe("FAQ topics, labels and questions", () => {
  it("creates topics, labels and questions; the public list answers per language with English fallback", async () => {
    const tw = await call("GET", "/api/faqs", undefined, "anonymous", "zh-TW");
    expect(tw.statusCode).toBe(200);
    expect(tw.json()).toMatchObject({ total: 2, current_page: 1, per_page: 50, last_page: 1 });
    expect(tw.json().data).toEqual([
      expect.objectContaining({
        id: ids.q2,
        question: "你們在哪裡？",
        answer: "台北和上海。",
        locale: "zh-TW",
        missing_locales: ["zh-CN"],
      }),
      // zh-TW answer missing → English answer, and the language is named as missing
      expect.objectContaining({
        id: ids.q1,
        question: "如何付款？",
        answer: "By bank transfer.",
        missing_locales: ["zh-TW"],
      }),
    ]);
    const cn = (
      await call("GET", `/api/faqs?faq_topic_id=${ids.about}`, undefined, "anonymous", "zh-CN")
    ).json();
    expect(cn.data).toEqual([expect.objectContaining({ question: "Where are you?", locale: "zh-CN" })]);
    const bySlug = (await call("GET", "/api/faqs?faq_topic_slug=courses", undefined, "anonymous")).json();
    expect(bySlug.data.map((f: { id: number }) => f.id)).toEqual([ids.q1]);
    const byLabel = (await call("GET", `/api/faqs?faq_label_id=${ids.label}`, undefined, "anonymous")).json();
    expect(byLabel.data.map((f: { id: number }) => f.id)).toEqual([ids.q1]);

    const topics = (await call("GET", "/api/faq-topics", undefined, "anonymous", "zh-CN")).json().data;
    expect(
      topics.map((t: { slug: string; name: string; faq_count: number }) => [t.slug, t.name, t.faq_count]),
    ).toEqual([
      ["about-us", "关于我们", 1],
      ["courses", "Courses", 1],
    ]);
    const labels = (await call("GET", "/api/faq-labels", undefined, "anonymous", "zh-TW")).json().data;
    expect(labels).toEqual([expect.objectContaining({ name: "付款", missing_locales: [] })]);

    // admin lists see every language and unpublished questions
    const admin = (
      await call("GET", `/api/admin/faqs?faq_topic_id=${ids.courses}`, undefined, "staff")
    ).json();
    expect(admin.data.map((f: { id: number }) => f.id)).toEqual([ids.hidden, ids.q1]);
    expect(admin.data[1].translations["zh-CN"]).toEqual({ question: "如何付款？", answer: "银行转账。" });
    const adminTopics = (await call("GET", "/api/admin/faq-topics", undefined, "staff")).json().data;
    expect(adminTopics[1]).toMatchObject({
      slug: "courses",
      faq_count: 2,
      missing_locales: ["zh-CN", "zh-TW"],
    });
  });

  it("an admin edits the zh-TW answer; the public FAQ shows it and the others stay", async () => {
    const edited = await call("PATCH", `/api/faq/${ids.q1}`, {
      translations: { "zh-TW": { answer: "可以銀行轉帳或刷卡。" } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().translations).toEqual({
      en: { question: "How do I pay?", answer: "By bank transfer." },
      "zh-CN": { question: "如何付款？", answer: "银行转账。" },
      "zh-TW": { question: "如何付款？", answer: "可以銀行轉帳或刷卡。" },
    });
    expect(edited.json().missing_locales).toEqual([]);
    const tw = (
      await call("GET", `/api/faqs?faq_label_id=${ids.label}`, undefined, "anonymous", "zh-TW")
    ).json();
    expect(tw.data[0]).toMatchObject({ answer: "可以銀行轉帳或刷卡。", missing_locales: [] });
    const got = await call("GET", `/api/faq/${ids.q1}`, undefined, "staff");
    expect(got.json().translations["zh-TW"].answer).toBe("可以銀行轉帳或刷卡。");
    const trail = await queryRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_log where target_type = 'faq' and target_id = ${String(ids.q1)} order by id`,
    );
    expect(trail.map((r) => r.action)).toEqual(["faq.create", "faq.update"]);
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const before = await counts();
    const noEnglish = await call("POST", "/api/faq", {
      faq_topic_id: ids.about,
      translations: { en: { question: "", answer: "x" } },
    });
    expect(noEnglish.statusCode).toBe(422);
    expect(noEnglish.json().errors).toEqual({ "translations.en.question": ["This field is required."] });
    const unknownTopic = await call(
      "POST",
      "/api/faq",
      { faq_topic_id: 999999, translations: { en: { question: "Q", answer: "A" } } },
      "super-admin",
      "zh-TW",
    );
    expect(unknownTopic.json().errors).toEqual({ faq_topic_id: ["這個常見問題主題不存在。"] });
    const unknownLabel = await call("POST", "/api/faq", {
      faq_topic_id: ids.about,
      faq_label_id: 999999,
      translations: { en: { question: "Q", answer: "A" } },
    });
    expect(unknownLabel.json().errors).toEqual({ faq_label_id: ["This FAQ label does not exist."] });
    const slugTaken = await call("POST", "/api/faq-topic", {
      slug: "about-us",
      translations: { en: { name: "X" } },
    });
    expect(slugTaken.json().errors).toEqual({ slug: ["A topic with this slug already exists."] });
    const badSlug = await call("POST", "/api/faq-topic", {
      slug: "About Us",
      translations: { en: { name: "X" } },
    });
    expect(Object.keys(badSlug.json().errors)).toEqual(["slug"]);
    const clearEnglish = await call("PATCH", `/api/faq/${ids.q1}`, { translations: { en: { answer: " " } } });
    expect(clearEnglish.statusCode).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it("a topic with questions cannot be deleted; deleting a label keeps its questions", async () => {
    const refused = await call("DELETE", `/api/faq-topic/${ids.courses}`);
    expect(refused.statusCode).toBe(409);
    expect((await call("DELETE", `/api/faq-label/${ids.label}`)).statusCode).toBe(200);
    expect((await call("GET", `/api/faq/${ids.q1}`)).json().faq_label_id).toBeNull();
    expect((await call("DELETE", `/api/faq/${ids.hidden}`)).statusCode).toBe(200);
    expect((await call("GET", `/api/faq/${ids.hidden}`)).statusCode).toBe(404);
  });

  it("instructor FAQ: POST adds to the instructors topic (created on first use), GET lists it per language", async () => {
    expect((await call("GET", "/api/instructor-faq", undefined, "anonymous")).json()).toEqual({ data: [] });
    const created = await call("POST", "/api/instructor-faq", {
      translations: {
        en: { question: "Who are the instructors?", answer: "Graduates of top universities." },
        "zh-CN": { question: "老师是谁？", answer: "名校毕业生。" },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().faq_topic_slug).toBe("instructors");
    const list = (await call("GET", "/api/instructor-faq", undefined, "anonymous", "zh-TW")).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        question: "Who are the instructors?",
        missing_locales: ["zh-TW"],
        locale: "zh-TW",
      }),
    ]);
    await call("POST", "/api/instructor-faq", { translations: { en: { question: "Q2?", answer: "A2." } } });
    const topics = (await call("GET", "/api/faq-topics", undefined, "anonymous")).json().data;
    expect(topics.filter((t: { slug: string }) => t.slug === "instructors")).toHaveLength(1);
  });
});
