import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/helpers/test-app";
import type { DatabaseHandle } from "../db/database";
import { installErrorHandling } from "./error-handler";
import { deleteExpiredIdempotencyKeys, registerIdempotency } from "./idempotency";
import { idempotencyKeys } from "./idempotency.table";

/**
 * A payment-like route: each run takes the next number, so a replayed answer is told apart from a
 * second run. The real money routes declare the same `config.idempotent`.
 */
let database: DatabaseHandle;
let app: FastifyInstance;
let runs = 0;
let failNext = false;

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify();
  installErrorHandling(app);
  registerIdempotency(app, database.db);
  app.decorateRequest("user", undefined as never);
  app.addHook("onRequest", async (request) => {
    const who = request.headers["x-user"];
    if (typeof who === "string") request.user = { id: Number(who) } as never;
  });
  app.post("/pay/:id", { config: { idempotent: true } as never }, async (request, reply) => {
    // Long enough for a parallel request with the same key to arrive while this one runs.
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (failNext) {
      failNext = false;
      return reply.code(503).send({ message: "down" });
    }
    runs += 1;
    return reply.code(201).send({ payment: runs, body: request.body, params: request.params });
  });
  app.post("/plain", async () => ({ payment: ++runs }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const pay = (key: string | undefined, body: unknown, user = "1", url = "/pay/7") =>
  app.inject({
    method: "POST",
    url,
    payload: body as object,
    headers: { "x-user": user, ...(key === undefined ? {} : { "idempotency-key": key }) },
  });

describe("Idempotency-Key on money-moving routes", () => {
  it("replays the first answer to a retry with the same key and body, running once", async () => {
    const first = await pay("k-1", { amount: 500, currency: "TWD" });
    expect(first.statusCode).toBe(201);
    const before = runs;
    // Same body, keys in another order: the same request.
    const retry = await pay("k-1", { currency: "TWD", amount: 500 });
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.headers["content-type"]).toMatch(/application\/json/);
    expect(runs).toBe(before);
  });

  it("refuses the same key with another body, path or query (409) and runs nothing", async () => {
    await pay("k-2", { amount: 500 });
    const before = runs;
    const other = await pay("k-2", { amount: 501 });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/different request/);
    expect((await pay("k-2", { amount: 500 }, "1", "/pay/8")).statusCode).toBe(409);
    // A DELETE's reason travels in the query (void a bill): another reason is another request.
    expect((await pay("k-2", { amount: 500 }, "1", "/pay/7?reason=other")).statusCode).toBe(409);
    expect(runs).toBe(before);
  });

  it("lets one of parallel requests with one key run; the others are told it is in progress (or, arriving after it ended, get its answer)", async () => {
    const before = runs;
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay("k-3", { amount: 1 })));
    expect(runs).toBe(before + 1);
    const done = answers.filter((a) => a.statusCode === 201);
    expect(done.length).toBeGreaterThanOrEqual(1);
    // On a loaded machine a request may arrive after the first finished: it gets the stored answer.
    for (const answer of done) expect(answer.json().payment).toBe(before + 1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5 - done.length);
    // Once done, a retry gets the stored answer.
    expect((await pay("k-3", { amount: 1 })).json().payment).toBe(before + 1);
  });

  it("keeps callers apart: another user's same key is a new request", async () => {
    const mine = await pay("k-4", { amount: 2 }, "1");
    const theirs = await pay("k-4", { amount: 2 }, "2");
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().payment).not.toBe(mine.json().payment);
  });

  it("forgets a 5xx so a retry runs again", async () => {
    failNext = true;
    expect((await pay("k-5", { amount: 3 })).statusCode).toBe(503);
    const before = runs;
    const retry = await pay("k-5", { amount: 3 });
    expect(retry.statusCode).toBe(201);
    expect(runs).toBe(before + 1);
  });

  it("runs every request without the header, and refuses a malformed key", async () => {
    const before = runs;
    await pay(undefined, { amount: 4 });
    await pay(undefined, { amount: 4 });
    expect(runs).toBe(before + 2);
    expect((await pay("bad key with spaces", { amount: 4 })).statusCode).toBe(400);
    expect((await pay("x".repeat(256), { amount: 4 })).statusCode).toBe(400);
    expect(runs).toBe(before + 2);
  });

  it("ignores the header on routes that are not idempotent", async () => {
    const a = await app.inject({ method: "POST", url: "/plain", headers: { "idempotency-key": "k-6" } });
    const b = await app.inject({ method: "POST", url: "/plain", headers: { "idempotency-key": "k-6" } });
    expect(b.json().payment).toBe(a.json().payment + 1);
  });

  it("keeps keys a day", async () => {
    await database.db.update(idempotencyKeys).set({ createdAt: new Date(Date.now() - 25 * 3600_000) });
    await pay("k-7", { amount: 5 });
    await deleteExpiredIdempotencyKeys(database.db);
    const left = await database.db.select().from(idempotencyKeys);
    expect(left.map((row) => row.key)).toEqual(["k-7"]);
  });
});
