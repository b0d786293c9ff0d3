import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PracticeData, practicesWorld } from "./practices.test-support";

let world: Awaited<ReturnType<typeof practicesWorld>>;
beforeAll(async () => {
  world = await practicesWorld();
}, 60_000);
afterAll(() => world.ctx.close());

const ok = <T = PracticeData>(res: { statusCode: number; body: string; json: () => { data: T } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
type Attempts = { data: { id: number; state: string }[]; continue_attempt_id: number | null };

/** The engine form's latest document, as the test editor reads it. */
const engineForm = async (formId: number) => {
  const res = await world.call("editor", "GET", `/api/test-form/${formId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    version: number;
    document: {
      settings: { total_time_limit_seconds: number | null; reveal_answers: string };
      sections: {
        key: string;
        break_after_seconds: number;
        modules: { items: { key: string; version: number }[] }[];
      }[];
    };
  };
};

describe("publishing, the lock after the first attempt, copy, continue or start new", () => {
  let practice: PracticeData;

  const draft = () =>
    world.create({ who_can_use: { class_ids: [world.classId] }, show_after: "explanations" });

  // The story's practice, published; the first test publishes a draft of its own.
  beforeAll(async () => {
    const made = await draft();
    practice = ok(await world.call("author", "POST", `/api/practice/${made.id}/publish`));
  });

  it("cannot be taken before it is published; publishing writes an engine form of its sections", async () => {
    const unpublished = await draft();
    const early = await world.call("classStudent", "POST", `/api/practice/${unpublished.id}/attempts`, {});
    expect(early.statusCode).toBe(409);
    const published = ok(await world.call("author", "POST", `/api/practice/${unpublished.id}/publish`));
    expect(published.form_id).toEqual(expect.any(Number));
    const form = await engineForm(Number(published.form_id));
    expect(form.document.settings).toMatchObject({
      total_time_limit_seconds: 20 * 60,
      reveal_answers: "after_submit",
    });
    expect(form.document.sections.map((s) => [s.key, s.break_after_seconds])).toEqual([
      ["s1", 60],
      ["s2", 0],
    ]);
    expect(form.document.sections.map((s) => s.modules[0]?.items.map((i) => [i.key, i.version]))).toEqual([
      [[`f${world.bankFormId}-q1`, 1]],
      [[`f${world.bankFormId}-q2`, 1]],
    ]);
    // The practice's own form is not in the bank, and not in the engine's public list.
    const bank = (await world.call("author", "GET", "/api/questions")).json();
    expect(bank.total).toBe(3);
    const open = (await world.call("outsider", "GET", "/api/test-forms")).json();
    expect(open.data.map((f: { id: number }) => f.id)).not.toContain(published.form_id);
  });

  it("only those who may use it start attempts; an unfinished one is offered to continue, a new one keeps it", async () => {
    expect(
      (await world.call("outsider", "POST", `/api/practice/${practice.id}/attempts`, {})).statusCode,
    ).toBe(404);
    const none = (
      await world.call("classStudent", "GET", `/api/practice/${practice.id}/attempts`)
    ).json() as Attempts;
    expect(none).toEqual({ data: [], continue_attempt_id: null });

    const first = ok<{ id: number; current: { module: { key: string } } }>(
      await world.call("classStudent", "POST", `/api/practice/${practice.id}/attempts`, {}),
    );
    expect(first.current.module.key).toBe("s1-m");
    const offered = (
      await world.call("classStudent", "GET", `/api/practice/${practice.id}/attempts`)
    ).json() as Attempts;
    expect(offered.continue_attempt_id).toBe(first.id);
    // Continuing is the engine's resume of that attempt.
    expect(
      ok<{ id: number }>(await world.call("classStudent", "GET", `/api/test-attempt/${first.id}`)).id,
    ).toBe(first.id);

    const second = ok<{ id: number }>(
      await world.call("classStudent", "POST", `/api/practice/${practice.id}/attempts`, {}),
    );
    const submitted = await world.call("classStudent", "POST", `/api/test-attempt/${second.id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const history = (
      await world.call("classStudent", "GET", `/api/practice/${practice.id}/attempts`)
    ).json() as Attempts;
    expect(history.data.map((a) => a.id)).toEqual([second.id, first.id]);
    expect(history.data[1]?.state).toBe("in_progress");
    expect(history.continue_attempt_id).toBe(first.id);
    // Another student's list holds only their own attempts.
    const mine = (
      await world.call("author", "GET", `/api/practice/${practice.id}/attempts`)
    ).json() as Attempts;
    expect(mine.data).toEqual([]);
  });

  it("once taken, question edits are refused with the reason; time, date and sharers still change", async () => {
    expect(ok(await world.call("author", "GET", `/api/practice/${practice.id}`)).locked).toBe(1);
    const sections = [{ title: "Only", items: [{ form_id: world.bankFormId, item_key: "q3" }] }];
    const expected = {
      en: "Someone has already taken this practice",
      "zh-CN": "已有人做过这份练习",
      "zh-TW": "已有人做過這份練習",
    };
    for (const [lang, text] of Object.entries(expected)) {
      const refused = await world.call("author", "PATCH", `/api/practice/${practice.id}`, { sections }, lang);
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain(text);
    }
    const before = await engineForm(Number(practice.form_id));
    const changed = ok(
      await world.call("author", "PATCH", `/api/practice/${practice.id}`, {
        duration_minutes: 30,
        due_date: "2026-12-24",
        who_can_use: { user_ids: [world.ids.outsider] },
      }),
    );
    expect(changed).toMatchObject({
      duration_minutes: 30,
      due_date: "2026-12-24",
      who_can_use: { user_ids: [world.ids.outsider] },
    });
    const after = await engineForm(Number(practice.form_id));
    expect(after.version).toBe(before.version + 1);
    expect(after.document.settings.total_time_limit_seconds).toBe(30 * 60);
    expect(after.document.sections).toEqual(
      before.document.sections.map((section) =>
        expect.objectContaining({ key: section.key, modules: section.modules }),
      ),
    );
    expect((await world.call("outsider", "GET", `/api/practice/${practice.id}`)).statusCode).toBe(200);
    // Sending the same sections back is no question edit.
    const same = ok(await world.call("author", "GET", `/api/practice/${practice.id}`)).sections.map((s) => ({
      title: s.title,
      items: s.items.map((item) => ({ form_id: world.bankFormId, item_key: item.item_key })),
    }));
    expect(
      (await world.call("author", "PATCH", `/api/practice/${practice.id}`, { sections: same })).statusCode,
    ).toBe(200);
  });

  it("once taken, name, scoring and show-after are refused field by field (422, three languages)", async () => {
    const patch = (body: object, lang = "en") =>
      world.call("author", "PATCH", `/api/practice/${practice.id}`, body, lang);
    const reason = {
      en: "Someone has already taken this practice, so this can no longer change",
      "zh-CN": "已有人做过这份练习，此项不能再修改",
      "zh-TW": "已有人做過這份練習，此項不能再修改",
    };
    for (const [body, fields] of [
      [{ name: "Renamed" }, ["name"]],
      [{ scoring: "percent" }, ["scoring"]],
      [{ show_after: "score" }, ["show_after"]],
      [{ scoring: "scaled", score_table: [{ raw: 0, scaled: 200 }] }, ["scoring", "score_table"]],
      [{ name: "Renamed", show_after: "answers", duration_minutes: 50 }, ["name", "show_after"]],
    ] as const) {
      const refused = await patch(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      const errors = refused.json().errors as Record<string, string[]>;
      expect(Object.keys(errors).sort()).toEqual([...fields].sort());
      for (const field of fields) expect(errors[field]?.[0]).toContain(reason.en);
    }
    for (const [lang, text] of Object.entries(reason)) {
      const refused = await patch({ show_after: "score" }, lang);
      expect(refused.json().errors.show_after[0]).toContain(text);
    }
    // Nothing was written by a refused change; the settings form's whole body, same values, still saves.
    const current = ok(await world.call("author", "GET", `/api/practice/${practice.id}`));
    expect(current).toMatchObject({ name: "Algebra warm-up", scoring: "raw", show_after: "explanations" });
    const resent = ok(
      await patch({
        name: "Algebra warm-up",
        scoring: "raw",
        score_table: [],
        show_after: "explanations",
        duration_minutes: 30,
        break_seconds: 120,
        share: "unlisted",
      }),
    );
    expect(resent).toMatchObject({ duration_minutes: 30, break_seconds: 120, share: "unlisted", locked: 1 });
  });

  it("once taken, a scaled practice's score table is refused too; the same table is not a change", async () => {
    const table = [
      { raw: 0, scaled: 200 },
      { raw: 2, scaled: 800 },
    ];
    const made = await world.create({
      scoring: "scaled",
      score_table: table,
      who_can_use: { class_ids: [world.classId] },
    });
    ok(await world.call("author", "POST", `/api/practice/${made.id}/publish`));
    const patch = (body: object) => world.call("author", "PATCH", `/api/practice/${made.id}`, body);
    // Before anyone takes it, the table changes.
    ok(await patch({ score_table: [...table, { raw: 1, scaled: 500 }] }));
    ok(await patch({ score_table: table }));
    ok(await world.call("classStudent", "POST", `/api/practice/${made.id}/attempts`, {}));
    const refused = await patch({ score_table: [{ raw: 0, scaled: 400 }] });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["score_table"]);
    expect(ok(await patch({ scoring: "scaled", score_table: table, due_date: "2099-06-01" }))).toMatchObject({
      due_date: "2099-06-01",
      score_table: table,
    });
  });

  it("a copy is a new unpublished practice with the same items, whose questions may change", async () => {
    expect((await world.call("coTeacher", "POST", `/api/practice/${practice.id}/copy`)).statusCode).toBe(404);
    const made = ok(await world.call("author", "POST", `/api/practice/${practice.id}/copy`));
    expect(made).toMatchObject({
      share: "private",
      form_id: null,
      locked: 0,
      can_edit: 1,
      duration_minutes: 30,
    });
    expect(made.id).not.toBe(practice.id);
    expect(made.sections.map((s) => s.items.map((i) => i.item_key))).toEqual([["q1"], ["q2"]]);
    const edited = ok(
      await world.call("author", "PATCH", `/api/practice/${made.id}`, {
        sections: [{ title: "Only", items: [{ form_id: world.bankFormId, item_key: "q3" }] }],
      }),
    );
    expect(edited.sections.map((s) => s.items.map((i) => i.item_key))).toEqual([["q3"]]);
  });
});

describe("a published practice nobody took yet", () => {
  it("takes question edits into a new engine version; score-only reveals no answers", async () => {
    const created = await world.create({ show_after: "score" });
    const published = ok(await world.call("author", "POST", `/api/practice/${created.id}/publish`));
    const before = await engineForm(Number(published.form_id));
    expect(before.document.settings.reveal_answers).toBe("never");
    const edited = ok(
      await world.call("author", "PATCH", `/api/practice/${created.id}`, {
        sections: [{ title: "Only", items: [{ form_id: world.bankFormId, item_key: "q3" }] }],
      }),
    );
    expect(edited).toMatchObject({ locked: 0, form_id: published.form_id });
    const after = await engineForm(Number(published.form_id));
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.document.sections.map((s) => s.modules[0]?.items.map((i) => i.key))).toEqual([
      [`f${world.bankFormId}-q3`],
    ]);
  });
});
