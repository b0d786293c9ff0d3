import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PracticeData, practicesWorld } from "./practices.test-support";

let world: Awaited<ReturnType<typeof practicesWorld>>;
beforeAll(async () => {
  world = await practicesWorld();
}, 60_000);
afterAll(() => world.ctx.close());

const ok = <T = PracticeData>(res: { statusCode: number; body: string; json: () => { data: T } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe("the question bank", () => {
  it("lists the items of published forms, filtered by test, domain, skill and difficulty, without answers", async () => {
    const all = world.call("author", "GET", "/api/questions");
    const body = (await all).json();
    expect(body.data.map((q: { item_key: string }) => q.item_key)).toEqual(["q1", "q2", "q3"]);
    expect(body.total).toBe(3);
    expect(body.data[0]).toMatchObject({
      form_id: world.bankFormId,
      test_type: "SAT",
      domain: "algebra",
      version: 1,
    });
    expect(JSON.stringify(body)).not.toContain('"answer"');
    const keys = async (query: string) =>
      (await world.call("author", "GET", `/api/questions?${query}`))
        .json()
        .data.map((q: { item_key: string }) => q.item_key);
    expect(await keys("difficulty=hard")).toEqual(["q2", "q3"]);
    expect(await keys("skill=linear")).toEqual(["q1", "q2"]);
    expect(await keys("domain=algebra&difficulty=easy")).toEqual(["q1"]);
    expect(await keys("test_type=ACT")).toEqual([]);
    expect((await world.call("classStudent", "GET", "/api/questions")).statusCode).toBe(403);
  });

  it("refuses items that are not in the bank with a field error", async () => {
    const res = await world.call(
      "author",
      "POST",
      "/api/practices",
      world.practiceBody({
        sections: [{ title: "P", items: [{ form_id: world.bankFormId, item_key: "nope" }] }],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["sections.0.items.0.item_key"]);
  });
});

describe("the spec's practice messages, in three languages", () => {
  const expected = {
    en: [
      "Missing duration for the test!",
      "Missing due date!",
      "Please choose how the test should be scored.",
    ],
    "zh-CN": ["缺少测验时长！", "缺少截止日期！", "请选择测验的计分方式。"],
    "zh-TW": ["缺少測驗時長！", "缺少截止日期！", "請選擇測驗的計分方式。"],
  } as const;
  for (const [lang, [duration, due, scoring]] of Object.entries(expected)) {
    it(`answers them as field errors in ${lang} (left out on create, cleared on edit)`, async () => {
      const body = world.practiceBody({
        duration_minutes: undefined,
        due_date: undefined,
        scoring: undefined,
      });
      const res = await world.call("author", "POST", "/api/practices", body, lang);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        duration_minutes: [duration],
        due_date: [due],
        scoring: [scoring],
      });

      const practice = await world.create();
      const cleared = await world.call(
        "author",
        "PATCH",
        `/api/practice/${practice.id}`,
        { duration_minutes: null, due_date: null, scoring: null },
        lang,
      );
      expect(cleared.statusCode).toBe(422);
      expect(cleared.json().errors).toEqual({
        duration_minutes: [duration],
        due_date: [due],
        scoring: [scoring],
      });
    });
  }

  it("asks for a score table when the score is scaled", async () => {
    const res = await world.call(
      "author",
      "POST",
      "/api/practices",
      world.practiceBody({ scoring: "scaled" }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["score_table"]);
    const scaled = await world.create({
      scoring: "scaled",
      score_table: [
        { raw: 0, scaled: 200 },
        { raw: 2, scaled: 800 },
      ],
    });
    expect(scaled).toMatchObject({
      scoring: "scaled",
      score_table: [
        { raw: 0, scaled: 200 },
        { raw: 2, scaled: 800 },
      ],
    });
  });
});

describe("sharing: public, private, unlisted, who can use, who can edit", () => {
  const get = (who: Parameters<typeof world.call>[0], id: number, query = "") =>
    world.call(who, "GET", `/api/practice/${id}${query}`);
  const listed = async (who: Parameters<typeof world.call>[0], id: number) =>
    (await world.call(who, "GET", "/api/practices?page_size=200"))
      .json()
      .data.some((p: { id: number }) => p.id === id);

  it("private: only the author, the use list's class and tag members; nobody else, not even with the link", async () => {
    const practice = await world.create({ who_can_use: { class_ids: [world.classId] } });
    expect(practice.link_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await get("classStudent", practice.id)).statusCode).toBe(200);
    expect(await listed("classStudent", practice.id)).toBe(true);
    expect((await get("tagStudent", practice.id)).statusCode).toBe(404);
    expect((await get("outsider", practice.id)).statusCode).toBe(404);
    expect((await get("outsider", practice.id, `?link=${practice.link_token}`)).statusCode).toBe(404);
    expect(await listed("outsider", practice.id)).toBe(false);
    // A user on the use list sees the practice, not its sharers or its link.
    const seen = ok(await get("classStudent", practice.id));
    expect(seen).toMatchObject({ can_edit: 0, link_token: null, who_can_use: null, who_can_edit: null });

    ok(
      await world.call("author", "PATCH", `/api/practice/${practice.id}`, {
        who_can_use: { tag_ids: [world.tagId] },
      }),
    );
    expect((await get("tagStudent", practice.id)).statusCode).toBe(200);
    expect((await get("classStudent", practice.id)).statusCode).toBe(404);
  });

  it("unlisted: opened with its link only, never listed for those who are not on it", async () => {
    const practice = await world.create({ share: "unlisted" });
    const token = String(practice.link_token);
    expect((await get("outsider", practice.id)).statusCode).toBe(404);
    expect((await get("outsider", practice.id, "?link=wrongtoken")).statusCode).toBe(404);
    expect(ok(await get("outsider", practice.id, `?link=${token}`))).toMatchObject({
      id: practice.id,
      can_edit: 0,
    });
    expect(await listed("outsider", practice.id)).toBe(false);
    expect(
      (await world.call("outsider", "GET", `/api/practice/${practice.id}/attempts?link=${token}`)).statusCode,
    ).toBe(200);
  });

  it("public: every signed-in user opens and lists it", async () => {
    const practice = await world.create({ share: "public" });
    expect((await get("outsider", practice.id)).statusCode).toBe(200);
    expect(await listed("outsider", practice.id)).toBe(true);
    // Using is not editing.
    expect(
      (await world.call("staff", "PATCH", `/api/practice/${practice.id}`, { duration_minutes: 5 }))
        .statusCode,
    ).toBe(403);
  });

  it("who can edit: a tag's teacher edits; others who may use it get 403, others 404", async () => {
    const practice = await world.create({
      who_can_edit: { tag_ids: [world.tagId] },
      who_can_use: { user_ids: [world.ids.staff] },
    });
    expect(ok(await get("coTeacher", practice.id))).toMatchObject({ can_edit: 1 });
    expect(await listed("coTeacher", practice.id)).toBe(true);
    const edited = ok(
      await world.call("coTeacher", "PATCH", `/api/practice/${practice.id}`, { duration_minutes: 45 }),
    );
    expect(edited.duration_minutes).toBe(45);
    expect(
      (await world.call("staff", "PATCH", `/api/practice/${practice.id}`, { duration_minutes: 5 }))
        .statusCode,
    ).toBe(403);
    expect((await world.call("staff", "POST", `/api/practice/${practice.id}/publish`)).statusCode).toBe(403);
    const other = await world.create();
    expect(
      (await world.call("coTeacher", "PATCH", `/api/practice/${other.id}`, { duration_minutes: 5 }))
        .statusCode,
    ).toBe(404);
    // A tag student on the edit list is still no builder: the declaration refuses them.
    expect(
      (await world.call("tagStudent", "PATCH", `/api/practice/${practice.id}`, { duration_minutes: 5 }))
        .statusCode,
    ).toBe(403);
  });

  it("refuses sharers that do not exist", async () => {
    const res = await world.call(
      "author",
      "POST",
      "/api/practices",
      world.practiceBody({ who_can_use: { user_ids: [world.ids.outsider, 999_999] } }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["who_can_use.user_ids.1"]);
  });
});
