import { saveTestAnswerSchema } from "@edu/shared/test-engine";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EngineWorld, engineWorld } from "../../../test/helpers/test-engine-world";
import { saveAnswer } from "./test-answers.service";
import { testAnswers } from "./test-engine.table";

/** One module of two questions, written for these tests (v1: the answer is A). */
const form = (answer: string, stem: string) => ({
  key: "pinned-form",
  test_type: "CUSTOM",
  title: { en: "Pinned" },
  sections: [
    {
      key: "s",
      title: { en: "Section" },
      modules: [
        {
          key: "m",
          time_limit_seconds: 600,
          items: [
            {
              key: "q1",
              kind: "single_choice",
              stem,
              choices: [
                { key: "A", text: "one" },
                { key: "B", text: "two" },
              ],
              answer,
              explanation: `The answer is ${answer}.`,
            },
          ],
        },
      ],
      scoring: {
        scaled_min: 0,
        scaled_max: 10,
        tables: [
          {
            rows: [
              { raw: 0, scaled: 0 },
              { raw: 1, scaled: 10 },
            ],
          },
        ],
      },
    },
  ],
});

let world: EngineWorld;
beforeAll(async () => {
  world = await engineWorld();
}, 60_000);
afterAll(() => world.ctx.close());

const answerUrl = (id: number) => `/api/test-attempt/${id}/answer`;
const pick = (choice: string) => ({ item_key: "q1", response: { kind: "single_choice", choice } });

describe("saving answers", () => {
  it("leaves one answer after 20 parallel saves of it, with and without one Idempotency-Key", async () => {
    const formId = await world.publish(form("A", "Which is first?"));
    const attempt = await world.start("student", formId);
    const saves = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        world.call("student", "PUT", answerUrl(attempt.id), pick(n % 2 ? "A" : "B")),
      ),
    );
    expect(saves.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const rows = () =>
      world.db
        .select()
        .from(testAnswers)
        .where(and(eq(testAnswers.attemptId, attempt.id), eq(testAnswers.itemKey, "q1")));
    expect(await rows()).toHaveLength(1);

    const keyed = await Promise.all(
      Array.from({ length: 20 }, () =>
        world.call("student", "PUT", answerUrl(attempt.id), pick("A"), { "idempotency-key": "save-q1-A" }),
      ),
    );
    // The first is saved; a retry replays it, or is told the first is still running (409): never a second row.
    expect(keyed.every((res) => res.statusCode === 200 || res.statusCode === 409)).toBe(true);
    expect(keyed.some((res) => res.statusCode === 200)).toBe(true);
    expect(await rows()).toEqual([
      expect.objectContaining({ response: { kind: "single_choice", choice: "A" } }),
    ]);
  });

  it("answers what it stored: the server's time of the save and the module's seconds left", async () => {
    const formId = await world.publish({ ...form("A", "Which is first?"), key: "timed-save" });
    const attempt = await world.start("student", formId);
    const deadline = Date.parse(attempt.current?.module.deadline_at ?? "");
    const now = new Date(deadline - 90_500);
    const body = saveTestAnswerSchema.parse(pick("B"));
    const saved = await saveAnswer(
      world.db,
      world.actor("student"),
      attempt.id,
      body,
      async () => false,
      () => now,
    );
    expect(saved.data).toEqual({
      item_key: "q1",
      item_version: 1,
      response: { kind: "single_choice", choice: "B" },
      answered_at: now.toISOString(),
      remaining_seconds: 90,
    });
    const stored = await world.db.select().from(testAnswers).where(eq(testAnswers.attemptId, attempt.id));
    expect(stored).toEqual([
      expect.objectContaining({ moduleKey: "m", itemVersion: 1, answeredAt: now, response: body.response }),
    ]);
    // Another student's attempt: nothing stored, and the answer is the transaction's refusal (404).
    await expect(
      saveAnswer(
        world.db,
        world.actor("student2"),
        attempt.id,
        body,
        async () => false,
        () => now,
      ),
    ).rejects.toMatchObject({ status: 404 });
  });

  it("saves nothing into a module after it locks, however the saves and the finish interleave", async () => {
    const formId = await world.publish({ ...form("A", "Which is first?"), key: "race-form" });
    const attempt = await world.start("student", formId);
    const finish = () =>
      world.call("student", "POST", `/api/test-attempt/${attempt.id}/module/finish`, { module_key: "m" });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => world.call("student", "PUT", answerUrl(attempt.id), pick("A"))),
      finish(),
      ...Array.from({ length: 10 }, () => world.call("student", "PUT", answerUrl(attempt.id), pick("B"))),
    ]);
    expect(answers.every((res) => [200, 409].includes(res.statusCode))).toBe(true);
    const view = (await world.call("student", "GET", `/api/test-attempt/${attempt.id}`)).json().data;
    const lockedAt = Date.parse(view.modules[0].locked_at);
    const [row] = await world.db.select().from(testAnswers).where(eq(testAnswers.attemptId, attempt.id));
    if (row) expect(row.answeredAt.getTime()).toBeLessThanOrEqual(lockedAt);
    const saved = answers.filter((res, index) => index !== 10 && res.statusCode === 200).length;
    expect(row === undefined).toBe(saved === 0);
  });
});

describe("versions", () => {
  it("leaves a past attempt's questions and scores unchanged when the form gets a new version", async () => {
    const formId = await world.publish(form("A", "Which is first?"));
    const old = await world.start("student2", formId);
    await world.call("student2", "PUT", answerUrl(old.id), pick("A"));
    const before = (await world.call("student2", "POST", `/api/test-attempt/${old.id}/submit`)).json().data;
    expect(before.sections[0]).toMatchObject({ raw: 1, scaled: 10 });

    const edited = await world.call(
      "editor",
      "POST",
      "/api/test-forms/import",
      form("B", "Which is second?"),
    );
    expect(edited.json()).toMatchObject({ created: 1, data: { id: formId, version: 2 } });

    const after = await world.call("student2", "GET", `/api/test-attempt/${old.id}/result`);
    expect(after.json().data).toEqual(before);
    const q1 = after.json().data.items[0];
    expect(q1).toMatchObject({
      version: 1,
      state: "correct",
      content: { stem: "Which is first?" },
      solution: { answer: "A" },
    });

    const fresh = await world.start("student2", formId);
    expect(fresh.form_version_id).not.toBe(old.form_version_id);
    expect(fresh.current?.items[0]).toMatchObject({ key: "q1", stem: "Which is second?", version: 2 });
    const saved = await world.call("student2", "PUT", answerUrl(fresh.id), pick("A"));
    expect(saved.json().data.item_version).toBe(2);
    const result = (await world.call("student2", "POST", `/api/test-attempt/${fresh.id}/submit`)).json().data;
    expect(result.sections[0]).toMatchObject({ raw: 0, scaled: 0 });
  });
});
