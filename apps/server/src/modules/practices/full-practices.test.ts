import type {
  FullPracticeOut,
  FullPracticeResultOut,
  fullPracticeAttemptSchema,
} from "@edu/shared/practices";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { AppError } from "../../http/app-error";
import { nextFullPracticeSection } from "./full-practice-attempts.service";
import { practicesWorld } from "./practices.test-support";

let world: Awaited<ReturnType<typeof practicesWorld>>;
let first: number;
let second: number;
let unpublished: number;

type FullAttempt = z.output<typeof fullPracticeAttemptSchema>;
/** A 200 answer's data, read as the declaration's type (a full practice unless told). */
const ok = <T = FullPracticeOut>(res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return (JSON.parse(res.body) as { data: T }).data;
};
const item = (key: string) => ({ form_id: world.bankFormId, item_key: key });

async function publishedPractice(name: string, keys: string[]) {
  const made = await world.create({ name, sections: [{ title: name, items: keys.map(item) }] });
  return ok(await world.call("author", "POST", `/api/practice/${made.id}/publish`)).id as number;
}

beforeAll(async () => {
  world = await practicesWorld();
  first = await publishedPractice("Reading", ["q1", "q2"]);
  second = await publishedPractice("Math", ["q3"]);
  unpublished = (await world.create({ name: "Draft" })).id;
}, 60_000);
afterAll(() => world.ctx.close());

const createFull = (fields: object = {}, who: "author" | "coTeacher" = "author") =>
  world.call(who, "POST", "/api/full-practices", {
    name: "Mock day",
    due_date: "2099-12-31",
    break_seconds: 600,
    practice_ids: [first, second],
    ...fields,
  });

