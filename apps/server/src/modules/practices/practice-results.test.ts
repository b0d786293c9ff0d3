import type { PracticeResultOut } from "@edu/shared/practices";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppError } from "../../http/app-error";
import { startPracticeAttempt } from "./practice-attempts.service";
import { type PracticeData, practicesWorld } from "./practices.test-support";

let world: Awaited<ReturnType<typeof practicesWorld>>;
beforeAll(async () => {
  world = await practicesWorld();
}, 60_000);
afterAll(() => world.ctx.close());

/** A 200 answer's data, read as the declaration's type (a practice result unless told). */
const ok = <T = PracticeResultOut>(res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return (JSON.parse(res.body) as { data: T }).data;
};
const TZ = "Asia/Taipei";

/** One section of the bank's three items (one point each), published and shared with the class. */
async function published(fields: object = {}): Promise<PracticeData> {
  const made = await world.create({
    who_can_use: { class_ids: [world.classId] },
    sections: [
      { title: "All", items: ["q1", "q2", "q3"].map((k) => ({ form_id: world.bankFormId, item_key: k })) },
    ],
    ...fields,
  });
  return ok<PracticeData>(await world.call("author", "POST", `/api/practice/${made.id}/publish`));
}

/** The class student answers q1 A (right), q2 B (wrong), q3 A (right) and submits: 2 of 3 points. */
async function takeTwoOfThree(practiceId: number) {
  const attempt = ok<{ id: number }>(
    await world.call("classStudent", "POST", `/api/practice/${practiceId}/attempts`, {}),
  );
  for (const [key, choice] of [
    ["q1", "A"],
    ["q2", "B"],
    ["q3", "A"],
  ] as const) {
    const saved = await world.call("classStudent", "PUT", `/api/test-attempt/${attempt.id}/answer`, {
      item_key: `f${world.bankFormId}-${key}`,
      response: { kind: "single_choice", choice },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  ok(await world.call("classStudent", "POST", `/api/test-attempt/${attempt.id}/submit`));
  return attempt.id as number;
}

describe("a practice's score by its scoring type (2 of 3 points, worked by hand)", () => {
  it("raw 2, percent 66.7, scaled 533 between the rows 0→200 and 3→700", async () => {
    const cases = [
      ["raw", [], 2, null],
      ["percent", [], 66.7, null],
      // 200 + 2 × (700 − 200) / 3 = 533.33 → 533.
      [
        "scaled",
        [
          { raw: 0, scaled: 200 },
          { raw: 3, scaled: 700 },
        ],
        533,
        533,
      ],
    ] as const;
    for (const [scoring, table, value, scaled] of cases) {
      const practice = await published({ scoring, score_table: table });
      const attemptId = await takeTwoOfThree(practice.id);
      const result = ok(
        await world.call("classStudent", "GET", `/api/practice/${practice.id}/attempt/${attemptId}/result`),
      );
      expect(result.score).toEqual({ scoring, raw: 2, max: 3, percent: 66.7, scaled, value, complete: 1 });
      expect(result.sections).toEqual([{ title: "All", raw: 2, max: 3, percent: 66.7 }]);
      const list = await world.call("author", "GET", `/api/practice/${practice.id}/results`);
      expect(
        list
          .json()
          .data.map((row: { attempt_id: number; score: { value: number } }) => [
            row.attempt_id,
            row.score.value,
          ]),
      ).toEqual([[attemptId, value]]);
    }
  });
});

describe("what to show after, enforced on the result", () => {
  let results: Record<"score" | "answers" | "explanations", { practiceId: number; attemptId: number }>;
  beforeAll(async () => {
    results = {} as typeof results;
    for (const show of ["score", "answers", "explanations"] as const) {
      const practice = await published({ show_after: show });
      results[show] = { practiceId: practice.id, attemptId: await takeTwoOfThree(practice.id) };
    }
  });
  const read = (who: "classStudent" | "author" | "outsider", show: keyof typeof results) =>
    world.call(
      who,
      "GET",
      `/api/practice/${results[show].practiceId}/attempt/${results[show].attemptId}/result`,
    );

  it("score only: the student gets the score and no items", async () => {
    const data = ok(await read("classStudent", "score"));
    expect(data).toMatchObject({ answers_shown: 0, explanations_shown: 0, items: [] });
    expect(data.score.raw).toBe(2);
  });

  it("answers: responses, right or wrong and the key, no explanation", async () => {
    const data = ok(await read("classStudent", "answers"));
    expect(data).toMatchObject({ answers_shown: 1, explanations_shown: 0 });
    expect(
      data.items.map((i) => [
        i.number,
        i.state,
        i.response?.kind === "single_choice" ? i.response.choice : null,
        i.solution?.answer,
        i.explanation,
      ]),
    ).toEqual([
      [1, "correct", "A", "A", null],
      [2, "incorrect", "B", "A", null],
      [3, "correct", "A", "A", null],
    ]);
  });

  it("answers: the engine's own result shows no keys or explanations either", async () => {
    const engine = await world.call(
      "classStudent",
      "GET",
      `/api/test-attempt/${results.answers.attemptId}/result`,
    );
    expect(engine.statusCode, engine.body).toBe(200);
    expect(engine.json().data.answers_shown).toBe(0);
  });

  it("explanations: also the explanation; the author sees everything of a score-only practice", async () => {
    const data = ok(await read("classStudent", "explanations"));
    expect(data.explanations_shown).toBe(1);
    expect(data.items.every((i: { explanation: unknown }) => typeof i.explanation === "string")).toBe(true);
    const author = ok(await read("author", "score"));
    expect(author).toMatchObject({ answers_shown: 1, explanations_shown: 1 });
    expect(author.items).toHaveLength(3);
    expect((await read("outsider", "score")).statusCode).toBe(404);
  });

  it("the student's results list has their own attempt; an open attempt has no result yet", async () => {
    const { practiceId } = results.answers;
    const mine = await world.call("classStudent", "GET", `/api/practice/${practiceId}/results`);
    expect(mine.json().data).toHaveLength(1);
    const open = ok<{ id: number }>(
      await world.call("classStudent", "POST", `/api/practice/${practiceId}/attempts`, {}),
    );
    const early = await world.call(
      "classStudent",
      "GET",
      `/api/practice/${practiceId}/attempt/${open.id}/result`,
    );
    expect(early.statusCode).toBe(409);
  });
});

describe("the due date", () => {
  it("refuses a new attempt after the due date, in the reader's language", async () => {
    const practice = await published({ due_date: "2020-01-01" });
    const late = await world.call(
      "classStudent",
      "POST",
      `/api/practice/${practice.id}/attempts`,
      {},
      "zh-TW",
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: "這份練習已過截止日期，不能再開始新的作答。" });
  });

  it("is open through the last second of the due day on the school's clock; a started attempt is submitted after it", async () => {
    const practice = await published({ due_date: "2026-03-01" });
    const actor = { id: world.ids.classStudent, roles: ["student"] as const };
    // 2026-03-01 23:59:59 in Taipei is 15:59:59 UTC; 16:00 UTC is the next day there.
    const lastSecond = { clock: () => new Date("2026-03-01T15:59:59Z"), timeZone: TZ };
    const nextDay = { clock: () => new Date("2026-03-01T16:00:00Z"), timeZone: TZ };
    const refused = await startPracticeAttempt(world.db, actor, practice.id, undefined, nextDay).catch(
      (error: AppError) => error,
    );
    expect(refused).toMatchObject({
      status: 409,
      options: { message: "pr_past_due", details: { due_date: "2026-03-01" } },
    });
    const started = await startPracticeAttempt(world.db, actor, practice.id, undefined, lastSecond);
    // The system clock is long past the due date: the attempt that started in time is still submitted.
    const submitted = await world.call("classStudent", "POST", `/api/test-attempt/${started.data.id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
  });
});
