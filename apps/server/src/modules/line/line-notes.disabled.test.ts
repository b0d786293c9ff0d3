import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedWebhook, textEvent } from "../../../test/helpers/line-fake";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";

let ctx: TestContext;
let staff: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.database.db, { username: "ln-off-staff", roles: ["staff"] });
  staff = await signIn(ctx.app, "ln-off-staff");
});
afterAll(() => ctx.close());

describe("LINE official account not configured", () => {
  it("says so, and the notes routes and the webhook answer 400 with a clear message", async () => {
    const status = await ctx.app.inject({ method: "GET", url: "/api/line-notes/status", headers: staff });
    expect(status.json()).toEqual({ configured: false, last_sync_at: null });
    const calls = [
      { method: "GET" as const, url: "/api/line-notes/1" },
      { method: "GET" as const, url: "/api/line-notes/last-sync-at" },
      { method: "POST" as const, url: "/api/line-notes/sync" },
    ];
    for (const call of calls) {
      const res = await ctx.app.inject({ ...call, headers: staff });
      expect(res.statusCode, call.url).toBe(400);
      expect(res.json().message).toBe("The school's LINE official account is not configured.");
    }
    const { body, signature } = signedWebhook("any-secret-at-all-0000", [textEvent("U1", "hi")]);
    const hook = await ctx.app.inject({
      method: "POST",
      url: "/api/line/webhook",
      headers: { "content-type": "application/json", "x-line-signature": signature },
      payload: body,
    });
    expect(hook.statusCode).toBe(400);
    expect(hook.json().message).toBe("The school's LINE official account is not configured.");
  });
});
