import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/helpers/test-app";
import { createUser, signIn } from "../../test/helpers/users";
import { enqueueMail } from "./outbox";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.database.db, { username: "boss", roles: ["super-admin"] });
  await enqueueMail(ctx.database.db, {
    to: "a@example.com",
    subject: "Hello",
    text: "Body",
    locale: "en",
    kind: "test",
  });
});
afterAll(() => ctx.close());

describe("GET /api/mail-outbox", () => {
  // 401 and 403 for the other roles: the generated route × role table in test/permissions.
  it("shows an admin what was mailed", async () => {
    const { authorization } = await signIn(ctx.app, "boss");
    const res = await ctx.app.inject({ method: "GET", url: "/api/mail-outbox", headers: { authorization } });
    expect(res.statusCode).toBe(200);
    // No SMTP_URL here: the answer says mail is held, not sent (the admin home shows it), and so does
    // each waiting mail.
    expect(res.json().data[0]).toMatchObject({ to: "a@example.com", subject: "Hello", status: "held" });
    expect(res.json().delivery).toBe("held");
    const held = await ctx.app.inject({
      method: "GET",
      url: "/api/mail-outbox?status=held",
      headers: { authorization },
    });
    expect(held.json().data.map((mail: { to: string }) => mail.to)).toEqual(["a@example.com"]);
    const pending = await ctx.app.inject({
      method: "GET",
      url: "/api/mail-outbox?status=pending",
      headers: { authorization },
    });
    expect(pending.json().data).toEqual([]);
  });

  it("says mail leaves when SMTP_URL is set", async () => {
    const smtp = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:2525" });
    try {
      await createUser(smtp.database.db, { username: "boss", roles: ["super-admin"] });
      const { authorization } = await signIn(smtp.app, "boss");
      const res = await smtp.app.inject({
        method: "GET",
        url: "/api/mail-outbox",
        headers: { authorization },
      });
      expect(res.json().delivery).toBe("smtp");
      await enqueueMail(smtp.database.db, {
        to: "c@example.com",
        subject: "Hi",
        text: "B",
        locale: "en",
        kind: "test",
      });
      const pending = await smtp.app.inject({
        method: "GET",
        url: "/api/mail-outbox?status=pending",
        headers: { authorization },
      });
      // With a mail server, a waiting mail is pending (the worker sends it).
      expect(pending.json().data[0]).toMatchObject({ to: "c@example.com", status: "pending" });
    } finally {
      await smtp.close();
    }
  });

  it("filters by recipient and refuses a bad status", async () => {
    const { authorization } = await signIn(ctx.app, "boss");
    const none = await ctx.app.inject({
      method: "GET",
      url: "/api/mail-outbox?to=b@example.com",
      headers: { authorization },
    });
    expect(none.json().data).toEqual([]);
    const bad = await ctx.app.inject({
      method: "GET",
      url: "/api/mail-outbox?status=lost",
      headers: { authorization },
    });
    expect(bad.statusCode).toBe(422);
  });
});
