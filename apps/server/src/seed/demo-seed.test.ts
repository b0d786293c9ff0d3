import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/helpers/test-app";
import { DEMO_SEEDS, DEMO_USERS, runSeeds } from ".";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_PASSWORD: "demo-password-test" });
  await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log });
});
afterAll(() => ctx.close());

const login = (username: string, password = "demo-password-test") =>
  ctx.app.inject({ method: "POST", url: "/api/login", payload: { username, password } });

describe("demo data", () => {
  it("lets every active demo account sign in with DEMO_PASSWORD", async () => {
    for (const demo of DEMO_USERS.filter((u) => u.isActive !== false)) {
      const res = await login(demo.username);
      expect(res.statusCode, demo.username).toBe(200);
      expect(res.json().user.all_roles).toEqual(expect.arrayContaining(demo.roles));
    }
  });

  it("links the parent to two children and keeps one account inactive", async () => {
    const parent = (await login("parent")).json().user;
    expect(parent.student_ids).toHaveLength(2);
    expect((await login("former")).json().message).toBe("Blocked");
  });

  it("is idempotent: a second run adds nothing", async () => {
    expect(await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log })).toEqual([]);
  });
});
