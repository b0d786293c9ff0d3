import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { DEMO_SEEDS, runSeeds } from "../../seed";

// The demo seed places `student` and `student2` in classes taught by `teacher` and `teacher2`.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_PASSWORD: "demo-password-test" });
  await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log });
});
afterAll(() => ctx.close());

async function as(username: string) {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username, password: "demo-password-test" },
  });
  return { authorization: `Bearer ${res.json().access_token}`, id: res.json().user.id as number };
}

describe("a teacher's students come from their classes", () => {
  it("GET students lists the students placed in the teacher's classes, and only students", async () => {
    const teacher = await as("teacher");
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/students",
      headers: { authorization: teacher.authorization },
    });
    expect(res.statusCode).toBe(200);
    const usernames = (res.json().data as { username: string; all_roles: string[] }[]).map((u) => u.username);
    expect(usernames.length).toBeGreaterThan(0);
    expect(usernames.every((name) => name.startsWith("student"))).toBe(true);
  });

  it("the admin's teacher-student list agrees with what the teacher sees", async () => {
    const teacher = await as("teacher");
    const admin = await as("admin");
    const mine = await ctx.app.inject({
      method: "GET",
      url: "/api/students",
      headers: { authorization: teacher.authorization },
    });
    const listed = await ctx.app.inject({
      method: "GET",
      url: `/api/teacher/students-for-user-list?user_id=${teacher.id}`,
      headers: { authorization: admin.authorization },
    });
    expect(listed.statusCode).toBe(200);
    const ids = (body: { data: { id: number }[] }) => body.data.map((u) => u.id).sort();
    expect(ids(listed.json())).toEqual(ids(mine.json()));
  });
});
