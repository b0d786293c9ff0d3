import { importFormJson, type TestForm } from "@edu/shared/test-engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answersFor,
  demoDocument,
  type EngineWorld,
  engineWorld,
  takeModule,
} from "../../../test/helpers/test-engine-world";
import { createUser, linkParentStudents, signIn } from "../../../test/helpers/users";

type Entry = {
  id: number;
  test_type: string;
  state: string;
  student: { id: number; name: string };
  complete: boolean;
  sections: { key: string; title: { en: string }; scaled: number | null; raw: number; max_raw: number }[];
  composites: { key: string; title: { en: string }; score: number | null }[];
};

let world: EngineWorld;
let act: TestForm;
const parents: Record<"parent" | "otherParent", Record<string, string>> = { parent: {}, otherParent: {} };
const attempts = { studentAct: 0, studentOpen: 0, studentSat: 0, student2Act: 0 };

/** Takes the demo ACT as `who`, every module answered right (sections in `skip` left out), and submits. */
async function takeAct(who: "student" | "student2", formId: number, skip: string[]) {
  const res = await world.call(who, "POST", "/api/test-attempts", { form_id: formId, skip_sections: skip });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as number;
  for (const section of act.sections.filter((s) => !skip.includes(s.key)))
    for (const module of section.modules)
      await takeModule(
        world,
        who,
        id,
        module.key,
        answersFor(act, module.key, () => true),
      );
  const submitted = await world.call(who, "POST", `/api/test-attempt/${id}/submit`);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return id;
}

beforeAll(async () => {
  world = await engineWorld();
  const text = demoDocument("demo-act");
  const read = importFormJson(text);
  if (!read.ok) throw new Error("demo ACT does not read");
  act = read.form;
  const actId = await world.publish(text);
  const satId = await world.publish(demoDocument("demo-sat-short"));
  for (const [key, child] of [
    ["parent", world.ids.student],
    ["otherParent", world.ids.student2],
  ] as const) {
    const user = await createUser(world.db, { username: `th-${key}`, roles: ["parent"] });
    await linkParentStudents(world.db, user.id, [child]);
    parents[key] = { authorization: (await signIn(world.ctx.app, user.username)).authorization };
  }
  attempts.studentAct = await takeAct("student", actId, []);
  attempts.student2Act = await takeAct("student2", actId, ["science"]);
  attempts.studentOpen = (await world.start("student", actId)).id;
  const sat = await world.start("student", satId);
  expect((await world.call("student", "POST", `/api/test-attempt/${sat.id}/submit`)).statusCode).toBe(200);
  attempts.studentSat = sat.id;
}, 120_000);
afterAll(() => world.ctx.close());

const history = async (who: Parameters<EngineWorld["call"]>[0], query = "") => {
  const res = await world.call(who, "GET", `/api/test-history${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Entry[]; total: number };
};
const asParent = async (who: keyof typeof parents, query = "") => {
  const res = await world.ctx.app.inject({
    method: "GET",
    url: `/api/test-history${query}`,
    headers: parents[who],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Entry[]; total: number };
};
const ids = (list: { data: Entry[] }) => list.data.map((entry) => entry.id).sort((a, b) => a - b);

describe("GET /api/test-history", () => {
  it("answers a student their own submitted attempts with section and composite scores, not open ones", async () => {
    const mine = await history("student", "?test_type=ACT");
    expect(ids(mine)).toEqual([attempts.studentAct]);
    expect(mine.total).toBe(1);
    const [entry] = mine.data;
    expect(entry).toMatchObject({ test_type: "ACT", state: "graded", complete: true });
    expect(entry?.student.id).toBe(world.ids.student);
    expect(entry?.sections.map((section) => section.key)).toEqual(["english", "math", "reading", "science"]);
    expect(entry?.sections[0]?.title.en).toBe("English");
    for (const section of entry?.sections ?? []) expect(section.raw).toBe(section.max_raw);
    const composite = entry?.composites.find((c) => c.key === "composite");
    expect(composite?.title.en).toBe("Composite score");
    expect(composite?.score).toBeGreaterThanOrEqual(1);
    expect(composite?.score).toBeLessThanOrEqual(36);

    const every = await history("student");
    expect(ids(every)).toEqual([attempts.studentAct, attempts.studentSat]);
  });

  it("leaves out a section the student skipped", async () => {
    const theirs = await history("student2", "?test_type=ACT");
    expect(ids(theirs)).toEqual([attempts.student2Act]);
    expect(theirs.data[0]?.sections.map((section) => section.key)).toEqual(["english", "math", "reading"]);
  });

  it("answers a teacher their students' attempts only, and a teacher of nobody none", async () => {
    const taught = await history("teacher", "?test_type=ACT");
    expect(ids(taught)).toEqual([attempts.studentAct]);
    expect((await history("otherTeacher", "?test_type=ACT")).data).toEqual([]);
  });

  it("answers a parent their children's attempts, and nothing for another family's student", async () => {
    expect(ids(await asParent("parent", "?test_type=ACT"))).toEqual([attempts.studentAct]);
    expect(ids(await asParent("otherParent", "?test_type=ACT"))).toEqual([attempts.student2Act]);
    const other = await asParent("parent", `?student_id=${world.ids.student2}`);
    expect(other).toMatchObject({ data: [], total: 0 });
  });

  it("answers staff and super-admin every student's, one student's with student_id", async () => {
    expect(ids(await history("staff", "?test_type=ACT"))).toEqual([
      attempts.studentAct,
      attempts.student2Act,
    ]);
    const one = await history("admin", `?test_type=ACT&student_id=${world.ids.student2}`);
    expect(ids(one)).toEqual([attempts.student2Act]);
  });

  it("pages the list", async () => {
    const first = await history("staff", "?page_size=1");
    expect(first.data).toHaveLength(1);
    expect(first.total).toBe(3);
  });

  it("refuses a bad query with 422 and anyone signed out with 401", async () => {
    for (const query of ["?test_type=GRE", "?student_id=abc", "?page=0"]) {
      const res = await world.call("student", "GET", `/api/test-history${query}`);
      expect(res.statusCode, query).toBe(422);
    }
    expect((await world.call("anonymous", "GET", "/api/test-history")).statusCode).toBe(401);
  });
});
