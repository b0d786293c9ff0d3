import { importFormJson } from "@edu/shared/test-engine";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoDocument, type EngineWorld, engineWorld } from "../../../test/helpers/test-engine-world";
import { testForms, testFormVersions } from "./test-engine.table";

let world: EngineWorld;
beforeAll(async () => {
  world = await engineWorld();
}, 60_000);
afterAll(() => world.ctx.close());

const satText = () => demoDocument("demo-sat-short");

describe("import and export", () => {
  it("imports a document as a draft and exports it byte for byte", async () => {
    const res = await world.call("editor", "POST", "/api/test-forms/import", satText());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      created: 1,
      data: { key: "demo-sat-short", test_type: "SAT", status: "draft", is_public: 0, version: 1 },
    });
    const exported = await world.call("editor", "GET", `/api/test-form/${res.json().data.id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-type"]).toMatch(/^application\/json/);
    expect(exported.headers["content-disposition"]).toContain("demo-sat-short-v1.json");
    expect(exported.body).toBe(satText());
  });

  it("stores nothing for an equal document, and a new version (items bumped) for a changed one", async () => {
    const same = await world.call("editor", "POST", "/api/test-forms/import", satText());
    expect(same.json()).toMatchObject({ created: 0, data: { version: 1 } });

    const edited = JSON.parse(satText());
    edited.sections[0].modules[0].items[0].stem = "A rewritten stem.";
    const changed = await world.call("editor", "POST", "/api/test-forms/import", edited);
    expect(changed.json()).toMatchObject({ created: 1, data: { version: 2 } });
    const id = changed.json().data.id;
    const versions = await world.db.select().from(testFormVersions).where(eq(testFormVersions.formId, id));
    expect(versions.map((row) => row.version).sort()).toEqual([1, 2]);

    const exported = await world.call("editor", "GET", `/api/test-form/${id}/export`);
    const form = importFormJson(exported.body);
    if (!form.ok) throw new Error("export does not read back");
    const items = form.form.sections[0]?.modules[0]?.items ?? [];
    expect(items[0]).toMatchObject({ stem: "A rewritten stem.", version: 2 });
    expect(items[1]?.version).toBe(1);
    // Export → import → export is byte-identical for a stored version too.
    await world.call("editor", "POST", "/api/test-forms/import", exported.body);
    expect((await world.call("editor", "GET", `/api/test-form/${id}/export`)).body).toBe(exported.body);
  });

  it("keeps a version as it was stored: the database refuses to change one", async () => {
    await expect(
      world.db.execute(sql`update test_form_versions set version = version + 100`),
    ).rejects.toThrow();
  });

  it("refuses a broken document with field errors and stores nothing", async () => {
    const before = await world.db.select().from(testForms);
    const withNul = JSON.parse(satText());
    withNul.key = "broken-form";
    withNul.sections[1].title.en = "a\u0000b";
    const unknownAnswer = JSON.parse(satText());
    unknownAnswer.key = "broken-form";
    unknownAnswer.sections[0].modules[0].items[0].answer = "Z";
    for (const [broken, field] of [
      [withNul, "sections.1.title.en"],
      [unknownAnswer, "sections.0.modules.0.items.0.answer"],
      [{ key: "broken-form" }, "test_type"],
    ] as const) {
      const res = await world.call("editor", "POST", "/api/test-forms/import", broken);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const syntax = await world.call("editor", "POST", "/api/test-forms/import", "{ not json");
    expect(syntax.statusCode).toBeLessThan(500);
    expect(await world.db.select().from(testForms)).toHaveLength(before.length);
  });

  it("lets only test editors import, export and publish", async () => {
    const [form] = await world.db.select().from(testForms);
    for (const who of ["student", "teacher"] as const) {
      expect((await world.call(who, "POST", "/api/test-forms/import", satText())).statusCode).toBe(403);
      expect((await world.call(who, "GET", `/api/test-form/${form?.id}/export`)).statusCode).toBe(403);
      expect((await world.call(who, "POST", `/api/test-form/${form?.id}/publish`, {})).statusCode).toBe(403);
    }
    expect((await world.call("anonymous", "GET", "/api/test-forms")).statusCode).toBe(401);
    expect((await world.call("admin", "GET", `/api/test-form/${form?.id}/export`)).statusCode).toBe(200);
  });
});

describe("who sees which form", () => {
  it("shows drafts to editors only, and published public forms to everyone signed in", async () => {
    const act = await world.call("editor", "POST", "/api/test-forms/import", demoDocument("demo-act"));
    const actId = act.json().data.id as number;
    const keys = async (who: "student" | "editor") =>
      ((await world.call(who, "GET", "/api/test-forms")).json().data as { key: string }[]).map((f) => f.key);
    expect(await keys("editor")).toEqual(expect.arrayContaining(["demo-act", "demo-sat-short"]));
    expect(await keys("student")).not.toContain("demo-act");
    expect((await world.call("student", "GET", `/api/test-form/${actId}`)).statusCode).toBe(404);

    await world.call("editor", "POST", `/api/test-form/${actId}/publish`, {});
    expect(await keys("student")).not.toContain("demo-act");
    await world.call("editor", "POST", `/api/test-form/${actId}/publish`, { is_public: 1 });
    expect(await keys("student")).toEqual(["demo-act"]);
  });

  it("answers a student the outline without answers, and an editor the whole document", async () => {
    const [row] = await world.db.select().from(testForms).where(eq(testForms.key, "demo-act"));
    const student = await world.call("student", "GET", `/api/test-form/${row?.id}`);
    expect(student.statusCode).toBe(200);
    expect(student.json().data).toMatchObject({ key: "demo-act", document: null });
    expect(student.json().data.outline[0]).toMatchObject({ key: "english", modules: [{ key: "english-1" }] });
    expect(student.body).not.toMatch(/"answer"|"explanation"|"accepted"/);

    const editor = await world.call("editor", "GET", `/api/test-form/${row?.id}`);
    expect(editor.json().data.document.sections[0].modules[0].items[0]).toHaveProperty("answer");
  });

  it("refuses bad ids and filters with 422", async () => {
    for (const url of ["/api/test-form/0", "/api/test-forms?test_type=GRE", "/api/test-form/abc/export"]) {
      expect((await world.call("editor", "GET", url)).statusCode, url).toBe(422);
    }
  });
});
