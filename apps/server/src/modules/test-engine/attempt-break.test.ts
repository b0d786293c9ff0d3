import { startTestAttemptSchema, type TestFormInput, testFormSchema } from "@edu/shared/test-engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EngineWorld, engineWorld } from "../../../test/helpers/test-engine-world";
import type { AppError } from "../../http/app-error";
import { finishModule, getAttempt, skipBreak, startAttempt, submitAttempt } from "./attempt-flow.service";
import { saveAnswer } from "./test-answers.service";
import { importTestForm, publishTestForm } from "./test-forms.service";

/** Two sections of one timed module each, with a 5-minute break between them (written for these tests). */
const breakForm = (key: string, skippable: boolean): TestFormInput => ({
  key,
  test_type: "CUSTOM",
  title: { en: `Break ${key}` },
  settings: skippable ? { breaks_skippable: true } : {},
  sections: ["s1", "s2"].map((section, index) => ({
    key: section,
    title: { en: `Section ${index + 1}` },
    break_after_seconds: index === 0 ? 300 : 0,
    modules: [
      {
        key: `${section}-m`,
        time_limit_seconds: 60,
        items: [
          {
            key: `${section}-q`,
            kind: "single_choice" as const,
            stem: `Is this section ${index + 1}?`,
            choices: [
              { key: "A", text: "yes" },
              { key: "B", text: "no" },
            ],
            answer: "A",
          },
        ],
      },
    ],
  })),
});

let world: EngineWorld;
const noTeacher = async () => false;
const T0 = new Date("2026-03-02T09:00:00.000Z");
const at = (seconds: number) => () => new Date(T0.getTime() + seconds * 1000);
const iso = (seconds: number) => at(seconds)().toISOString();

async function started(key: string, skippable = false) {
  const form = testFormSchema.parse(breakForm(key, skippable));
  const imported = await importTestForm(world.db, world.actor("editor"), form);
  await publishTestForm(world.db, imported.data.id, { is_public: true });
  const student = world.actor("student");
  const body = startTestAttemptSchema.parse({ form_id: imported.data.id });
  const attempt = await startAttempt(world.db, student, body, at(0));
  return { student, id: attempt.data.id };
}
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: AppError) => error,
  );

beforeAll(async () => {
  world = await engineWorld();
}, 60_000);
afterAll(() => world.ctx.close());

describe("a break between sections, by the server's clock", () => {
  it("keeps the next section closed until the break ends, then starts it", async () => {
    const { student, id } = await started("break-enforced");
    const onBreak = await finishModule(world.db, student, id, "s1-m", noTeacher, at(10));
    expect(onBreak.data.current).toBeNull();
    expect(onBreak.data.on_break).toEqual({ until: iso(310), remaining_seconds: 300, skippable: false });

    const answer = { item_key: "s2-q", response: { kind: "single_choice" as const, choice: "A" } };
    expect(await refusal(saveAnswer(world.db, student, id, answer, noTeacher, at(20)))).toMatchObject({
      status: 409,
      options: { details: { reason: "on_break" } },
    });
    expect(await refusal(skipBreak(world.db, student, id, noTeacher, at(30)))).toMatchObject({
      status: 409,
      options: { details: { reason: "break_not_skippable" } },
    });
    const still = await getAttempt(world.db, student, id, noTeacher, at(309));
    expect(still.data).toMatchObject({ current: null, on_break: { remaining_seconds: 1 } });

    const back = await getAttempt(world.db, student, id, noTeacher, at(400));
    expect(back.data.on_break).toBeNull();
    expect(back.data.current?.module).toMatchObject({
      key: "s2-m",
      started_at: iso(400),
      deadline_at: iso(460),
    });
    await saveAnswer(world.db, student, id, answer, noTeacher, at(401));
  });

  it("starts the break when the first section's time runs out while the student is away", async () => {
    const { student, id } = await started("break-after-deadline");
    const view = await getAttempt(world.db, student, id, noTeacher, at(90));
    expect(view.data.modules[0]).toMatchObject({ key: "s1-m", locked_at: iso(60) });
    expect(view.data.on_break).toMatchObject({ until: iso(390) });
  });

  it("lets the student skip it when the form allows, and submit during it", async () => {
    const skippable = await started("break-skippable", true);
    await finishModule(world.db, skippable.student, skippable.id, "s1-m", noTeacher, at(10));
    const skipped = await skipBreak(world.db, skippable.student, skippable.id, noTeacher, at(20));
    expect(skipped.data.on_break).toBeNull();
    expect(skipped.data.current?.module).toMatchObject({ key: "s2-m", started_at: iso(20) });
    expect(
      await refusal(skipBreak(world.db, skippable.student, skippable.id, noTeacher, at(21))),
    ).toMatchObject({
      options: { details: { reason: "no_break" } },
    });

    const other = await started("break-submit");
    await finishModule(world.db, other.student, other.id, "s1-m", noTeacher, at(10));
    const result = await submitAttempt(world.db, other.student, other.id, noTeacher, at(20));
    expect(result.data.sections.map((section) => section.taken)).toEqual([true, false]);
  });

  it("answers the break over HTTP, and 404 for an attempt that is not the caller's", async () => {
    const { id } = await started("break-http");
    const skip = `/api/test-attempt/${id}/break/skip`;
    expect((await world.call("anonymous", "POST", skip)).statusCode).toBe(401);
    expect((await world.call("student2", "POST", skip)).statusCode).toBe(404);
    // By the real clock the first module ended long ago: the break started when the call came.
    const refused = await world.call("student", "POST", skip);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().details).toMatchObject({ reason: "break_not_skippable" });
    const view = (await world.call("student", "GET", `/api/test-attempt/${id}`)).json().data;
    expect(view).toMatchObject({ current: null, on_break: { remaining_seconds: expect.any(Number) } });
  });
});
