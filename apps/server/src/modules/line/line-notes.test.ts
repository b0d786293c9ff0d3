import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  followEvent,
  type LineFake,
  signedWebhook,
  startLineFake,
  textEvent,
} from "../../../test/helpers/line-fake";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { users } from "../users/users.table";
import { lineNotes } from "./line-notes.table";
import { queueLinePush, runLinePushOnce } from "./line-push";
import { linePush } from "./line-push.table";

const SECRET = "line-channel-secret-for-tests-0123";
let fake: LineFake;
let ctx: TestContext;
let staff: { authorization: string };
let teacher: { authorization: string };
let parentId: number;
let unlinkedId: number;

const LINKED = "U1111111111111111111111111111111a";
const STRANGER = "U2222222222222222222222222222222b";

beforeAll(async () => {
  fake = await startLineFake();
  ctx = await createTestApp({
    LINE_CHANNEL_SECRET: SECRET,
    LINE_CHANNEL_ACCESS_TOKEN: fake.accessToken,
    LINE_API_BASE_URL: fake.url,
    LINE_DATA_API_BASE_URL: fake.url,
  });
  const db = ctx.database.db;
  await createUser(db, { username: "ln-staff", roles: ["staff"] });
  await createUser(db, { username: "ln-teacher", roles: ["teacher"] });
  const parent = await createUser(db, {
    username: "ln-parent",
    roles: ["parent"],
    firstName: "美玲",
    lastName: "王",
  });
  parentId = parent.id;
  await db.update(users).set({ lineUserId: LINKED }).where(eq(users.id, parentId));
  unlinkedId = (await createUser(db, { username: "ln-nolink", roles: ["parent"] })).id;
  staff = await signIn(ctx.app, "ln-staff");
  teacher = await signIn(ctx.app, "ln-teacher");
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const deliver = (body: string, signature?: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/line/webhook",
    headers: {
      "content-type": "application/json",
      ...(signature !== undefined && { "x-line-signature": signature }),
    },
    payload: body,
  });

const storedCount = async () => (await ctx.database.db.select({ id: lineNotes.id }).from(lineNotes)).length;

describe("POST /api/line/webhook", () => {
  it("refuses a missing (400) or wrong (401) signature and stores nothing", async () => {
    const { body, signature } = signedWebhook(SECRET, [textEvent(LINKED, "hello")]);
    expect((await deliver(body)).statusCode).toBe(400);
    const wrong = signedWebhook("another-secret-of-enough-length", [textEvent(LINKED, "x")]).signature;
    const res = await deliver(body, wrong);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("unauthenticated");
    // The signature covers the exact bytes: a changed body with the old signature fails too.
    expect((await deliver(body.replace("hello", "hullo"), signature)).statusCode).toBe(401);
    expect(await storedCount()).toBe(0);
  });

  it("stores a linked user's text and follow events once per webhookEventId", async () => {
    const events = [textEvent(LINKED, "老師好，明天請假"), followEvent(LINKED)];
    const { body, signature } = signedWebhook(SECRET, events);
    const first = await deliver(body, signature);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, stored: 2, duplicates: 0, counted: 0 });
    // LINE redelivers: same webhookEventIds, nothing new.
    const again = await deliver(body, signature);
    expect(again.json()).toEqual({ received: true, stored: 0, duplicates: 2, counted: 0 });
    const rows = await ctx.database.db.select().from(lineNotes).where(eq(lineNotes.userId, parentId));
    expect(rows.map((r) => [r.kind, r.text]).sort()).toEqual([
      ["follow", null],
      ["message", "老師好，明天請假"],
    ]);
  });

  it("counts events of LINE users nobody linked without storing their content", async () => {
    const image = textEvent(STRANGER, "", { message: { id: "m-stranger", type: "image" } });
    const { body, signature } = signedWebhook(SECRET, [
      textEvent(STRANGER, "a secret"),
      image,
      { type: "postback", webhookEventId: "01POSTBACK", source: { userId: LINKED } },
    ]);
    const res = await deliver(body, signature);
    expect(res.json()).toEqual({ received: true, stored: 0, duplicates: 0, counted: 3 });
    const rows = await ctx.database.db.select().from(lineNotes).where(eq(lineNotes.lineUserId, STRANGER));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.userId).toBeNull();
      expect(row.text).toBeNull();
      expect(row.messageId).toBeNull();
    }
  });

  it("answers 400 to a signed body that is not LINE's shape", async () => {
    const body = JSON.stringify({ nope: true });
    const { lineSignature } = await import("./line-messaging");
    expect((await deliver(body, lineSignature(SECRET, body))).statusCode).toBe(400);
  });
});

