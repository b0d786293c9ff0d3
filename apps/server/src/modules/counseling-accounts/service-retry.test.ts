import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { actorOf, makeRolePeople } from "./counseling-accounts.test-support";
import { type FakeApplicationService, startFakeApplicationService } from "./fake-application-service";
import { uploadApplicationData } from "./service-calls.service";

const TIMEOUT_MS = 400;
let fake: FakeApplicationService;
let ctx: TestContext;
let people: Awaited<ReturnType<typeof makeRolePeople>>;

beforeAll(async () => {
  fake = await startFakeApplicationService();
  ctx = await createTestApp({
    APPLICATION_SERVICE_URL: fake.url,
    APPLICATION_SERVICE_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  people = await makeRolePeople(ctx.app, ctx.database.db, "retry");
  fake.accounts.set("common_app:ethan", "right-pass");
  const saved = await ctx.app.inject({
    method: "POST",
    url: "/api/counseling-third-account",
    headers: people.headers.student,
    payload: {
      student_user_id: people.ids.student,
      third_service_type: "common_app",
      account: "ethan",
      password: "right-pass",
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.calls.length = 0;
  fake.accounts.set("common_app:ethan", "right-pass");
  fake.setHanging(false);
  fake.refuseLoginsAfter(undefined);
});

const call = (
  url: string,
  payload: unknown,
  language = "en",
  person: keyof typeof people.headers = "counselor",
) =>
  ctx.app.inject({
    method: "POST",
    url,
    headers: { ...people.headers[person], "accept-language": language },
    payload: payload as object,
  });
const ref = () => ({ student_user_id: people.ids.student, third_service_type: "common_app" });
const sync = (language = "en") =>
  call(
    "/api/counseling-third-account/sync/colleges",
    { ...ref(), colleges: [{ id: "CA-1001", name: "Harvard University" }] },
    language,
  );
const steps = () => fake.calls.map((c) => `${c.method} ${c.path.replace("/common_app", "")}`);

describe("the retry rule against the fake service", () => {
  it("logs in and syncs; the answer keeps the service's list", async () => {
    const res = await sync("zh-TW");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("學校清單已同步到申請系統。");
    expect(res.json().account).toMatchObject({
      counseling_schools: [{ id: "CA-1001", name: "Harvard University" }],
      last_login_ok: true,
    });
    expect(steps()).toEqual(["POST /login", "PUT /my-colleges"]);
  });

  it("retries a failing call once after a fresh login", async () => {
    fake.failNext(503);
    const res = await sync();
    expect(res.statusCode, res.body).toBe(200);
    expect(steps()).toEqual(["POST /login", "PUT /my-colleges", "POST /login", "PUT /my-colleges"]);
  });

  it("answers 503 with what to do when the retry fails too, and never retries twice", async () => {
    fake.failNext(500, { times: 2 });
    const res = await sync("zh-CN");
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe("申请系统目前无法使用，请稍后再试。");
    expect(steps()).toEqual(["POST /login", "PUT /my-colleges", "POST /login", "PUT /my-colleges"]);
  });

  it("runs the error callback when the login again fails: the user reads the spec's message", async () => {
    // The session ends and the password was changed at the service since it was stored.
    fake.failNext(401);
    fake.accounts.set("common_app:ethan", "changed-elsewhere");
    const res = await sync("zh-TW");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("您的帳號和/或密碼不正確！");
    expect(steps()).toEqual(["POST /login"]);
    const english = await call("/api/counseling-third-account/login", ref(), "en");
    expect(english.json().message).toBe("Your username and/or password is incorrect!");
    const account = await ctx.app.inject({
      method: "GET",
      url: `/api/counseling-third-account?student_user_id=${people.ids.student}&third_service_type=common_app`,
      headers: people.headers.student,
    });
    expect(account.json().last_login_ok).toBe(false);
  });

  it("runs the error callback on the re-login after a failed call", async () => {
    fake.failNext(401);
    fake.refuseLoginsAfter(1);
    const res = await sync();
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Your username and/or password is incorrect!");
    expect(steps()).toEqual(["POST /login", "PUT /my-colleges", "POST /login"]);
  });

  it("answers a service that hangs in bounded time, with what to do", async () => {
    fake.setHanging(true);
    const started = Date.now();
    const res = await sync("zh-TW");
    const took = Date.now() - started;
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe("申請系統未能及時回應，那邊沒有任何變更，請幾分鐘後再試。");
    // Each request at most TIMEOUT_MS, the whole exchange at most twice that (plus the app's own time).
    expect(took).toBeLessThan(TIMEOUT_MS * 2 + 1500);
  });

  it("retries a call that hangs once after a fresh login, all within twice the timeout", async () => {
    fake.setHanging("calls");
    const started = Date.now();
    const res = await sync("en");
    const took = Date.now() - started;
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/did not answer in time/);
    expect(steps()).toEqual(["POST /login", "PUT /my-colleges", "POST /login", "PUT /my-colleges"]);
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(took).toBeLessThan(TIMEOUT_MS * 2 + 1500);
  });

  it("sends Common App's advisor invitation to the counselor: 信件寄送成功！ and the state invited", async () => {
    const res = await call(
      `/api/counseling-profile/send-counselor-invitation/${people.ids.student}`,
      {},
      "zh-TW",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("信件寄送成功！");
    expect(res.json().account.advisor_invitation_state).toBe("invited");
    expect(fake.invitations.at(-1)).toMatchObject({
      username: "ethan",
      email: "retry-counselor@example.com",
    });
    // Another teacher is no counselor of the student: refused by name.
    const wrong = await call(
      `/api/counseling-profile/send-counselor-invitation/${people.ids.student}`,
      { counselor_user_id: people.ids.otherTeacher },
      "en",
      "student",
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.counselor_user_id).toBeDefined();
  });

  it("lists the service's colleges, and uploads application data for the exports (retry included)", async () => {
    const colleges = await ctx.app.inject({
      method: "GET",
      url: `/api/common-app/colleges?student_user_id=${people.ids.student}&keyword=university`,
      headers: people.headers.student,
    });
    expect(colleges.statusCode, colleges.body).toBe(200);
    expect(colleges.json().data.length).toBeGreaterThan(3);

    fake.failNext(502);
    const payload = { target: "common_app", sections: [{ key: "profile", items: [] }] };
    const actor = actorOf(people.ids.counselor, ["teacher"]);
    await expect(
      uploadApplicationData(ctx.database.db, actor, people.ids.student, "common_app", payload, ctx),
    ).resolves.toEqual({ ok: true });
    expect(fake.uploads.at(-1)).toEqual({ service: "common_app", username: "ethan", payload });
    expect(steps().slice(-4)).toEqual([
      "POST /login",
      "POST /application",
      "POST /login",
      "POST /application",
    ]);

    fake.accounts.set("common_app:ethan", "changed");
    await expect(
      uploadApplicationData(ctx.database.db, actor, people.ids.student, "common_app", payload, ctx),
    ).rejects.toMatchObject({ status: 400, options: { message: "counseling_third_login_failed" } });
  });

  it("answers 503 when no service is configured, and 409 before a login is stored", async () => {
    const none = await createTestApp();
    try {
      const other = await makeRolePeople(none.app, none.database.db, "none");
      const body = { student_user_id: other.ids.student, third_service_type: "common_app" };
      const missing = await none.app.inject({
        method: "POST",
        url: "/api/counseling-third-account/login",
        headers: other.headers.student,
        payload: body,
      });
      expect(missing.statusCode).toBe(409);
      await none.app.inject({
        method: "POST",
        url: "/api/counseling-third-account",
        headers: other.headers.student,
        payload: { ...body, account: "x", password: "y" },
      });
      const res = await none.app.inject({
        method: "POST",
        url: "/api/counseling-third-account/login",
        headers: other.headers.student,
        payload: body,
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe("No application service is connected to this site yet.");
    } finally {
      await none.close();
    }
  });
});
