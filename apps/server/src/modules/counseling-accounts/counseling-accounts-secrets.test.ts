import { Writable } from "node:stream";
import { counselingExportEndpoints } from "@edu/shared/counseling-exports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { auditLog } from "../audit/audit.table";
import { actorOf, makeRolePeople } from "./counseling-accounts.test-support";
import { type FakeApplicationService, startFakeApplicationService } from "./fake-application-service";
import { uploadApplicationData } from "./service-calls.service";

const PASSWORD = "Zq7-known-PASSWORD-甲乙丙";
const FORMS = [
  PASSWORD,
  Buffer.from(PASSWORD).toString("base64"),
  Buffer.from(PASSWORD).toString("base64url"),
  encodeURIComponent(PASSWORD),
  JSON.stringify(PASSWORD).slice(1, -1),
  // Its ASCII part alone, should anything escape the Chinese characters.
  "Zq7-known-PASSWORD",
];

let fake: FakeApplicationService;
let ctx: TestContext;
let people: Awaited<ReturnType<typeof makeRolePeople>>;
let log = "";

/**
 * The server log of the run: pino writes every line (trace level here) to its stream, which this replaces
 * with one that keeps the text. Request loggers are children made later and share the root's stream.
 */
function captureLog(app: TestContext["app"]) {
  const logger = app.log as unknown as Record<symbol, unknown>;
  const streamSymbol = Object.getOwnPropertySymbols(logger).find(
    (symbol) => symbol.description === "pino.stream",
  );
  if (!streamSymbol) throw new Error("pino's stream symbol not found: the log cannot be captured");
  logger[streamSymbol] = new Writable({
    write(chunk, _encoding, done) {
      log += String(chunk);
      done();
    },
  });
}

beforeAll(async () => {
  fake = await startFakeApplicationService();
  ctx = await createTestApp({
    APPLICATION_SERVICE_URL: fake.url,
    APPLICATION_SERVICE_TIMEOUT_MS: "300",
    LOG_LEVEL: "trace",
  });
  captureLog(ctx.app);
  people = await makeRolePeople(ctx.app, ctx.database.db, "secret");
  fake.accounts.set("common_app:ethan", PASSWORD);
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

describe("a stored password leaves the server only through the audited reveal", () => {
  it("is in no answer of any counseling route, nor in the log, the audit trail or the OpenAPI document", async () => {
    const bodies: string[] = [];
    const sid = people.ids.student;
    const ref = { student_user_id: sid, third_service_type: "common_app" };
    const send = async (
      person: keyof typeof people.headers,
      method: string,
      url: string,
      payload?: unknown,
      language = "en",
    ) => {
      const res = await ctx.app.inject({
        method: method as "GET",
        url,
        headers: { ...people.headers[person], "accept-language": language },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      bodies.push(`${method} ${url} ${res.statusCode}\n${JSON.stringify(res.headers)}\n${res.body}`);
      return res;
    };

    const saved = await send("student", "POST", "/api/counseling-third-account", {
      ...ref,
      account: "ethan",
      password: PASSWORD,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Refused writes carrying the password: the error answers do not echo it.
    expect(
      (
        await send("student", "POST", "/api/counseling-third-account", {
          ...ref,
          account: "e\u0000",
          password: PASSWORD,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await send("student", "POST", "/api/counseling-third-account", {
          ...ref,
          account: "ethan",
          password: `${PASSWORD}\u0001`,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await send("student", "POST", "/api/counseling-third-account", {
          ...ref,
          account: "ethan",
          password: PASSWORD.repeat(20),
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await send("parent", "POST", "/api/counseling-third-account", {
          ...ref,
          account: "ethan",
          password: PASSWORD,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await send("counselor", "POST", "/api/counseling-third-account", {
          ...ref,
          account: "ethan",
          password: "",
        })
      ).statusCode,
    ).toBe(200);

    for (const person of ["student", "parent", "counselor", "admin", "otherTeacher"] as const) {
      await send(person, "GET", `/api/counseling-third-accounts?student_user_id=${sid}`);
      await send(
        person,
        "GET",
        `/api/counseling-third-account?student_user_id=${sid}&third_service_type=common_app`,
      );
      await send(person, "GET", `/api/counseling-third-applications?student_user_id=${sid}`);
      await send(person, "GET", `/api/counseling-profile/${sid}`);
    }
    await send("counselor", "GET", "/api/counseling-profiles");
    await send("counselor", "PATCH", "/api/counseling-third-applications", {
      student_user_id: sid,
      user_counseling_third_applications: [{ third_service_type: "common_app", is_applying: 1 }],
    });

    // The service: a good login, calls, a retried call, a refused login, a hang.
    expect((await send("counselor", "POST", "/api/counseling-third-account/login", ref)).statusCode).toBe(
      200,
    );
    await send("counselor", "GET", `/api/common-app/colleges?student_user_id=${sid}&keyword=yale`);
    fake.failNext(500);
    expect(
      (
        await send("counselor", "POST", "/api/counseling-third-account/sync/colleges", {
          ...ref,
          colleges: [{ id: "CA-1002", name: "Yale University" }],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await send(
          "counselor",
          "POST",
          `/api/counseling-profile/send-counselor-invitation/${sid}`,
          {},
          "zh-TW",
        )
      ).statusCode,
    ).toBe(200);
    fake.refuseLoginsAfter(0);
    expect(
      (await send("student", "POST", "/api/counseling-third-account/login", ref, "zh-CN")).statusCode,
    ).toBe(400);
    fake.refuseLoginsAfter(undefined);
    fake.setHanging(true);
    expect((await send("student", "POST", "/api/counseling-third-account/login", ref)).statusCode).toBe(503);
    fake.setHanging(false);

    // The exports' routes (helper B's), where registered: the upload runs the same login.
    for (const endpoint of Object.values(counselingExportEndpoints)) {
      if (!ctx.app.hasRoute({ method: endpoint.method, url: endpoint.path })) continue;
      const url = endpoint.path.replace(":id", String(sid)).replace(":target", "common_app");
      const res = await send(
        "counselor",
        endpoint.method,
        url,
        endpoint.method === "GET" ? undefined : { target: "common_app", upload: 1 },
      );
      expect(res.statusCode, `${endpoint.method} ${url}: ${res.body.slice(0, 300)}`).toBe(200);
    }
    await uploadApplicationData(
      ctx.database.db,
      actorOf(people.ids.counselor, ["teacher"]),
      sid,
      "common_app",
      { ok: 1 },
      ctx,
    );

    // The one way out: a counselor's reveal, whose answer alone carries it.
    const revealed = await ctx.app.inject({
      method: "POST",
      url: "/api/counseling-third-account/reveal-password",
      headers: people.headers.counselor,
      payload: { ...ref, reason: "The student forgot it" },
    });
    expect(revealed.json().password).toBe(PASSWORD);
    await send("counselor", "GET", "/api/openapi.json");

    // Every form went through the fake: the service saw the password, nothing else did.
    expect(fake.calls.some((call) => call.username === "ethan")).toBe(true);
    const audit = JSON.stringify(await ctx.database.db.select().from(auditLog));
    expect(audit).toContain("password_revealed");
    expect(log).toContain("request completed");
    expect(log).toContain("/api/counseling-third-account/reveal-password");
    expect(bodies.length).toBeGreaterThan(30);
    for (const form of FORMS) {
      for (const body of bodies) expect(body.includes(form), `${form} in ${body.slice(0, 200)}`).toBe(false);
      expect(log.includes(form), `${form} in the log`).toBe(false);
      expect(audit.includes(form), `${form} in the audit trail`).toBe(false);
    }
  });
});
