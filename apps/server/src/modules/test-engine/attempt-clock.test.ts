import { startTestAttemptSchema, type TestFormInput, testFormSchema } from "@edu/shared/test-engine";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EngineWorld, engineWorld } from "../../../test/helpers/test-engine-world";
import type { AppError } from "../../http/app-error";
import { finishModule, getAttempt, startAttempt, submitAttempt } from "./attempt-flow.service";
import { itemSeconds } from "./item-time";
import { recordEvents, saveAnswer } from "./test-answers.service";
import { testItemEvents } from "./test-engine.table";
import { importTestForm, publishTestForm } from "./test-forms.service";
import { getAttemptResult } from "./test-results.service";

/** Two timed modules of two questions each (60 s, then 120 s), written for these tests. */
const timedForm = (key: string, settings: object = {}): TestFormInput => ({
  key,
  test_type: "CUSTOM",
  title: { en: `Timed ${key}` },
  settings,
  sections: [
    {
      key: "s",
      title: { en: "Section" },
      modules: ["m1", "m2"].map((module, index) => ({
        key: module,
        time_limit_seconds: 60 * (index + 1),
        items: [1, 2].map((n) => ({
          key: `${module}-q${n}`,
          kind: "single_choice" as const,
          stem: `Question ${n} of ${module}`,
          choices: [
            { key: "A", text: "yes" },
            { key: "B", text: "no" },
          ],
          answer: "A",
          explanation: `Because ${module}-q${n} says so.`,
        })),
      })),
    },
  ],
});

let world: EngineWorld;
const noTeacher = async () => false;
const T0 = new Date("2026-03-01T09:00:00.000Z");
const at = (seconds: number) => () => new Date(T0.getTime() + seconds * 1000);
const choose = (item: string, choice = "A") => ({
  item_key: item,
  response: { kind: "single_choice" as const, choice },
});

async function formOf(key: string, settings: object = {}) {
  const form = testFormSchema.parse(timedForm(key, settings));
  const imported = await importTestForm(world.db, world.actor("editor"), form);
  await publishTestForm(world.db, imported.data.id, { is_public: true });
  return imported.data.id;
}

beforeAll(async () => {
  world = await engineWorld();
}, 60_000);
afterAll(() => world.ctx.close());

