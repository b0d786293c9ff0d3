import type { PracticeOut } from "@edu/shared/practices";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { practicesWorld } from "./practices.test-support";

/**
 * A bank of five skills, five questions each (answer A). The class student takes a practice of the first
 * three of each skill and answers: s-a 3/3, s-b 0/3, s-c 1/3, s-d 2/3; s-e only two questions (both
 * wrong: too few answers to count). Then, on the bank form itself, s-b-4 (wrong). Weakest three by hand:
 * s-b 0/4, s-c 1/3, s-d 2/3; unseen: s-b-5, s-c-4, s-c-5, s-d-4, s-d-5.
 */
const SKILLS = ["s-a", "s-b", "s-c", "s-d", "s-e"];
const RIGHT: Record<string, number> = { "s-a": 3, "s-b": 0, "s-c": 1, "s-d": 2, "s-e": 0 };

const drillBank = {
  key: "drill-bank",
  test_type: "SAT",
  title: { en: "Drill bank" },
  taxonomy: {
    domains: [{ key: "dom", title: { en: "Domain" } }],
    skills: SKILLS.map((key) => ({ key, domain: "dom", title: { en: `Skill ${key}` } })),
  },
  sections: [
    {
      key: "all",
      title: { en: "All" },
      modules: [
        {
          key: "m",
          items: SKILLS.flatMap((skill) =>
            [1, 2, 3, 4, 5].map((n) => ({
              key: `${skill}-${n}`,
              kind: "single_choice",
              stem: `${skill} question ${n}`,
              choices: [
                { key: "A", text: "right" },
                { key: "B", text: "wrong" },
              ],
              answer: "A",
              domain: "dom",
              skills: [skill],
            })),
          ),
        },
      ],
    },
  ],
};

let world: Awaited<ReturnType<typeof practicesWorld>>;
let bankId: number;
const ok = <T>(res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return JSON.parse(res.body) as T;
};
const choose = (attemptId: number, key: string, choice: "A" | "B") =>
  world.call("classStudent", "PUT", `/api/test-attempt/${attemptId}/answer`, {
    item_key: key,
    response: { kind: "single_choice", choice },
  });

beforeAll(async () => {
  world = await practicesWorld();
  bankId = ok<{ data: { id: number } }>(
    await world.call("editor", "POST", "/api/test-forms/import", drillBank),
  ).data.id;
  ok(await world.call("editor", "POST", `/api/test-form/${bankId}/publish`, { is_public: true }));
  const answered = SKILLS.flatMap((skill) =>
    [1, 2, 3].slice(0, skill === "s-e" ? 2 : 3).map((n) => `${skill}-${n}`),
  );
  const practice = await world.create({
    who_can_use: { user_ids: [world.ids.classStudent] },
    sections: [{ title: "Mixed", items: answered.map((key) => ({ form_id: bankId, item_key: key })) }],
  });
  ok(await world.call("author", "POST", `/api/practice/${practice.id}/publish`));
  const taken = ok<{ data: { id: number } }>(
    await world.call("classStudent", "POST", `/api/practice/${practice.id}/attempts`, {}),
  ).data.id;
  for (const key of answered) {
    const [skill = "", n = 0] = [key.slice(0, 3), Number(key.slice(4))];
    ok(await choose(taken, `f${bankId}-${key}`, n <= (RIGHT[skill] ?? 0) ? "A" : "B"));
  }
  ok(await world.call("classStudent", "POST", `/api/test-attempt/${taken}/submit`));
  const direct = ok<{ data: { id: number } }>(
    await world.call("classStudent", "POST", "/api/test-attempts", { form_id: bankId }),
  ).data.id;
  ok(await choose(direct, "s-b-4", "B"));
  ok(await world.call("classStudent", "POST", `/api/test-attempt/${direct}/submit`));
}, 120_000);
afterAll(() => world.ctx.close());

type Drill = {
  data: PracticeOut;
  skills: { key: string; answered: number; correct: number; accuracy: number; picked: number }[];
};

describe("the weak-skill drill", () => {
  it("picks the three weakest skills with enough answers and only questions the student never answered", async () => {
    const res = await world.call("author", "POST", "/api/practices/weak-skill-drill", {
      student_id: world.ids.classStudent,
      due_date: "2099-12-31",
      class_ids: [world.classId],
    });
    const drill = ok<Drill>(res);
    expect(drill.skills).toEqual([
      { key: "s-b", answered: 4, correct: 0, accuracy: 0, picked: 1 },
      { key: "s-c", answered: 3, correct: 1, accuracy: 0.333, picked: 2 },
      { key: "s-d", answered: 3, correct: 2, accuracy: 0.667, picked: 2 },
    ]);
    expect(drill.data.sections.map((s) => [s.title, s.items.map((i) => i.item_key)])).toEqual([
      ["Skill s-b", ["s-b-5"]],
      ["Skill s-c", ["s-c-4", "s-c-5"]],
      ["Skill s-d", ["s-d-4", "s-d-5"]],
    ]);
    expect(drill.data).toMatchObject({
      created_by: world.ids.author,
      share: "private",
      form_id: expect.any(Number),
    });
    expect(drill.data.who_can_use).toEqual({
      user_ids: [world.ids.classStudent],
      class_ids: [world.classId],
      tag_ids: [],
    });
    // The student can take it at once.
    const start = await world.call("classStudent", "POST", `/api/practice/${drill.data.id}/attempts`, {});
    expect(start.statusCode, start.body).toBe(200);
  });

  it("is refused for a student the teacher does not teach, and when no skill has enough answers", async () => {
    const body = { due_date: "2099-12-31" };
    const notMine = await world.call("author", "POST", "/api/practices/weak-skill-drill", {
      ...body,
      student_id: world.ids.tagStudent,
    });
    expect(notMine.statusCode).toBe(404);
    const none = await world.call("staff", "POST", "/api/practices/weak-skill-drill", {
      ...body,
      student_id: world.ids.tagStudent,
    });
    expect(none.statusCode).toBe(409);
    const missing = await world.call("author", "POST", "/api/practices/weak-skill-drill", { student_id: 1 });
    expect(missing.json().errors.due_date).toEqual(["Missing due date!"]);
  });
});
