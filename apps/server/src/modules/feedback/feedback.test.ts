import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { multipartBody, PDF, PNG } from "../../../test/helpers/upload-files";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
let parentId = 0;
let address = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  await createUser(db, { username: "admin", roles: ["super-admin"] });
  await createUser(db, { username: "staff", roles: ["staff"] });
  parentId = (await createUser(db, { username: "mom", roles: ["parent"], firstName: "美玲", lastName: "王" }))
    .id;
  for (const name of ["admin", "staff", "mom"]) auth[name] = await signIn(ctx.app, name);
});
afterAll(() => ctx.close());

// A fresh address per call, as visitors come from many places; the limit has its own test.
const from = (who?: string, ip = `10.7.${address >> 8}.${address++ & 255}`) => ({
  remoteAddress: ip,
  headers: who ? auth[who] : {},
});

async function uploadShot(who?: string, content = PNG, ip?: string) {
  const body = multipartBody([{ name: "file", filename: "screen.png", content }]);
  const { remoteAddress, headers } = from(who, ip);
  return ctx.app.inject({
    method: "POST",
    url: "/api/issue/file",
    payload: body.payload,
    headers: { ...body.headers, ...headers },
    remoteAddress,
  });
}

const send = (payload: object, who?: string, ip?: string) =>
  ctx.app.inject({ method: "POST", url: "/api/issue", payload, ...from(who, ip) });

const count = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from feedback_issues`))[0]
    ?.n;

describe("the feedback dialog's calls", () => {
  it("takes a visitor's report with a screenshot (created_by 0), private to the office", async () => {
    const shot = await uploadShot();
    expect(shot.statusCode).toBe(200);
    const url = shot.json().document.url as string;
    expect(url).toMatch(/^\/files\/\d+\/screen\.png$/);
    // Private: not for the public, nor for a signed-in parent; staff read it.
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).not.toBe(200);
    expect((await ctx.app.inject({ method: "GET", url, headers: auth.mom })).statusCode).not.toBe(200);
    expect((await ctx.app.inject({ method: "GET", url, headers: auth.staff })).statusCode).toBe(200);

    const res = await send({
      type: "Bug",
      description: "The enroll button does nothing",
      url: "http://localhost/enroll",
      page_title: "Enroll | EduBridge",
      file: url,
      created_by: 0,
    });
    expect(res.statusCode).toBe(200);
    const list = await ctx.app.inject({ method: "GET", url: "/api/issues", headers: auth.admin });
    expect(list.json().data[0]).toMatchObject({
      type: "Bug",
      description: "The enroll button does nothing",
      page_title: "Enroll | EduBridge",
      file: url,
      created_by: 0,
      created_by_name: null,
      status: "open",
    });
  });

  it("records the signed-in sender from the session, not from created_by", async () => {
    const res = await send(
      { type: "Advice", description: "Dark mode please", url: "/home", created_by: 1 },
      "mom",
    );
    expect(res.statusCode).toBe(200);
    const list = await ctx.app.inject({ method: "GET", url: "/api/issues?q=Dark", headers: auth.staff });
    expect(list.json().data[0]).toMatchObject({
      created_by: parentId,
      created_by_name: "王美玲",
      type: "Advice",
    });
  });

  it("grants nothing by knowing another upload's address: someone else's screenshot is refused", async () => {
    const mine = (await uploadShot("mom")).json().document.url as string;
    const before = await count();
    // A visitor (or another person) naming the parent's screenshot.
    const stolen = await send({ type: "Bug", description: "x", url: "/", file: mine });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.file).toEqual(["Please upload the screenshot again."]);
    expect(await count()).toBe(before);
    // The owner attaches it once; a second report with it is refused.
    expect((await send({ type: "Bug", description: "x", url: "/", file: mine }, "mom")).statusCode).toBe(200);
    expect((await send({ type: "Bug", description: "y", url: "/", file: mine }, "mom")).statusCode).toBe(422);
  });

  it("refuses a missing type, a non-image and a screenshot over 5 MB (in the reader's language)", async () => {
    const before = await count();
    const noType = await send({ description: "no type" });
    expect(noType.statusCode).toBe(422);
    expect(noType.json().errors.type).toEqual(["Please choose Bug or Advice."]);
    expect((await send({ type: "Other" })).statusCode).toBe(422);
    expect((await send({ type: "Bug", description: "a\u0000b" })).statusCode).toBe(422);
    expect(await count()).toBe(before);

    expect((await uploadShot(undefined, PDF)).statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const body = multipartBody([{ name: "file", filename: "big.png", content: big }]);
    const tooBig = await ctx.app.inject({
      method: "POST",
      url: "/api/issue/file",
      payload: body.payload,
      headers: { ...body.headers, "accept-language": "zh-TW" },
      remoteAddress: "10.8.0.1",
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe("檔案大小不能超過 5MB");
  });

  it("is rate-limited per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await send({ type: "Advice", description: `spam ${i}` }, undefined, "10.9.9.9")).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("lets the office triage: filter by status and mark done (audited)", async () => {
    const id = (await send({ type: "Bug", description: "triage me", url: "/x" })).json().id as number;
    const done = await ctx.app.inject({
      method: "PATCH",
      url: `/api/issue/${id}`,
      payload: { status: "done" },
      headers: auth.admin,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id, status: "done" });
    expect(done.json().done_at).toBeTruthy();
    const open = await ctx.app.inject({
      method: "GET",
      url: "/api/issues?status=open&q=triage",
      headers: auth.admin,
    });
    expect(open.json().data).toHaveLength(0);
    const closed = await ctx.app.inject({
      method: "GET",
      url: "/api/issues?status=done&q=triage",
      headers: auth.admin,
    });
    expect(closed.json().data.map((row: { id: number }) => row.id)).toEqual([id]);
    const [audit] = await queryRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_log where target_type = 'feedback_issue' and target_id = ${String(id)}`,
    );
    expect(audit?.action).toBe("feedback.done");
    expect(
      (
        await ctx.app.inject({
          method: "PATCH",
          url: "/api/issue/999999",
          payload: { status: "done" },
          headers: auth.admin,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("keeps the list to admins and staff", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/issues" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: "/api/issues", headers: auth.mom })).statusCode).toBe(
      403,
    );
  });
});
