import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUNSELING_READ, TABLE_CALLERS, type TableCaller } from "../../../test/helpers/counseling-world";
import { asUser, type EssayWorld, essayWorld, newEssay } from "./counseling-essays.test-support";

/**
 * Route × role (issue 31 "Must show"): the student, the counselor of the student's counseling class and
 * super-admin write essays; the linked parent reads and comments (403 on a change); another parent, a
 * teacher who is not a counselor, staff and anyone else get 404 (an id tells nothing); nobody signed in
 * gets 401.
 */
let world: EssayWorld;
let as: ReturnType<typeof asUser>;
let essayId: number;
let versionId: number;

beforeAll(async () => {
  world = await essayWorld();
  as = asUser(world);
  essayId = (await newEssay(world, "<p>A draft to read.</p>")).id;
  versionId = (await as("counselor", "GET", `/api/counseling-essay/${essayId}/versions`)).json().data[0].id;
}, 60_000);
afterAll(() => world.ctx.close());

type Who = TableCaller;
const WHO = TABLE_CALLERS;

const READ = COUNSELING_READ;
const WRITE: Record<Who, number> = { ...READ, parent: 403 };

describe("route × role", () => {
  it.each(WHO)("%s reads the list, the essay, its versions and comments as the table says", async (who) => {
    for (const url of [
      `/api/counseling-essays?student_user_id=${world.ids.student}`,
      `/api/counseling-essay/${essayId}`,
      `/api/counseling-essay/${essayId}/versions`,
      `/api/counseling-essay/${essayId}/versions/${versionId}`,
      `/api/counseling-essay/${essayId}/comments`,
    ]) {
      expect((await as(who, "GET", url)).statusCode, `${who} ${url}`).toBe(READ[who]);
    }
  });

  it.each(WHO)("%s creates, changes, completes and deletes as the table says", async (who) => {
    const created = await as(who, "POST", "/api/counseling-essay", {
      student_user_id: world.ids.student,
      prompt: `By ${who}`,
    });
    expect(created.statusCode, "create").toBe(WRITE[who]);
    const patch = await as(who, "PATCH", `/api/counseling-essay/${essayId}`, { title: `Title by ${who}` });
    expect(patch.statusCode, "patch").toBe(WRITE[who]);
    const complete = await as(who, "POST", `/api/counseling-essay/${essayId}/complete`, { completed: 0 });
    expect(complete.statusCode, "complete").toBe(WRITE[who]);
    const target = WRITE[who] === 200 ? created.json().data.id : essayId;
    expect((await as(who, "DELETE", `/api/counseling-essay/${target}`)).statusCode, "delete").toBe(
      WRITE[who],
    );
  });

  it.each(WHO)("%s comments (parents included) as the read column says", async (who) => {
    const res = await as(who, "POST", `/api/counseling-essay/${essayId}/comments`, {
      body: `Note by ${who}`,
      anchor: { quote: "draft", start: 2 },
    });
    expect(res.statusCode).toBe(READ[who]);
  });

  it("the TA of the counseling class counts as a counselor", async () => {
    expect(
      (await as("assistant", "PATCH", `/api/counseling-essay/${essayId}`, { status: "finished" })).statusCode,
    ).toBe(200);
  });

  it("the parent's reads say the essay is read-only for them", async () => {
    const essay = await as("parent", "GET", `/api/counseling-essay/${essayId}`);
    expect(essay.json()).toMatchObject({ can_write: 0, can_resolve: 0 });
    const mine = await as("student", "GET", `/api/counseling-essay/${essayId}`);
    expect(mine.json()).toMatchObject({ can_write: 1, can_resolve: 1 });
  });
});