describe("the server's clock", () => {
  it("refuses an answer at the module's deadline, then resumes in the next module with the answers kept", async () => {
    const student = world.actor("student");
    const formId = await formOf("clock-deadline");
    const started = await startAttempt(
      world.db,
      student,
      startTestAttemptSchema.parse({ form_id: formId }),
      at(0),
    );
    const id = started.data.id;
    expect(started.data.current?.module).toMatchObject({
      key: "m1",
      deadline_at: "2026-03-01T09:01:00.000Z",
      remaining_seconds: 60,
    });
    await saveAnswer(world.db, student, id, choose("m1-q1"), noTeacher, at(59));
    const refused = await saveAnswer(world.db, student, id, choose("m1-q2"), noTeacher, at(60)).catch(
      (error: AppError) => error,
    );
    expect(refused).toMatchObject({ status: 409, options: { details: { reason: "deadline_passed" } } });

    const resumed = await getAttempt(world.db, student, id, noTeacher, at(75));
    expect(resumed.data.modules[0]).toMatchObject({ key: "m1", locked_at: "2026-03-01T09:01:00.000Z" });
    expect(resumed.data.current?.module).toMatchObject({ key: "m2", remaining_seconds: 120 });
    expect(resumed.data.responses.map((r) => r.item_key)).toEqual(["m1-q1"]);
    // The browser cannot take time back: an answer to the ended module is refused.
    await expect(saveAnswer(world.db, student, id, choose("m1-q2"), noTeacher, at(76))).rejects.toMatchObject(
      {
        status: 422,
      },
    );
  });

  it("resumes with the answers saved and the seconds left by the server's clock", async () => {
    const student = world.actor("student2");
    const formId = await formOf("clock-resume");
    const started = await startAttempt(
      world.db,
      student,
      startTestAttemptSchema.parse({ form_id: formId }),
      at(0),
    );
    await saveAnswer(world.db, student, started.data.id, choose("m1-q2", "B"), noTeacher, at(10));
    const resumed = await getAttempt(world.db, student, started.data.id, noTeacher, at(25));
    expect(resumed.data.current?.module).toMatchObject({ key: "m1", remaining_seconds: 35 });
    expect(resumed.data.server_now).toBe("2026-03-01T09:00:25.000Z");
    expect(resumed.data.responses).toEqual([
      expect.objectContaining({ item_key: "m1-q2", response: { kind: "single_choice", choice: "B" } }),
    ]);
    // Finishing early: the next module gets its whole limit from the moment it starts.
    const next = await finishModule(world.db, student, started.data.id, "m1", noTeacher, at(30));
    expect(next.data.current?.module).toMatchObject({ key: "m2", deadline_at: "2026-03-01T09:02:30.000Z" });
  });

  it("never lets a module run past the form's overall limit", async () => {
    const student = world.actor("student");
    const formId = await formOf("clock-total", { total_time_limit_seconds: 90 });
    const started = await startAttempt(
      world.db,
      student,
      startTestAttemptSchema.parse({ form_id: formId }),
      at(0),
    );
    const next = await finishModule(world.db, student, started.data.id, "m1", noTeacher, at(20));
    expect(next.data.current?.module).toMatchObject({ key: "m2", deadline_at: "2026-03-01T09:01:30.000Z" });
    const after = await getAttempt(world.db, student, started.data.id, noTeacher, at(200));
    expect(after.data.current).toBeNull();
    expect(after.data.modules.map((m) => m.locked_at)).toEqual([
      "2026-03-01T09:00:20.000Z",
      "2026-03-01T09:01:30.000Z",
    ]);
  });

  it("counts time per question from the events, without hidden time, whatever the browser's clock", async () => {
    const student = world.actor("student2");
    const formId = await formOf("clock-events");
    const { data } = await startAttempt(
      world.db,
      student,
      startTestAttemptSchema.parse({ form_id: formId }),
      at(0),
    );
    // The browser's clock is an hour behind the server's.
    const browser = (seconds: number) => new Date(T0.getTime() + (seconds - 3600) * 1000).toISOString();
    await recordEvents(
      world.db,
      student,
      data.id,
      {
        sent_at: browser(60 - 1),
        events: [
          { type: "enter", item_key: "m1-q1", at: browser(0) },
          { type: "hidden", item_key: null, at: browser(10) },
          { type: "visible", item_key: null, at: browser(40) },
          { type: "enter", item_key: "m1-q2", at: browser(50) },
          { type: "leave", item_key: "m1-q2", at: browser(55) },
        ],
      },
      noTeacher,
      at(59),
    );
    const result = await submitAttempt(world.db, student, data.id, noTeacher, at(59));
    const seconds = Object.fromEntries(result.data.items.map((item) => [item.key, item.seconds]));
    expect(seconds).toMatchObject({ "m1-q1": 20, "m1-q2": 5 });
    // Read later, the result takes the seconds stored at submit, not the events (gone here).
    await world.db.delete(testItemEvents).where(eq(testItemEvents.attemptId, data.id));
    const later = await getAttemptResult(world.db, student, data.id, noTeacher, at(600));
    expect(Object.fromEntries(later.data.items.map((item) => [item.key, item.seconds]))).toMatchObject({
      "m1-q1": 20,
      "m1-q2": 5,
    });
  });
});

describe("item time (pure)", () => {
  const t = (s: number) => new Date(T0.getTime() + s * 1000);
  it("ends an item at the next one, at a leave, and at the module's end", () => {
    const seconds = itemSeconds(
      [
        { moduleKey: "m", itemKey: "a", type: "enter", at: t(0) },
        { moduleKey: "m", itemKey: "b", type: "enter", at: t(7) },
        { moduleKey: "m", itemKey: null, type: "hidden", at: t(9) },
        { moduleKey: "m", itemKey: null, type: "hidden", at: t(12) },
        { moduleKey: "m", itemKey: null, type: "visible", at: t(20) },
        { moduleKey: "m", itemKey: "a", type: "enter", at: t(21) },
      ],
      () => t(30),
    );
    expect(Object.fromEntries(seconds)).toEqual({ a: 16, b: 3 });
  });
});
