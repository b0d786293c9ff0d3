import { importFormJson, type TestForm } from "@edu/shared/test-engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answersFor,
  demoDocument,
  type EngineWorld,
  engineWorld,
  takeModule,
} from "../../../test/helpers/test-engine-world";

let world: EngineWorld;
let satId: number;
let sat: TestForm;
const everyItem = (form: TestForm) => form.sections.flatMap((s) => s.modules.flatMap((m) => m.items));

beforeAll(async () => {
  world = await engineWorld();
  const text = demoDocument("demo-sat-short");
  const read = importFormJson(text);
  if (!read.ok) throw new Error("demo SAT does not read");
  sat = read.form;
  satId = await world.publish(text);
}, 60_000);
afterAll(() => world.ctx.close());

const answerUrl = (id: number) => `/api/test-attempt/${id}/answer`;

describe("taking the demo SAT", () => {
  it("starts in the first module with the server's deadline and no answer keys", async () => {
    const before = Date.now();
    const res = await world.call("student", "POST", "/api/test-attempts", { form_id: satId });
    expect(res.statusCode, res.body).toBe(200);
    const attempt = res.json().data;
    expect(attempt).toMatchObject({ state: "in_progress", user_id: world.ids.student, responses: [] });
    expect(attempt.current.module).toMatchObject({ key: "rw-m1" });
    expect(attempt.current.module.remaining_seconds).toBeGreaterThanOrEqual(538);
    expect(attempt.current.module.remaining_seconds).toBeLessThanOrEqual(540);
    const deadline = Date.parse(attempt.current.module.deadline_at);
    expect(deadline - before).toBeGreaterThanOrEqual(539_000);
    expect(attempt.current.items.map((item: { key: string }) => item.key)).toHaveLength(7);
    expect(attempt.current.stimuli.length).toBeGreaterThan(0);

    const resumed = await world.call("student", "GET", `/api/test-attempt/${attempt.id}`);
    for (const body of [res.body, resumed.body]) {
      expect(body).not.toMatch(/"answer"|"answers"|"accepted"|"explanation"|"unscored"|"transcript"/);
      for (const item of everyItem(sat)) if (item.explanation) expect(body).not.toContain(item.explanation);
    }
  });

  it("saves an answer, replaces it on a second save, and refuses items and kinds not of the module", async () => {
    const attempt = await world.start("student2", satId);
    const put = (body: object) => world.call("student2", "PUT", answerUrl(attempt.id), body);
    const first = await put({ item_key: "rw1-q1", response: { kind: "single_choice", choice: "B" } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ item_key: "rw1-q1", item_version: 1 });
    expect(first.json().data.remaining_seconds).toBeGreaterThan(500);
    await put({ item_key: "rw1-q1", response: { kind: "single_choice", choice: "C" } });
    const resumed = (await world.call("student2", "GET", `/api/test-attempt/${attempt.id}`)).json().data;
    expect(resumed.responses).toEqual([
      expect.objectContaining({ item_key: "rw1-q1", response: { kind: "single_choice", choice: "C" } }),
    ]);

    const notHere = await put({ item_key: "m1-q1", response: { kind: "single_choice", choice: "A" } });
    expect(notHere.statusCode).toBe(422);
    expect(notHere.json().errors.item_key).toEqual([
      "This question is not in the part of the test you are taking now.",
    ]);
    const wrongKind = await put({ item_key: "rw1-q1", response: { kind: "student_response", text: "4" } });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().errors["response.kind"]).toEqual([
      "This answer does not fit this kind of question.",
    ]);
    const bad = await put({ item_key: "rw1-q1", response: { kind: "single_choice", choice: "a\u0000" } });
    expect(bad.statusCode).toBe(422);

    const early = await world.call("student2", "GET", `/api/test-attempt/${attempt.id}/result`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      "The test is still in progress: its results come when it is submitted.",
    );
  });

  it("routes by module 1's score, locks finished modules, scores from the tables and shows explanations", async () => {
    const strong = await world.start("student", satId);
    const afterRw1 = await takeModule(
      world,
      "student",
      strong.id,
      "rw-m1",
      answersFor(sat, "rw-m1", () => true),
    );
    expect(afterRw1.current?.module.key).toBe("rw-m2-harder");
    expect(afterRw1.modules[0]).toMatchObject({ key: "rw-m1", locked_at: expect.any(String) });

    // A second click on "finish" answers the attempt as it is; naming a module not yet reached is 409.
    const again = await world.call("student", "POST", `/api/test-attempt/${strong.id}/module/finish`, {
      module_key: "rw-m1",
    });
    expect(again.json().data.current.module.key).toBe("rw-m2-harder");
    const ahead = await world.call("student", "POST", `/api/test-attempt/${strong.id}/module/finish`, {
      module_key: "math-m1",
    });
    expect(ahead.statusCode).toBe(409);
    const late = await world.call(
      "student",
      "PUT",
      answerUrl(strong.id),
      answersFor(sat, "rw-m1", () => true)[0],
    );
    expect(late.statusCode).toBe(422);

    const weak = await world.start("student2", satId);
    const weakNext = await takeModule(
      world,
      "student2",
      weak.id,
      "rw-m1",
      answersFor(sat, "rw-m1", () => false),
    );
    expect(weakNext.current?.module.key).toBe("rw-m2-easier");

    let current = afterRw1;
    for (const expected of ["rw-m2-harder", "math-m1", "math-m2-harder"]) {
      if (expected === "math-m1") {
        // The demo SAT's 10-minute break between the sections, which it lets students end early.
        expect(current.current).toBeNull();
        const skipped = await world.call("student", "POST", `/api/test-attempt/${strong.id}/break/skip`);
        expect(skipped.statusCode, skipped.body).toBe(200);
        current = skipped.json().data;
      }
      expect(current.current?.module.key).toBe(expected);
      current = await takeModule(
        world,
        "student",
        strong.id,
        expected,
        answersFor(sat, expected, () => true),
      );
    }
    expect(current.current).toBeNull();
    const submitted = await world.call("student", "POST", `/api/test-attempt/${strong.id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const result = submitted.json().data;
    expect(result).toMatchObject({ state: "graded", complete: true, answers_shown: 1 });
    expect(result.sections.map((s: { scaled: number }) => s.scaled)).toEqual([800, 800]);
    expect(result.composites).toEqual([
      {
        key: "total",
        title: { en: "Total score", "zh-CN": "总分", "zh-TW": "總分" },
        score: 1600,
        band: null,
      },
    ]);
    expect(result.domains.length).toBeGreaterThan(3);
    const q1 = result.items.find((item: { key: string }) => item.key === "rw1-q1");
    expect(q1).toMatchObject({ state: "correct", solution: { explanation: expect.any(String) } });
    expect(q1.solution.explanation.length).toBeGreaterThan(10);

    const again2 = await world.call("student", "POST", `/api/test-attempt/${strong.id}/submit`);
    expect(again2.json().data.sections).toEqual(result.sections);
    expect((await world.call("student", "GET", `/api/test-attempt/${strong.id}/result`)).json().data).toEqual(
      result,
    );
    const closed = await world.call(
      "student",
      "PUT",
      answerUrl(strong.id),
      answersFor(sat, "math-m1", () => true)[0],
    );
    expect(closed.statusCode).toBe(409);
  });

  it("keeps answers and explanations hidden while a form reveals them only after grading", async () => {
    const toefl = importFormJson(demoDocument("demo-toefl"));
    if (!toefl.ok) throw new Error("demo TOEFL does not read");
    const toeflId = await world.publish(demoDocument("demo-toefl"));
    const attempt = await world.start("student", toeflId);
    const written = everyItem(toefl.form).find((item) => item.kind === "written_response");
    let view = attempt;
    while (view.current) {
      const module = view.current.module.key;
      const answers = answersFor(toefl.form, module, () => true);
      if (view.current.items.some((item) => item.key === written?.key))
        answers.push({
          item_key: written?.key ?? "",
          response: { kind: "written_response", text: "My essay." },
        });
      view = await takeModule(world, "student", attempt.id, module, answers);
    }
    const res = await world.call("student", "POST", `/api/test-attempt/${attempt.id}/submit`);
    expect(res.json().data).toMatchObject({ state: "submitted", complete: false, answers_shown: 0 });
    expect(res.body).not.toMatch(/"explanation"|"accepted"|"answer"/);
    const teacher = await world.call("teacher", "GET", `/api/test-attempt/${attempt.id}/result`);
    expect(teacher.json().data.answers_shown).toBe(1);
  });
});

describe("who may read and write an attempt", () => {
  it("lets the student write, their teacher read, and nobody else see it", async () => {
    const attempt = await world.start("student", satId);
    const url = `/api/test-attempt/${attempt.id}`;
    const answer = answersFor(sat, "rw-m1", () => true)[0];
    expect((await world.call("student2", "GET", url)).statusCode).toBe(404);
    expect((await world.call("otherTeacher", "GET", url)).statusCode).toBe(404);
    expect((await world.call("editor", "GET", url)).statusCode).toBe(404);
    expect((await world.call("anonymous", "GET", url)).statusCode).toBe(401);
    expect((await world.call("student2", "PUT", answerUrl(attempt.id), answer)).statusCode).toBe(404);
    const teacher = await world.call("teacher", "GET", url);
    expect(teacher.statusCode).toBe(200);
    expect(teacher.body).not.toMatch(/"answer"|"explanation"/);
    expect((await world.call("teacher", "PUT", answerUrl(attempt.id), answer)).statusCode).toBe(403);
    expect((await world.call("admin", "GET", url)).statusCode).toBe(200);

    const mine = await world.call("student2", "GET", "/api/test-attempts");
    expect(mine.json().data.every((row: { id: number }) => row.id !== attempt.id)).toBe(true);
    const own = await world.call("student", "GET", `/api/test-attempts?form_id=${satId}&state=in_progress`);
    expect(own.json().data.map((row: { id: number }) => row.id)).toContain(attempt.id);
  });

  it("starts only published public forms for students, and refuses bad input", async () => {
    const draft = await world.call("editor", "POST", "/api/test-forms/import", demoDocument("demo-act"));
    const draftId = draft.json().data.id;
    expect((await world.call("student", "POST", "/api/test-attempts", { form_id: draftId })).statusCode).toBe(
      404,
    );
    expect((await world.call("editor", "POST", "/api/test-attempts", { form_id: draftId })).statusCode).toBe(
      200,
    );
    for (const body of [{}, { form_id: "x" }, { form_id: satId, skip_sections: ["rw"] }]) {
      expect((await world.call("student", "POST", "/api/test-attempts", body)).statusCode).toBe(422);
    }
  });
});