describe("building a full practice", () => {
  it("orders practices as sections, adds, reorders and refuses bad sections", async () => {
    const full = ok(await createFull({ practice_ids: [first] }));
    expect(full.sections.map((s) => [s.position, s.practice_id, s.name])).toEqual([[1, first, "Reading"]]);
    const added = ok(
      await world.call("author", "POST", `/api/full-practice/${full.id}/add-practices`, {
        practice_ids: [second],
      }),
    );
    expect(added).toMatchObject({ question_count: 3, total_minutes: 40, locked: 0 });
    const twice = await world.call("author", "POST", `/api/full-practice/${full.id}/add-practices`, {
      practice_ids: [first],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toHaveProperty(["practice_ids.0"]);
    const reordered = ok(
      await world.call("author", "PATCH", `/api/full-practice/${full.id}`, { practice_ids: [second, first] }),
    );
    expect(reordered.sections.map((s) => s.practice_id)).toEqual([second, first]);
    // The co-teacher cannot open the author's private practices: they cannot be their sections.
    const foreign = await createFull({}, "coTeacher");
    expect(foreign.statusCode).toBe(422);
    const missingDate = await world.call("author", "POST", "/api/full-practices", {
      name: "x",
      due_date: null,
    });
    expect(missingDate.json().errors.due_date).toEqual(["Missing due date!"]);
  });

  it("shares like a practice: the class uses it, an unlisted one opens by its link, others get 404", async () => {
    const full = ok(await createFull({ who_can_use: { class_ids: [world.classId] } }));
    expect(ok(await world.call("classStudent", "GET", `/api/full-practice/${full.id}`))).toMatchObject({
      can_edit: 0,
      link_token: null,
      who_can_use: null,
    });
    expect((await world.call("tagStudent", "GET", `/api/full-practice/${full.id}`)).statusCode).toBe(404);
    const listed = await world.call("classStudent", "GET", "/api/full-practices");
    expect(listed.json().data.map((row: { id: number }) => row.id)).toContain(full.id);
    const edit = await world.call("classStudent", "PATCH", `/api/full-practice/${full.id}`, { name: "Mine" });
    expect(edit.statusCode).toBe(403);

    const unlisted = ok(await createFull({ share: "unlisted" }));
    expect((await world.call("outsider", "GET", `/api/full-practice/${unlisted.id}`)).statusCode).toBe(404);
    const byLink = await world.call(
      "outsider",
      "GET",
      `/api/full-practice/${unlisted.id}?link=${unlisted.link_token}`,
    );
    expect(byLink.statusCode).toBe(200);

    const shared = ok(await createFull({ who_can_edit: { tag_ids: [world.tagId] } }));
    const coEdit = await world.call("coTeacher", "PATCH", `/api/full-practice/${shared.id}`, {
      break_seconds: 300,
    });
    expect(ok(coEdit).break_seconds).toBe(300);
  });

  it("cannot start while a section is unpublished", async () => {
    const full = ok(
      await createFull({
        practice_ids: [first, unpublished],
        who_can_use: { user_ids: [world.ids.outsider] },
      }),
    );
    const start = await world.call("outsider", "POST", `/api/full-practice/${full.id}/attempts`, {});
    expect(start.statusCode).toBe(409);
  });
});

describe("taking a full practice with a break the server keeps", () => {
  let fullId: number;
  let attemptId: number;
  let started: FullAttempt;
  const student = () => ({ id: world.ids.classStudent, roles: ["student"] as const });

  beforeAll(async () => {
    fullId = ok(await createFull({ break_seconds: 600, who_can_use: { class_ids: [world.classId] } })).id;
    started = ok<FullAttempt>(
      await world.call("classStudent", "POST", `/api/full-practice/${fullId}/attempts`, {}),
    );
    attemptId = started.id;
  });

  /** The rest of the story: section 2 answered and submitted, the full attempt finished and scored. */
  async function finishSectionTwo() {
    const view = ok<FullAttempt>(
      await world.call("classStudent", "GET", `/api/full-practice-attempt/${attemptId}`),
    );
    const sectionTwo = view.sections[1]?.test_attempt_id;
    ok(
      await world.call("classStudent", "PUT", `/api/test-attempt/${sectionTwo}/answer`, {
        item_key: `f${world.bankFormId}-q3`,
        response: { kind: "single_choice", choice: "A" },
      }),
    );
    ok(await world.call("classStudent", "POST", `/api/test-attempt/${sectionTwo}/submit`));
    const done = ok<FullAttempt>(
      await world.call("classStudent", "POST", `/api/full-practice-attempt/${attemptId}/next`),
    );
    expect(done).toMatchObject({ phase: "done", state: "submitted" });
    const result = ok<FullPracticeResultOut>(
      await world.call("author", "GET", `/api/full-practice-attempt/${attemptId}/result`),
    );
    // Section 1: q1 right, q2 unanswered (1 of 2); section 2: q3 right (1 of 1); together 2 of 3.
    expect(result.sections.map((s) => [s.name, s.score?.raw, s.score?.max])).toEqual([
      ["Reading", 1, 2],
      ["Math", 1, 1],
    ]);
    expect(result.combined).toEqual({ raw: 2, max: 3, percent: 66.7, scaled: null, complete: 1 });
    const list = await world.call("author", "GET", `/api/full-practice/${fullId}/results`);
    expect(list.json().data).toEqual([
      expect.objectContaining({ full_attempt_id: attemptId, combined: result.combined }),
    ]);
    expect(
      (await world.call("outsider", "GET", `/api/full-practice-attempt/${attemptId}/result`)).statusCode,
    ).toBe(404);
  }

  it("starts section 1; the next section is refused while section 1 is open", async () => {
    expect(started).toMatchObject({ phase: "section", current_position: 1, state: "in_progress" });
    expect(started.sections.map((s) => s.state)).toEqual(["in_progress", "not_started"]);
    const early = await world.call("classStudent", "POST", `/api/full-practice-attempt/${attemptId}/next`);
    expect(early.statusCode).toBe(409);
    const again = ok(await world.call("classStudent", "GET", `/api/full-practice/${fullId}/attempts`));
    expect(again).toEqual([expect.objectContaining({ id: attemptId, state: "in_progress" })]);
  });

  it("after section 1 the break runs 600 s on the server's clock, then section 2 starts; the last one finishes it", async () => {
    const view = ok<FullAttempt>(
      await world.call("classStudent", "GET", `/api/full-practice-attempt/${attemptId}`),
    );
    const sectionOne = view.sections[0]?.test_attempt_id;
    ok(
      await world.call("classStudent", "PUT", `/api/test-attempt/${sectionOne}/answer`, {
        item_key: `f${world.bankFormId}-q1`,
        response: { kind: "single_choice", choice: "A" },
      }),
    );
    ok(await world.call("classStudent", "POST", `/api/test-attempt/${sectionOne}/submit`));
    const onBreak = ok<FullAttempt>(
      await world.call("classStudent", "GET", `/api/full-practice-attempt/${attemptId}`),
    );
    expect(onBreak).toMatchObject({ phase: "break", current_position: 2 });
    expect(onBreak.break_seconds_left).toBeGreaterThan(590);
    const breakEnds = new Date(onBreak.break_ends_at ?? 0);

    const oneSecondEarly = () => new Date(breakEnds.getTime() - 1000);
    const refused = await nextFullPracticeSection(world.db, student(), attemptId, oneSecondEarly).catch(
      (error: AppError) => error,
    );
    expect(refused).toMatchObject({
      status: 409,
      options: { message: "fp_break_running", details: { seconds_left: 1 } },
    });
    const next = await nextFullPracticeSection(world.db, student(), attemptId, () => breakEnds);
    expect(next.data).toMatchObject({ phase: "section", current_position: 2 });
    expect(next.data.sections[1]?.state).toBe("in_progress");
    await finishSectionTwo();
  });

  it("locks its sections and name once taken: order and name refused, date, break and sharers still change", async () => {
    const order = await world.call("author", "PATCH", `/api/full-practice/${fullId}`, {
      practice_ids: [second, first],
    });
    expect(order.statusCode).toBe(409);
    const add = await world.call("author", "POST", `/api/full-practice/${fullId}/add-practices`, {
      practice_ids: [unpublished],
    });
    expect(add.statusCode).toBe(409);
    const reason = {
      en: "Someone has already taken this practice, so this can no longer change",
      "zh-CN": "已有人做过这份练习，此项不能再修改",
      "zh-TW": "已有人做過這份練習，此項不能再修改",
    };
    for (const [lang, text] of Object.entries(reason)) {
      const renamed = await world.call(
        "author",
        "PATCH",
        `/api/full-practice/${fullId}`,
        { name: "Mock 2", break_seconds: 60 },
        lang,
      );
      expect(renamed.statusCode).toBe(422);
      const errors = renamed.json().errors as Record<string, string[]>;
      expect(Object.keys(errors)).toEqual(["name"]);
      expect(errors.name?.[0]).toContain(text);
    }
    // Nothing was written by a refused change; the edit form's whole body, same name, still saves.
    const current = ok(await world.call("author", "GET", `/api/full-practice/${fullId}`));
    expect(current).toMatchObject({ name: "Mock day", break_seconds: 600 });
    const changed = ok(
      await world.call("author", "PATCH", `/api/full-practice/${fullId}`, {
        name: "Mock day",
        due_date: "2099-11-30",
        break_seconds: 60,
        share: "unlisted",
        who_can_use: { class_ids: [world.classId], user_ids: [world.ids.outsider] },
        practice_ids: [first, second],
      }),
    );
    expect(changed).toMatchObject({
      name: "Mock day",
      due_date: "2099-11-30",
      break_seconds: 60,
      share: "unlisted",
      who_can_use: { class_ids: [world.classId], user_ids: [world.ids.outsider] },
      locked: 1,
    });
    const copy = ok(await world.call("author", "POST", `/api/full-practice/${fullId}/copy`));
    expect(copy).toMatchObject({ locked: 0, share: "private" });
    expect(copy.sections.map((s) => s.practice_id)).toEqual([first, second]);
  });
});
