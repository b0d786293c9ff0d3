import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../audit/audit.table";
import { counselingEssayVersions } from "./counseling-essays.table";
import { asUser, type EssayWorld, essayWorld, newEssay } from "./counseling-essays.test-support";

let world: EssayWorld;
let as: ReturnType<typeof asUser>;

beforeAll(async () => {
  world = await essayWorld();
  as = asUser(world);
}, 60_000);
afterAll(() => world.ctx.close());

const versionsOf = async (id: number) =>
  (await as("counselor", "GET", `/api/counseling-essay/${id}/versions`)).json().data as Array<{
    id: number;
    author: { id: number } | null;
    word_count: number;
  }>;

describe("writing an essay", () => {
  it("stores sanitized content with the word count computed on the server", async () => {
    const res = await as("student", "POST", "/api/counseling-essay", {
      student_user_id: world.ids.student,
      counseling_school_id: world.harvardRowId,
      prompt: "Why Harvard?",
      title: "Why",
      word_limit: 200,
      content: '<p onclick="x()">我想讀 Harvard because</p><script>alert(1)</script><p>it is great.</p>',
      document_url: "https://docs.example.com/d/1",
    });
    expect(res.statusCode).toBe(200);
    const essay = res.json().data;
    expect(essay.content).not.toMatch(/script|onclick|alert/);
    // 我 想 讀 (3) + Harvard because it is great. (5)
    expect(essay).toMatchObject({
      word_count: 8,
      school_name: "Harvard University",
      status: "in_progress",
      completed: 0,
      version: 1,
      can_write: 1,
    });
    const list = await as("parent", "GET", `/api/counseling-essays?student_user_id=${world.ids.student}`);
    expect(list.json()).toMatchObject({ can_write: 0, total: 1 });
    expect(list.json().data[0]).not.toHaveProperty("content");
  });

  it("refuses a school not on the student's list, a non-http link and NUL bytes, writing nothing", async () => {
    const before = await as("admin", "GET", `/api/counseling-essays?student_user_id=${world.ids.student}`);
    const cases = [
      { counseling_school_id: world.harvardRowId + 999, field: "counseling_school_id" },
      { document_url: "javascript:alert(1)", field: "document_url" },
      { title: "a\u0000b", field: "title" },
      { prompt: "", field: "prompt" },
    ];
    for (const { field, ...body } of cases) {
      const res = await as("counselor", "POST", "/api/counseling-essay", {
        student_user_id: world.ids.student,
        prompt: "Prompt",
        ...body,
      });
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors ?? {}), field).toContain(field);
    }
    const after = await as("admin", "GET", `/api/counseling-essays?student_user_id=${world.ids.student}`);
    expect(after.json().total).toBe(before.json().total);
  });

  it("marks complete and incomplete (0/1) and audits each write", async () => {
    const { id } = await newEssay(world);
    const done = await as("student", "POST", `/api/counseling-essay/${id}/complete`, { completed: 1 });
    expect(done.json()).toMatchObject({ message: "Marked complete", data: { completed: 1 } });
    const undone = await as("student", "POST", `/api/counseling-essay/${id}/complete`, { completed: 0 });
    expect(undone.json().data.completed).toBe(0);
    const actions = await world.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        "counseling_essay.create",
        "counseling_essay.complete",
        "counseling_essay.reopen",
      ]),
    );
  });
});

describe("versions", () => {
  it("folds the same person's saves within 10 minutes, starts one for another person or later", async () => {
    const { id } = await newEssay(world, "<p>one</p>");
    const save = (who: "counselor" | "student", version: number, text: string) =>
      as(who, "PATCH", `/api/counseling-essay/${id}`, { version, content: `<p>${text}</p>` });
    expect((await save("counselor", 1, "one two")).json().data.version).toBe(2);
    expect(await versionsOf(id)).toHaveLength(1);
    expect((await versionsOf(id))[0]?.word_count).toBe(2);

    await save("student", 2, "one two three");
    const afterStudent = await versionsOf(id);
    expect(afterStudent).toHaveLength(2);
    expect(afterStudent[0]?.author?.id).toBe(world.ids.student);

    // The student's version began 11 minutes ago: the next save starts a new one.
    await world.db
      .update(counselingEssayVersions)
      .set({ startedAt: sql`now() - interval '11 minutes'` })
      .where(eq(counselingEssayVersions.id, afterStudent[0]?.id ?? 0));
    await save("student", 3, "one two three four");
    const all = await versionsOf(id);
    expect(all.map((v) => v.word_count)).toEqual([4, 3, 2]);

    const oldest = await as("parent", "GET", `/api/counseling-essay/${id}/versions/${all[2]?.id}`);
    expect(oldest.statusCode).toBe(200);
    expect(oldest.json()).toMatchObject({ essay_id: id, content: "<p>one two</p>", word_count: 2 });
  });

  it("an unchanged content save writes no version", async () => {
    const { id } = await newEssay(world, "<p>same</p>");
    const res = await as("counselor", "PATCH", `/api/counseling-essay/${id}`, {
      version: 1,
      content: "<p>same</p>",
      title: "Renamed",
    });
    expect(res.json().data).toMatchObject({ version: 1, title: "Renamed" });
    expect(await versionsOf(id)).toHaveLength(1);
  });

  it("a version of another essay is 404", async () => {
    const a = await newEssay(world);
    const b = await newEssay(world);
    const [version] = await versionsOf(a.id);
    const res = await as("counselor", "GET", `/api/counseling-essay/${b.id}/versions/${version?.id}`);
    expect(res.statusCode).toBe(404);
  });
});

describe("optimistic concurrency", () => {
  it("a stale content save is 409 with the newer content in details, and nothing is written", async () => {
    const { id } = await newEssay(world, "<p>start</p>");
    const first = await as("student", "PATCH", `/api/counseling-essay/${id}`, {
      version: 1,
      content: "<p>student's words</p>",
    });
    expect(first.statusCode).toBe(200);
    const stale = await as("counselor", "PATCH", `/api/counseling-essay/${id}`, {
      version: 1,
      content: "<p>counselor's words</p>",
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details).toMatchObject({
      version: 2,
      content: "<p>student's words</p>",
      word_count: 2,
      updated_by: { id: world.ids.student, name: "黃宇恩" },
    });
    const now = await as("counselor", "GET", `/api/counseling-essay/${id}`);
    expect(now.json()).toMatchObject({ version: 2, content: "<p>student's words</p>" });
  });

  it("content without the version it started from is 422", async () => {
    const { id } = await newEssay(world);
    const res = await as("counselor", "PATCH", `/api/counseling-essay/${id}`, { content: "<p>x</p>" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("version");
  });
});
