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

let world: EngineWorld;
let sat: TestForm;
const parents: Record<"parent" | "otherParent", Record<string, string>> = { parent: {}, otherParent: {} };
const attempts = { shown: 0, hidden: 0, open: 0 };

/** The demo SAT as another form whose answers its students never see. */
function hiddenAnswersDocument() {
  const document = JSON.parse(demoDocument("demo-sat-short"));
  document.key = "readers-sat-hidden";
  document.settings = { ...document.settings, reveal_answers: "never" };
  return JSON.stringify(document);
}

/** The student starts `formId`, answers the first module right and submits: the attempt's id. */
async function submitted(formId: number) {
  const attempt = await world.start("student", formId);
  const module = attempt.current?.module.key ?? "";
  await takeModule(
    world,
    "student",
    attempt.id,
    module,
    answersFor(sat, module, () => true),
  );
  const res = await world.call("student", "POST", `/api/test-attempt/${attempt.id}/submit`);
  expect(res.statusCode, res.body).toBe(200);
  return attempt.id;
}

beforeAll(async () => {
  world = await engineWorld();
  const read = importFormJson(demoDocument("demo-sat-short"));
  if (!read.ok) throw new Error("demo SAT does not read");
  sat = read.form;
  attempts.shown = await submitted(await world.publish(demoDocument("demo-sat-short")));
  const hiddenId = await world.publish(hiddenAnswersDocument());
  attempts.hidden = await submitted(hiddenId);
  attempts.open = (await world.start("student", hiddenId)).id;
  for (const [key, child] of [
    ["parent", world.ids.student],
    ["otherParent", world.ids.student2],
  ] as const) {
    const user = await createUser(world.db, { username: `ar-${key}`, roles: ["parent"] });
    await linkParentStudents(world.db, user.id, [child]);
    parents[key] = { authorization: (await signIn(world.ctx.app, user.username)).authorization };
  }
}, 120_000);
afterAll(() => world.ctx.close());

const asParent = (who: keyof typeof parents, method: "GET" | "PUT" | "POST", url: string, payload?: object) =>
  world.ctx.app.inject({ method, url, headers: parents[who], ...(payload ? { payload } : {}) });
const resultUrl = (id: number) => `/api/test-attempt/${id}/result`;

describe("who reads a submitted attempt's result", () => {
  it("answers the student's parent with answers, passages and titles when the form shows them to the student", async () => {
    const res = await asParent("parent", "GET", resultUrl(attempts.shown));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.answers_shown).toBe(1);
    expect(data.items.some((item: { solution: object | null }) => item.solution !== null)).toBe(true);
    const referred = new Set(
      data.items.flatMap((item: { content: { stimuli: string[] } }) => item.content.stimuli),
    );
    expect(referred.size).toBeGreaterThan(0);
    expect(data.stimuli.map((stimulus: { key: string }) => stimulus.key).sort()).toEqual(
      [...referred].sort(),
    );
    expect(data.stimuli[0].text.length).toBeGreaterThan(0);
    const domainTitles = new Map(sat.taxonomy.domains.map((domain) => [domain.key, domain.title.en]));
    expect(data.domains.length).toBeGreaterThan(0);
    for (const domain of data.domains) expect(domain.title.en).toBe(domainTitles.get(domain.key));
    expect(data.composites[0].title.en).toBe(sat.composites[0]?.title.en);
    expect(data.sections[0].title.en).toBe(sat.sections[0]?.title.en);
  });

  it("keeps answers, explanations and passages from a parent as the form keeps them from the student", async () => {
    const res = await asParent("parent", "GET", resultUrl(attempts.hidden));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ answers_shown: 0, stimuli: [] });
    expect(res.body).not.toMatch(/"explanation"|"accepted"|"answer"/);
    const student = await world.call("student", "GET", resultUrl(attempts.hidden));
    expect(student.json().data.answers_shown).toBe(0);
  });

  it("answers staff and the student's teacher with answers, whatever the form shows the student", async () => {
    for (const who of ["staff", "teacher"] as const) {
      const res = await world.call(who, "GET", resultUrl(attempts.hidden));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.answers_shown).toBe(1);
      expect(res.json().data.stimuli.length).toBeGreaterThan(0);
    }
  });

  it("answers another family's parent 404, and lets no parent write", async () => {
    expect((await asParent("otherParent", "GET", resultUrl(attempts.shown))).statusCode).toBe(404);
    expect((await asParent("otherParent", "GET", `/api/test-attempt/${attempts.shown}`)).statusCode).toBe(
      404,
    );
    const submit = await asParent("parent", "POST", `/api/test-attempt/${attempts.shown}/submit`);
    expect(submit.statusCode).toBe(403);
  });

  it("answers a parent 404 for an attempt still in progress, which staff may read", async () => {
    expect((await asParent("parent", "GET", `/api/test-attempt/${attempts.open}`)).statusCode).toBe(404);
    expect((await asParent("parent", "GET", resultUrl(attempts.open))).statusCode).toBe(404);
    const answer = answersFor(sat, "rw-m1", () => true)[0];
    const put = await asParent("parent", "PUT", `/api/test-attempt/${attempts.open}/answer`, answer);
    expect(put.statusCode).toBe(404);
    expect((await world.call("staff", "GET", `/api/test-attempt/${attempts.open}`)).statusCode).toBe(200);
    expect((await world.call("staff", "GET", resultUrl(attempts.open))).statusCode).toBe(409);
  });
});
