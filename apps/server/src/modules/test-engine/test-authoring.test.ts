import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EngineWorld, engineWorld } from "../../../test/helpers/test-engine-world";

let world: EngineWorld;
beforeAll(async () => {
  world = await engineWorld();
}, 60_000);
afterAll(() => world.ctx.close());

type Doc = {
  version: number;
  settings: Record<string, unknown>;
  stimuli: { key: string; version: number }[];
  sections: {
    key: string;
    modules: { key: string; items: { key: string; version: number; stem: string }[] }[];
  }[];
};
type Edited = { id: number; version: number; document: Doc };

/** Written for these tests: a question about a short passage. */
const question = (key: string, stem = "What does the passage say about tides?") => ({
  key,
  kind: "single_choice",
  stem,
  stimuli: ["tides"],
  choices: [
    { key: "A", text: "They follow the moon." },
    { key: "B", text: "They never change." },
  ],
  answer: "A",
  explanation: "The passage's second sentence ties tides to the moon.",
  difficulty: "easy",
});
const passage = {
  key: "tides",
  kind: "passage",
  title: "Tides",
  text: "The sea rises and falls twice a day. The moon's pull causes these tides.",
};

async function edit(method: "POST" | "PUT" | "DELETE", url: string, body?: object, who = "editor" as const) {
  const res = await world.call(who, method, url, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Edited;
}

/** A new draft with a passage and one question about it: the form as edited. */
async function draftWithQuestion(key: string) {
  const created = await edit("POST", "/api/test-forms", { key, test_type: "CUSTOM", title: { en: key } });
  const url = `/api/test-form/${created.id}`;
  const withPassage = await edit("POST", `${url}/stimuli`, { base_version: 1, stimulus: passage });
  return edit("POST", `${url}/module/module-1/items`, {
    base_version: withPassage.version,
    item: question("tides-1"),
  });
}

describe("who may author", () => {
  it("lets test editors, staff and admins create, teachers read, and nobody else", async () => {
    const body = { key: "who-may", test_type: "SAT", title: { en: "Who may" } };
    expect((await world.call("anonymous", "POST", "/api/test-forms", body)).statusCode).toBe(401);
    expect((await world.call("student", "POST", "/api/test-forms", body)).statusCode).toBe(403);
    expect((await world.call("teacher", "POST", "/api/test-forms", body)).statusCode).toBe(403);
    const made = await edit("POST", "/api/test-forms", body, "staff" as "editor");
    expect(made).toMatchObject({ version: 1, status: "draft", test_type: "SAT" });
    expect(made.document.sections[0]?.modules[0]?.items[0]?.key).toBe("q1");
    await edit("POST", "/api/test-forms", { ...body, key: "who-may-admin" }, "admin" as "editor");

    const read = await world.call("teacher", "GET", `/api/test-form/${made.id}`);
    expect(read.json().data.document).toMatchObject({ key: "who-may" });
    const settings = { base_version: 1, test_type: "SAT", title: { en: "x" }, settings: {} };
    expect(
      (await world.call("teacher", "PUT", `/api/test-form/${made.id}/settings`, settings)).statusCode,
    ).toBe(403);
    expect((await world.call("student", "GET", `/api/test-form/${made.id}`)).statusCode).toBe(404);
  });
});

describe("editing a form", () => {
  it("stores each edit as a new version, numbering only the changed question", async () => {
    const form = await draftWithQuestion("versions");
    expect(form.version).toBe(3);
    const url = `/api/test-form/${form.id}`;
    const second = await edit("POST", `${url}/module/module-1/items`, {
      base_version: 3,
      item: { ...question("tides-2", "Why does the sea rise?"), version: 40 },
    });
    const items = () => second.document.sections[0]?.modules[0]?.items ?? [];
    expect(items().map((item) => [item.key, item.version])).toEqual([
      ["q1", 1],
      ["tides-1", 1],
      ["tides-2", 1],
    ]);
    const changed = await edit("PUT", `${url}/item/tides-1`, {
      base_version: 4,
      item: question("tides-1", "According to the passage, what causes tides?"),
    });
    expect(changed.version).toBe(5);
    expect(changed.document.sections[0]?.modules[0]?.items.map((item) => item.version)).toEqual([1, 2, 1]);

    // The same body again changes nothing: no new version.
    const same = await edit("PUT", `${url}/item/tides-1`, {
      base_version: 5,
      item: question("tides-1", "According to the passage, what causes tides?"),
    });
    expect(same.version).toBe(5);

    const stale = await world.call("editor", "PUT", `${url}/item/tides-1`, {
      base_version: 4,
      item: question("tides-1", "Another stem"),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details).toMatchObject({ version: 5 });
  });

  it("answers bad input with field errors and stores nothing", async () => {
    const form = await draftWithQuestion("bad-input");
    const url = `/api/test-form/${form.id}`;
    const at = form.version;
    const cases: [string, "POST" | "PUT", object, string][] = [
      [
        `${url}/module/module-1/items`,
        "POST",
        { base_version: at, item: { ...question("x"), choices: [] } },
        "item.choices",
      ],
      [
        `${url}/module/module-1/items`,
        "POST",
        { base_version: at, item: { ...question("x"), stimuli: ["nope"] } },
        "item.stimuli.0",
      ],
      [`${url}/module/module-1/items`, "POST", { base_version: at, item: question("tides-1") }, "item.key"],
      [
        `${url}/module/module-1/items`,
        "POST",
        { base_version: at, item: { ...question("x"), answer: "Z" } },
        "item.answer",
      ],
      [
        `${url}/item/tides-1`,
        "PUT",
        { base_version: at, item: { ...question("tides-1"), stem: "a\u0000b" } },
        "item.stem",
      ],
      [`${url}/item/tides-1`, "PUT", { base_version: at, item: question("renamed") }, "item.key"],
      [`${url}/section-order`, "PUT", { base_version: at, keys: ["section-1", "section-1"] }, "keys"],
      [
        `${url}/settings`,
        "PUT",
        { base_version: at, test_type: "SAT", title: { en: "" }, settings: {} },
        "title.en",
      ],
    ];
    for (const [target, method, body, field] of cases) {
      const res = await world.call("editor", method, target, body);
      expect(res.statusCode, `${target} ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors), res.body).toContain(field);
    }
    // What a question still shows cannot go; nor a form's last section.
    const used = await world.call("editor", "DELETE", `${url}/stimulus/tides?base_version=${at}`);
    expect(used.statusCode).toBe(422);
    const last = await world.call("editor", "DELETE", `${url}/section/section-1?base_version=${at}`);
    expect(last.statusCode).toBe(422);
    expect(
      (
        await world.call("editor", "PUT", `${url}/item/missing`, {
          base_version: at,
          item: question("missing"),
        })
      ).statusCode,
    ).toBe(404);
    expect((await world.call("editor", "GET", url)).json().data.version).toBe(at);
  });

  it("adds, reorders and removes sections, modules and questions", async () => {
    const form = await draftWithQuestion("structure");
    const url = `/api/test-form/${form.id}`;
    let now = await edit("POST", `${url}/sections`, {
      base_version: form.version,
      key: "math",
      title: { en: "Math", "zh-TW": "數學" },
      break_after_seconds: 0,
    });
    expect(now.document.sections.map((section) => section.key)).toEqual(["section-1", "math"]);
    now = await edit("POST", `${url}/section/math/modules`, {
      base_version: now.version,
      key: "math-2",
      time_limit_seconds: 600,
    });
    expect(now.document.sections[1]?.modules.map((module) => module.key)).toEqual(["math-m1", "math-2"]);
    now = await edit("PUT", `${url}/section/math/module-order`, {
      base_version: now.version,
      keys: ["math-2", "math-m1"],
    });
    now = await edit("PUT", `${url}/section-order`, {
      base_version: now.version,
      keys: ["math", "section-1"],
    });
    now = await edit("PUT", `${url}/module/module-1/item-order`, {
      base_version: now.version,
      keys: ["tides-1", "q1"],
    });
    now = await edit("DELETE", `${url}/item/q1?base_version=${now.version}`);
    now = await edit("DELETE", `${url}/module/math-m1?base_version=${now.version}`);
    now = await edit("PUT", `${url}/module/math-2`, {
      base_version: now.version,
      title: { en: "Math, part 2" },
      time_limit_seconds: 900,
    });
    now = await edit("PUT", `${url}/section/math`, {
      base_version: now.version,
      title: { en: "Math" },
      tools: ["calculator"],
      break_after_seconds: 600,
    });
    expect(now.document.sections.map((section) => [section.key, section.modules.map((m) => m.key)])).toEqual([
      ["math", ["math-2"]],
      ["section-1", ["module-1"]],
    ]);
    expect(now.document.sections[1]?.modules[0]?.items.map((item) => item.key)).toEqual(["tides-1"]);
    now = await edit("PUT", `${url}/settings`, {
      base_version: now.version,
      test_type: "TOEFL",
      title: { en: "A quick mock" },
      settings: { timing: "legacy_quick_mock", breaks_skippable: true },
    });
    expect(now.document.settings).toMatchObject({ timing: "legacy_quick_mock", breaks_skippable: true });
    const list = await world.call("editor", "GET", "/api/test-forms?test_type=TOEFL");
    expect(list.json().data.map((row: { id: number }) => row.id)).toContain(form.id);
  });

  it("saves routing, scoring, rubrics and composites, answering mistakes at the editors' fields", async () => {
    const form = await draftWithQuestion("routed");
    const url = `/api/test-form/${form.id}`;
    let now = form;
    for (const key of ["module-2", "module-3"])
      now = await edit("POST", `${url}/section/section-1/modules`, { base_version: now.version, key });
    const section = { title: { en: "Section 1" }, tools: [], break_after_seconds: 0 };
    const routing = [
      { after: "module-1", branches: [{ min_raw: 1, next: "module-3" }], otherwise: "module-2" },
    ];
    const table = (...scaled: number[]) => scaled.map((value, raw) => ({ raw, scaled: value }));
    const scoring = {
      scaled_min: 200,
      scaled_max: 800,
      tables: [
        { path: ["module-3"], rows: table(200, 500, 800) },
        { path: [], rows: table(200, 400, 600) },
      ],
      bands: [],
    };
    const mistakes: [object, string][] = [
      [{ routing: [{ ...routing[0], otherwise: "module-1" }] }, "routing.0.otherwise"],
      [
        { routing: [{ ...routing[0], branches: [{ min_raw: 3, max_raw: 1, next: "module-3" }] }] },
        "routing.0.branches.0.min_raw",
      ],
      [
        { scoring: { ...scoring, tables: [{ path: [], rows: table(200, 500, 400) }] } },
        "scoring.tables.0.rows.2.scaled",
      ],
      [
        {
          scoring: {
            ...scoring,
            tables: [
              {
                path: [],
                rows: [
                  { raw: 0, scaled: 200 },
                  { raw: 2, scaled: 300 },
                ],
              },
            ],
          },
        },
        "scoring.tables.0.rows.1.raw",
      ],
      [
        { scoring: { ...scoring, tables: [{ path: ["nope"], rows: table(200) }, scoring.tables[1]] } },
        "scoring.tables.0.path.0",
      ],
    ];
    for (const [patch, field] of mistakes) {
      const res = await world.call("editor", "PUT", `${url}/section/section-1`, {
        base_version: now.version,
        ...section,
        ...patch,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors), res.body).toEqual([field]);
    }
    now = await edit("PUT", `${url}/section/section-1`, {
      base_version: now.version,
      ...section,
      routing,
      scoring,
    });
    const saved = now.document.sections[0] as unknown as Record<string, unknown>;
    expect(saved).toMatchObject({ routing, scoring });

    const rubric = {
      key: "essay",
      title: { en: "Essay", "zh-TW": "作文" },
      levels: [0, 1, 2, 3, 4].map((score) => ({ score, description: { en: `Level ${score}` } })),
    };
    const composite = {
      key: "total",
      title: { en: "Total" },
      method: "sum",
      sections: ["section-1"],
      min: 200,
      max: 800,
      bands: [],
    };
    const settings = { test_type: "SAT", title: { en: "Routed" }, settings: {} };
    const wrong = await world.call("editor", "PUT", `${url}/settings`, {
      base_version: now.version,
      ...settings,
      rubrics: [rubric],
      composites: [{ ...composite, sections: ["section-9"] }],
    });
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(["composites.0.sections.0"]);
    now = await edit("PUT", `${url}/settings`, {
      base_version: now.version,
      ...settings,
      rubrics: [rubric],
      composites: [composite],
    });
    expect(now.document).toMatchObject({ rubrics: [rubric], composites: [composite] });
  });

  it("copies a form under a new key, from version 1", async () => {
    const form = await draftWithQuestion("copy-source");
    const copy = await edit("POST", "/api/test-forms", {
      key: "copy-target",
      test_type: "CUSTOM",
      title: { en: "The copy" },
      copy_of: form.id,
    });
    expect(copy).toMatchObject({ version: 1, key: "copy-target" });
    expect(copy.document.stimuli.map((stimulus) => stimulus.key)).toEqual(["tides"]);
    const taken = await world.call("editor", "POST", "/api/test-forms", {
      key: "copy-target",
      test_type: "CUSTOM",
      title: { en: "Again" },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toHaveProperty("key");
  });
});

describe("a question someone answered", () => {
  it("gets a new version while the attempt keeps the one it answered", async () => {
    const form = await draftWithQuestion("answered");
    const url = `/api/test-form/${form.id}`;
    expect((await world.call("editor", "POST", `${url}/publish`, { is_public: 1 })).statusCode).toBe(200);
    const attempt = await world.start("student", form.id);
    const answer = { item_key: "tides-1", response: { kind: "single_choice", choice: "A" } };
    expect(
      (await world.call("student", "PUT", `/api/test-attempt/${attempt.id}/answer`, answer)).statusCode,
    ).toBe(200);
    const submitted = await world.call("student", "POST", `/api/test-attempt/${attempt.id}/submit`);
    expect(submitted.statusCode).toBe(200);

    const edited = await edit("PUT", `${url}/item/tides-1`, {
      base_version: form.version,
      item: { ...question("tides-1", "Rewritten after the attempt."), answer: "B" },
    });
    const item = edited.document.sections[0]?.modules[0]?.items.find((entry) => entry.key === "tides-1");
    expect(item?.version).toBe(2);

    const result = (await world.call("student", "GET", `/api/test-attempt/${attempt.id}/result`)).json().data;
    const taken = result.items.find((entry: { key: string }) => entry.key === "tides-1");
    expect(taken).toMatchObject({ version: 1, state: "correct", content: { stem: question("t").stem } });
  });
});