describe("GET /api/line-notes/:userId", () => {
  it("shows staff one user's notes, newest first", async () => {
    const older = textEvent(LINKED, "older", { timestamp: Date.now() - 60_000 });
    const { body, signature } = signedWebhook(SECRET, [older]);
    await deliver(body, signature);
    const res = await ctx.app.inject({ method: "GET", url: `/api/line-notes/${parentId}`, headers: staff });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.user).toMatchObject({ id: parentId, line_linked: true, first_name: "美玲" });
    expect(page.per_page).toBe(50);
    expect(page.total).toBe(3);
    expect(page.data.at(-1).text).toBe("older");
    const times = page.data.map((n: { occurred_at: string }) => n.occurred_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("is for staff only: 401 signed out, 403 for a teacher; 404 for an unknown user; 422 for a bad id", async () => {
    expect((await ctx.app.inject({ method: "GET", url: `/api/line-notes/${parentId}` })).statusCode).toBe(
      401,
    );
    const forTeacher = await ctx.app.inject({
      method: "GET",
      url: `/api/line-notes/${parentId}`,
      headers: teacher,
    });
    expect(forTeacher.statusCode).toBe(403);
    const unknown = await ctx.app.inject({ method: "GET", url: "/api/line-notes/999999", headers: staff });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/line-notes/abc", headers: staff })).statusCode,
    ).toBe(422);
    const empty = await ctx.app.inject({
      method: "GET",
      url: `/api/line-notes/${unlinkedId}`,
      headers: staff,
    });
    expect(empty.json()).toMatchObject({ total: 0, user: { line_linked: false } });
  });
});

describe("POST /api/line-notes/sync and GET /api/line-notes/last-sync-at", () => {
  it("attaches earlier events of a user who since linked, reads profiles and media contents, records the time", async () => {
    const before = await ctx.app.inject({
      method: "GET",
      url: "/api/line-notes/last-sync-at",
      headers: staff,
    });
    expect(before.json()).toEqual({ last_sync_at: null });

    // A linked user's image: pending until sync fetches it.
    const photo = textEvent(LINKED, "", {
      message: { id: "m-photo", type: "image", contentProvider: { type: "line" } },
    });
    const gone = textEvent(LINKED, "", { message: { id: "m-gone", type: "video" } });
    const signed = signedWebhook(SECRET, [photo, gone]);
    await deliver(signed.body, signed.signature);
    fake.profiles.set(LINKED, { displayName: "Mei-Ling" });
    fake.contents.set("m-photo", { contentType: "image/jpeg", body: Buffer.alloc(1234) });
    // The stranger links their LINE to an account.
    await ctx.database.db.update(users).set({ lineUserId: STRANGER }).where(eq(users.id, unlinkedId));

    const sync = await ctx.app.inject({ method: "POST", url: "/api/line-notes/sync", headers: staff });
    expect(sync.statusCode).toBe(200);
    expect(sync.json()).toMatchObject({
      profiles_updated: 2,
      events_attached: 2,
      contents_fetched: 1,
      contents_expired: 1,
      failures: 0,
    });
    const at = await ctx.app.inject({ method: "GET", url: "/api/line-notes/last-sync-at", headers: staff });
    expect(at.json().last_sync_at).toBe(sync.json().synced_at);

    const notes = (
      await ctx.app.inject({ method: "GET", url: `/api/line-notes/${parentId}`, headers: staff })
    ).json();
    expect(notes.user).toMatchObject({ line_display_name: "Mei-Ling", following: true });
    const image = notes.data.find((n: { message_type: string }) => n.message_type === "image");
    expect(image).toMatchObject({
      content_status: "fetched",
      content_type: "image/jpeg",
      content_bytes: 1234,
    });
    expect(notes.data.find((n: { message_type: string }) => n.message_type === "video").content_status).toBe(
      "expired",
    );
    // Attached, still without the content that was never stored.
    const attached = (
      await ctx.app.inject({ method: "GET", url: `/api/line-notes/${unlinkedId}`, headers: staff })
    ).json();
    expect(attached.total).toBe(2);
    expect(attached.data.every((n: { text: string | null }) => n.text === null)).toBe(true);
    expect(attached.user.following).toBe(false);
  });

  it("refuses teachers", async () => {
    expect(
      (await ctx.app.inject({ method: "POST", url: "/api/line-notes/sync", headers: teacher })).statusCode,
    ).toBe(403);
  });
});

describe("LINE push outbox", () => {
  const config = () => ctx.config;

  it("queues only for users who linked LINE and follow the account", async () => {
    const db = ctx.database.db;
    expect(
      await queueLinePush(db, { userId: parentId, text: "Bill sent", kind: "bill_sent" }, config()),
    ).toEqual(expect.any(Number));
    const noLine = await createUser(db, { username: "ln-noline", roles: ["parent"] });
    expect(await queueLinePush(db, { userId: noLine.id, text: "x", kind: "bill_sent" }, config())).toBeNull();
    // unlinkedId now holds STRANGER's LINE id, who never followed (the fake has no profile): skipped.
    expect(
      await queueLinePush(db, { userId: unlinkedId, text: "x", kind: "bill_sent" }, config()),
    ).toBeNull();
    // Without a configured channel nothing is queued.
    expect(await queueLinePush(db, { userId: parentId, text: "x", kind: "bill_sent" }, {})).toBeNull();
  });

  it("pushes each queued message once, with the access token and a retry key", async () => {
    const first = await runLinePushOnce(ctx.database.db, config());
    expect(first).toEqual({ sent: 1, retry: 0, failed: 0 });
    expect(fake.pushes).toEqual([{ to: LINKED, text: "Bill sent", retryKey: expect.any(String) }]);
    const second = await runLinePushOnce(ctx.database.db, config());
    expect(second).toEqual({ sent: 0, retry: 0, failed: 0 });
    expect(fake.pushes).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(linePush).where(eq(linePush.kind, "bill_sent"));
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  });

  it("retries a failed push with back-off, and records a refused one as failed with the error", async () => {
    const db = ctx.database.db;
    const id = await queueLinePush(
      db,
      { userId: parentId, text: "Reminder", kind: "todo_reminder" },
      config(),
    );
    fake.failNextPushes(500);
    expect(await runLinePushOnce(db, config())).toEqual({ sent: 0, retry: 1, failed: 0 });
    const [waiting] = await db
      .select()
      .from(linePush)
      .where(eq(linePush.id, id as number));
    expect(waiting?.status).toBe("pending");
    expect(waiting?.lastError).toContain("500");
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Not due yet: nothing is pushed.
    expect(await runLinePushOnce(db, config())).toEqual({ sent: 0, retry: 0, failed: 0 });
    // Due again: LINE refuses (400, a permanent error): failed, with the error, not retried.
    await db
      .update(linePush)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(linePush.id, id as number));
    fake.failNextPushes(400);
    expect(await runLinePushOnce(db, config())).toEqual({ sent: 0, retry: 0, failed: 1 });
    const [failed] = await db
      .select()
      .from(linePush)
      .where(eq(linePush.id, id as number));
    expect(failed).toMatchObject({ status: "failed", attempts: 2 });
    expect(failed?.lastError).toContain("400");
    expect(await runLinePushOnce(db, config())).toEqual({ sent: 0, retry: 0, failed: 0 });
    expect(fake.pushes.filter((p) => p.text === "Reminder")).toHaveLength(0);
  });

  it("lists the outbox for admins: sent and failed with the error; staff are refused", async () => {
    await createUser(ctx.database.db, { username: "ln-admin", roles: ["super-admin"] });
    const admin = await signIn(ctx.app, "ln-admin");
    const res = await ctx.app.inject({
      method: "GET",
      url: `/api/line-push?user_id=${parentId}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.configured).toBe(true);
    expect(body.data.map((p: { kind: string; status: string }) => [p.kind, p.status])).toEqual([
      ["todo_reminder", "failed"],
      ["bill_sent", "sent"],
    ]);
    expect(body.data[0].last_error).toContain("400");
    const failedOnly = await ctx.app.inject({
      method: "GET",
      url: "/api/line-push?status=failed",
      headers: admin,
    });
    expect(failedOnly.json().data).toHaveLength(1);
    expect((await ctx.app.inject({ method: "GET", url: "/api/line-push", headers: staff })).statusCode).toBe(
      403,
    );
  });

  it("does nothing when the channel is not configured", async () => {
    await queueLinePush(ctx.database.db, { userId: parentId, text: "later", kind: "x" }, config());
    expect(await runLinePushOnce(ctx.database.db, {})).toEqual({ sent: 0, retry: 0, failed: 0 });
    const pending = await ctx.database.db.select().from(linePush).where(eq(linePush.status, "pending"));
    expect(pending).toHaveLength(1);
  });
});
