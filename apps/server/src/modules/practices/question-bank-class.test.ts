import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testAssignments } from "../test-assignments/test-assignments.table";
import { bankForm, type PracticeData, practicesWorld } from "./practices.test-support";

/**
 * The bank's "not yet used by this class" (issue 33; class-used-items.ts). The class is the author's, with
 * classStudent placed in it. Five bank forms of q1–q3 each:
 * - A: q1 in a practice shared with the class; q2 in a practice shared with classStudent by name, which
 *   classStudent then starts; q3 unused;
 * - B: taken directly by classStudent (a public form): all of it is used;
 * - C: assigned to the class (a test assignment): all of it is used;
 * - D: q1 in a practice that is a section of a full practice shared with the class; the outsider (not in
 *   the class) takes D directly, which uses nothing of the class's.
 */
let world: Awaited<ReturnType<typeof practicesWorld>>;
const forms = {} as Record<"A" | "B" | "C" | "D", number>;

const ok = <T = PracticeData>(res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return (JSON.parse(res.body) as { data: T }).data;
};

async function publishedBankForm(key: string, isPublic: 0 | 1) {
  const imported = ok<{ id: number }>(
    await world.call("editor", "POST", "/api/test-forms/import", bankForm(key)),
  );
  ok(await world.call("editor", "POST", `/api/test-form/${imported.id}/publish`, { is_public: isPublic }));
  return imported.id;
}

async function publishedPractice(formId: number, key: string, fields: object) {
  const made = await world.create({
    sections: [{ title: "Only", items: [{ form_id: formId, item_key: key }] }],
    ...fields,
  });
  return ok(await world.call("author", "POST", `/api/practice/${made.id}/publish`));
}

const letter = (formId: number) => Object.entries(forms).find(([, id]) => id === formId)?.[0];
/** The bank's items for `who` with `query`, as `A:q3`. */
async function bank(query: string, who: Parameters<typeof world.call>[0] = "author") {
  const res = await world.call(who, "GET", `/api/questions?page_size=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { data: { form_id: number; item_key: string }[]; total: number };
  return { keys: body.data.map((q) => `${letter(q.form_id)}:${q.item_key}`).sort(), total: body.total };
}

let takenByName: PracticeData;

beforeAll(async () => {
  world = await practicesWorld();
  forms.A = world.bankFormId;
  forms.B = await publishedBankForm("bank-b", 1);
  forms.C = await publishedBankForm("bank-c", 0);
  forms.D = await publishedBankForm("bank-d", 1);

  await publishedPractice(forms.A, "q1", { who_can_use: { class_ids: [world.classId] } });
  takenByName = await publishedPractice(forms.A, "q2", {
    who_can_use: { user_ids: [world.ids.classStudent] },
  });
  ok(await world.call("classStudent", "POST", "/api/test-attempts", { form_id: forms.B }));
  await world.db.insert(testAssignments).values({
    formId: forms.C,
    sessionClassId: world.classId,
    opensAt: new Date("2026-01-01T00:00:00Z"),
  });
  const section = await publishedPractice(forms.D, "q1", {});
  ok(
    await world.call("author", "POST", "/api/full-practices", {
      name: "Mock day",
      due_date: "2099-12-31",
      practice_ids: [section.id],
      who_can_use: { class_ids: [world.classId] },
    }),
  );
  ok(await world.call("outsider", "POST", "/api/test-attempts", { form_id: forms.D }));
}, 90_000);
afterAll(() => world.ctx.close());

describe("the question bank, not yet used by a class", () => {
  it("leaves out items given to the class, taken by its students, or in forms assigned or taken", async () => {
    expect((await bank("")).total).toBe(12);
    // Shared by name only: not used until a student of the class starts it.
    expect(await bank(`class_id=${world.classId}`)).toEqual({
      keys: ["A:q2", "A:q3", "D:q2", "D:q3"],
      total: 4,
    });
    ok(await world.call("classStudent", "POST", `/api/practice/${takenByName.id}/attempts`, {}));
    expect(await bank(`class_id=${world.classId}`)).toEqual({ keys: ["A:q3", "D:q2", "D:q3"], total: 3 });
  });

  it("combines with the other filters and pages", async () => {
    expect((await bank(`class_id=${world.classId}&skill=linear`)).keys).toEqual(["D:q2"]);
    expect((await bank(`class_id=${world.classId}&difficulty=easy`)).keys).toEqual([]);
    const page = await world.call(
      "author",
      "GET",
      `/api/questions?class_id=${world.classId}&page_size=2&page=2`,
    );
    expect(page.json()).toMatchObject({ total: 3, current_page: 2 });
    expect(page.json().data).toHaveLength(1);
  });

  it("takes a class its teacher teaches, any class for staff; others read as unknown (422)", async () => {
    expect((await bank(`class_id=${world.classId}`, "staff")).total).toBe(3);
    for (const [who, classId] of [
      ["coTeacher", world.classId],
      ["editor", world.classId],
      ["author", 999_999],
    ] as const) {
      const res = await world.call(who, "GET", `/api/questions?class_id=${classId}`);
      expect(res.statusCode, `${who} ${classId}`).toBe(422);
      expect(res.json().errors).toEqual({ class_id: ["This class does not exist or is not one you teach."] });
    }
    const zh = await world.call(
      "coTeacher",
      "GET",
      `/api/questions?class_id=${world.classId}`,
      undefined,
      "zh-TW",
    );
    expect(zh.json().errors).toEqual({ class_id: ["此班級不存在，或不是你任教的班級。"] });
  });
});
