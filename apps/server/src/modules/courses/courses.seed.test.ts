import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { DEMO_SEEDS, runSeeds } from "../../seed";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_PASSWORD: "demo-password-test" });
  await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log });
});
afterAll(() => ctx.close());

const as = async (username: string) => {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username, password: "demo-password-test" },
  });
  return { authorization: `Bearer ${res.json().access_token}` };
};

describe("demo courses", () => {
  it("has the landing's /classes/18 course and courses in three languages", async () => {
    const sat = await ctx.app.inject({
      method: "GET",
      url: "/api/courses/18",
      headers: { "accept-language": "zh-TW" },
    });
    expect(sat.statusCode).toBe(200);
    expect(sat.json()).toMatchObject({ category: "SAT", title: "SAT 暑期密集班", missing_locales: [] });
    const list = (await ctx.app.inject({ method: "GET", url: "/api/courses" })).json();
    expect(list.data.map((c: { category: string }) => c.category)).toEqual([
      "SAT",
      "ACT",
      "TOEFL",
      "math",
      "counseling",
    ]);
    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/courses",
      headers: await as("admin"),
      payload: { translations: { en: { title: "New" } }, category: "other" },
    });
    expect(created.json().id).toBe(23);
  });

  it("places the demo students in the demo teachers' classes and leaves one ticket to place", async () => {
    const mine = (
      await ctx.app.inject({ method: "GET", url: "/api/session-classes", headers: await as("teacher") })
    ).json();
    expect(mine.data.map((c: { name: string }) => c.name)).toContain("SAT Reading & Writing A");
    const student = (
      await ctx.app.inject({
        method: "GET",
        url: "/api/session-classes?status=all",
        headers: await as("student"),
      })
    ).json();
    // ACT, SAT and last term's TOEFL, two private lessons (modules/lessons/demo-lessons.seed.ts) and the
    // counseling class (modules/counseling-profile/demo-counseling.seed.ts).
    expect(student.total).toBe(6);
    const parent = (
      await ctx.app.inject({ method: "GET", url: "/api/session-classes", headers: await as("parent") })
    ).json();
    // The running classes of both children: 3 group and private classes, 4 private lessons, the counseling class.
    expect(parent.total).toBe(8);
    const todo = (
      await ctx.app.inject({
        method: "GET",
        url: "/api/student-class-tickets-paid-but-no-placement",
        headers: await as("staff"),
      })
    ).json();
    expect(todo.total).toBeGreaterThanOrEqual(1);
    const form = (await ctx.app.inject({ method: "GET", url: "/api/course-sessions-for-enrollment" })).json();
    const cities = new Set(form.groups[0].sessions.map((s: { city: string }) => s.city));
    expect([...cities]).toEqual(expect.arrayContaining(["Taipei", "Hsinchu", "Shanghai", "online"]));
  });

  it("is idempotent", async () => {
    expect(await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log })).toEqual([]);
  });
});
