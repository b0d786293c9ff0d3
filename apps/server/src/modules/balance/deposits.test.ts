import { ORDER_STATUS } from "@edu/shared";
import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEcpaySimulator } from "../../../test/helpers/ecpay-simulator";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { buildApp } from "../../app";
import { installationSecret } from "../../db/installation-secrets";
import { queryRows } from "../../db/query-rows";
import { runJobOutboxOnce } from "../../jobs";
import { jobHandlers } from "../../jobs/job-handlers";
import { orderItems, orders } from "../billing/orders.table";
import { runSystemTodosOnce } from "../todos";
import { balanceDeposits } from "./balance.table";
import { SETTLE_AFTER_DEPOSIT } from "./deposit-jobs";
import { applyProviderEvent } from "./provider-notices.service";
import { cardDepositsNotice, configuredSandbox, providersFromConfig } from "./providers/configured";
import { checkMacValue } from "./providers/ecpay";
import { SANDBOX_SECRET_NAME } from "./providers/sandbox.provider";

/** The secret the sandbox used to have for every installation (it was published in the code, so it must no longer verify). */
const OLD_CONSTANT_SECRET = "sandbox-webhook-secret-not-for-production";
const STRIPE_SECRET = "whsec_stripe_for_tests_0123456789";
const ECPAY = {
  ECPAY_MERCHANT_ID: "3002607",
  ECPAY_HASH_KEY: "pwFHCqoQZGmho4w6",
  ECPAY_HASH_IV: "EkRm7iFT261dpevs",
};
const stripeOffline = new Stripe("sk_test_offline");

const sign = (body: string, secret: string) =>
  stripeOffline.webhooks.generateTestHeaderString({ payload: body, secret });

/** A checkout.session.completed event as Stripe (and the sandbox) send it. */
const completedEvent = (eventId: string, sessionId: string, amount: number, currency: string) =>
  JSON.stringify({
    id: eventId,
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: sessionId,
        object: "checkout.session",
        payment_status: "paid",
        amount_total: amount,
        currency,
      },
    },
  });

const deliverTo = (ctx: TestContext, path: string, body: string, signature?: string) =>
  ctx.app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/json", ...(signature && { "stripe-signature": signature }) },
    payload: body,
  });

const entriesOf = async (ctx: TestContext, parentUserId: number) =>
  queryRows<{ kind: string; amount: number; order_id: number | null; deposit_id: number | null }>(
    ctx.database.db,
    sql`select kind, amount::int as amount, order_id, deposit_id from balance_entries where parent_user_id = ${parentUserId} order by id`,
  );

const noticesOf = (ctx: TestContext, provider: string) =>
  queryRows<{
    id: number;
    event_id: string;
    deposit_id: number | null;
    provider_ref: string | null;
    amount: number | null;
    currency: string | null;
    outcome: string;
  }>(
    ctx.database.db,
    sql`select id, event_id, deposit_id, provider_ref, amount::int as amount, currency, outcome
        from balance_provider_events where provider = ${provider} order by id`,
  );

const todosLike = (ctx: TestContext, key: string) =>
  queryRows<{ source_key: string; status: number; title: string; url: string }>(
    ctx.database.db,
    sql`select source_key, status, title, url from todos where source_key like ${key} order by id`,
  );

/** A bill of one manual line straight in the database (sent unless told otherwise). */
async function makeBill(ctx: TestContext, parentUserId: number, price: number, sent = true) {
  const [order] = await ctx.database.db
    .insert(orders)
    .values({
      parentUserId,
      title: `Bill for ${price}`,
      receivableDate: "2026-11-01",
      priceCurrency: "TWD",
      totalPrice: price,
      differencePriceCurrency: "TWD",
      sentAt: sent ? new Date() : null,
      status: sent ? ORDER_STATUS.payment_pending : ORDER_STATUS.created,
    })
    .returning();
  if (!order) throw new Error("no order");
  await ctx.database.db.insert(orderItems).values({
    orderId: order.id,
    type: "manual",
    title: "Tuition",
    price,
    priceCurrency: "TWD",
    convertedPrice: price,
  });
  return order.id;
}

const billStatus = async (ctx: TestContext, id: number) =>
  (await queryRows<{ status: number }>(ctx.database.db, sql`select status from orders where id = ${id}`))[0]
    ?.status;

async function setUp(env: Record<string, string>) {
  const ctx = await createTestApp(env);
  const auth: Record<string, { authorization: string }> = {};
  const ids: Record<string, number> = {};
  for (const [username, role] of [
    ["super-admin", "super-admin"],
    ["staff", "staff"],
    ["teacher", "teacher"],
    ["parent", "parent"],
    ["parent2", "parent"],
    ["student", "student"],
  ] as const) {
    ids[username] = (await createUser(ctx.database.db, { username, roles: [role] })).id;
    auth[username] = { authorization: (await signIn(ctx.app, username)).authorization };
  }
  const call = (method: "GET" | "POST", url: string, payload?: object, who = "parent") =>
    ctx.app.inject({
      method,
      url,
      headers: who === "anonymous" ? {} : auth[who],
      ...(payload && { payload }),
    });
  return { ctx, ids, call };
}

describe("card deposits through the local sandbox (PAYMENT_SANDBOX on: tests; the installation's secret)", () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  /** The sandbox's webhook secret: made at random for this database, read from it. */
  const secret = () => installationSecret(s.ctx.database.db, SANDBOX_SECRET_NAME);
  const deliver = (body: string, signature?: string) =>
    deliverTo(s.ctx, "/api/balance/webhook/sandbox", body, signature);
  beforeAll(async () => {
    s = await setUp({ PUBLIC_URL: "https://edu.example" });
  });
  afterAll(() => s.ctx.close());

  it("checkout → Pay credits once as test money; the success page's reads never credit; a second delivery is a no-op", async () => {
    const { call, ids, ctx } = s;
    expect((await call("GET", "/api/balance/deposit/providers")).json()).toEqual({
      card: "sandbox",
      ecpay: false,
    });
    const start = await call("POST", "/api/balance/deposit", { amount: 300_000, currency: "TWD" });
    expect(start.statusCode, start.body).toBe(200);
    const { deposit, redirect_url, form } = start.json();
    expect(deposit).toMatchObject({
      status: "open",
      provider: "sandbox",
      amount: 300_000,
      entry_id: null,
      test_money: true,
    });
    expect(form).toBeNull();
    expect(redirect_url).toMatch(/^\/stripe\/sandbox\/sbx_[0-9a-f]{32}$/);
    const sessionId = redirect_url.split("/").pop();

    // /stripe/success reads the state as often as it likes: nothing is credited
    for (let i = 0; i < 3; i++) {
      expect((await call("GET", `/api/balance/deposit/${deposit.id}`)).json()).toMatchObject({
        status: "open",
      });
    }
    expect(await entriesOf(ctx, ids.parent ?? 0)).toEqual([]);
    expect(
      (await call("GET", `/api/balance/sandbox/checkout/${sessionId}`, undefined, "student")).statusCode,
    ).toBe(403);
    expect((await call("GET", `/api/balance/sandbox/checkout/${sessionId}`)).json()).toMatchObject({
      amount: 300_000,
      currency: "TWD",
      status: "open",
    });

    const paid = await call("POST", `/api/balance/sandbox/checkout/${sessionId}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: "paid", deposit_id: deposit.id });
    expect((await call("POST", `/api/balance/sandbox/checkout/${sessionId}/pay`)).statusCode).toBe(409);
    const after = (await call("GET", `/api/balance/deposit/${deposit.id}`)).json();
    expect(after).toMatchObject({ status: "paid", test_money: true });
    expect(after.entry_id).toEqual(expect.any(Number));
    // Test money says so in the ledger itself: its own kind, on every page that lists entries.
    expect(await entriesOf(ctx, ids.parent ?? 0)).toEqual([
      { kind: "sandbox_deposit", amount: 300_000, order_id: null, deposit_id: deposit.id },
    ]);
    expect((await call("GET", `/api/balance/parent/${ids.parent}/entries`)).json().data[0]).toMatchObject({
      kind: "sandbox_deposit",
      deposit_id: deposit.id,
    });
    expect((await call("GET", "/api/balance/mine")).json().accounts).toEqual([
      { currency: "TWD", available: 300_000, pending: 0 },
    ]);
  });

  it("the credit's reason is a code answered in the reader's language, never an English sentence", async () => {
    const { call, ids, ctx } = s;
    const start = (await call("POST", "/api/balance/deposit", { amount: 120_000, currency: "TWD" })).json();
    const sessionId = start.redirect_url.split("/").pop();
    expect((await call("POST", `/api/balance/sandbox/checkout/${sessionId}/pay`)).statusCode).toBe(200);
    const url = `/api/balance/parent/${ids.parent}/entries`;
    const read = async (lang: string) =>
      (
        await ctx.app.inject({
          method: "GET",
          url,
          headers: {
            authorization: (await signIn(ctx.app, "parent")).authorization,
            "accept-language": lang,
          },
        })
      )
        .json()
        .data.find((entry: { deposit_id: number }) => entry.deposit_id === start.deposit.id);
    const zhTW = await read("zh-TW");
    expect(zhTW).toMatchObject({
      reason_code: "deposit",
      reason_params: { provider: "sandbox", ref: sessionId },
      reason: `測試卡（沙盒）儲值（${sessionId}）`,
    });
    expect((await read("zh-CN")).reason).toBe(`测试卡（沙盒）充值（${sessionId}）`);
    expect((await read("en")).reason).toBe(`Test card (sandbox) deposit (${sessionId})`);
    const single = await ctx.app.inject({
      method: "GET",
      url: `/api/balance/parent/${ids.parent}/balanceTransaction/${zhTW.id}`,
      headers: { authorization: (await signIn(ctx.app, "parent")).authorization, "accept-language": "zh-TW" },
    });
    expect(single.json().reason).toBe(`測試卡（沙盒）儲值（${sessionId}）`);
  });

  it("a webhook delivered twice (and in parallel) credits once; a bad signature or the old constant secret is 400 and credits nothing", async () => {
    const { call, ids, ctx } = s;
    const start = (await call("POST", "/api/balance/deposit", { amount: 1_050, currency: "USD" })).json();
    const sessionId = start.redirect_url.split("/").pop();
    const body = completedEvent("evt_test_twice", sessionId, 1_050, "usd");

    expect((await deliver(body, sign(body, "whsec_someone_else_0123456789"))).statusCode).toBe(400);
    expect((await deliver(body, sign(body, OLD_CONSTANT_SECRET))).statusCode).toBe(400);
    expect((await deliver(body, "t=1,v1=00")).statusCode).toBe(400);
    expect((await deliver(body.replace("1050", "9999999"), sign(body, await secret()))).statusCode).toBe(400);
    expect((await deliver(body)).statusCode).toBe(400);
    expect((await call("GET", `/api/balance/deposit/${start.deposit.id}`)).json().status).toBe("open");
    // A notice that does not verify is not a notice: nothing is stored.
    expect((await noticesOf(ctx, "sandbox")).filter((n) => n.event_id === "evt_test_twice")).toEqual([]);

    const signature = sign(body, await secret());
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(body, signature)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.json().outcome).sort()).toEqual([
      "credited",
      "duplicate",
      "duplicate",
      "duplicate",
      "duplicate",
    ]);
    expect((await deliver(body, signature)).json().outcome).toBe("duplicate");
    const usd = (await entriesOf(ctx, ids.parent ?? 0)).filter((e) => e.deposit_id === start.deposit.id);
    expect(usd).toHaveLength(1);
    expect((await noticesOf(ctx, "sandbox")).filter((n) => n.event_id === "evt_test_twice")).toEqual([
      {
        id: expect.any(Number),
        event_id: "evt_test_twice",
        deposit_id: start.deposit.id,
        provider_ref: sessionId,
        amount: 1_050,
        currency: "USD",
        outcome: "credited",
      },
    ]);
    expect((await call("GET", "/api/balance/mine")).json().accounts).toContainEqual({
      currency: "USD",
      available: 1_050,
      pending: 0,
    });
  });

  it("two apps on one database sign and verify with the same installation secret", async () => {
    const { call, ctx } = s;
    // Two "processes" reading the secret for the first time at once agree on it.
    const [a, b] = [
      configuredSandbox(ctx.database.db, ctx.config),
      configuredSandbox(ctx.database.db, ctx.config),
    ];
    const session = { id: "sbx_bothprocesses", amount: 100, currency: "USD", depositId: 1 };
    const [fromA, fromB] = await Promise.all([a.signedEvent(session), b.signedEvent(session)]);
    await expect(b.verifyWebhook(fromA.body, { "stripe-signature": fromA.signature })).resolves.toMatchObject(
      {
        type: "paid",
      },
    );
    await expect(a.verifyWebhook(fromB.body, { "stripe-signature": fromB.signature })).resolves.toMatchObject(
      {
        type: "paid",
      },
    );
    expect(await secret()).not.toBe(OLD_CONSTANT_SECRET);

    // A second app on the same database credits a notice signed in another process, and its Pay
    // button's notice is accepted by the first app's webhook.
    const second = await buildApp({ config: ctx.config, database: ctx.database });
    try {
      await second.ready();
      const start = (await call("POST", "/api/balance/deposit", { amount: 2_000, currency: "USD" })).json();
      const notice = await a.signedEvent({
        id: start.redirect_url.split("/").pop(),
        amount: 2_000,
        currency: "USD",
        depositId: start.deposit.id,
      });
      const answer = await second.inject({
        method: "POST",
        url: "/api/balance/webhook/sandbox",
        headers: { "content-type": "application/json", "stripe-signature": notice.signature },
        payload: notice.body,
      });
      expect(answer.json()).toEqual({ received: true, outcome: "credited" });
      const other = await b.signedEvent({
        id: "sbx_unknownsession1",
        amount: 1,
        currency: "USD",
        depositId: 0,
      });
      expect((await deliver(other.body, other.signature)).json()).toEqual({
        received: true,
        outcome: "unknown_deposit",
      });
    } finally {
      await second.close();
    }
  });

  it("validates the deposit (422, nothing written) and guards who may start and read it", async () => {
    const { call, ctx } = s;
    const count = async () => (await ctx.database.db.select().from(balanceDeposits)).length;
    const before = await count();
    for (const bad of [
      { amount: 0, currency: "TWD" },
      { amount: -100, currency: "TWD" },
      { amount: "100", currency: "TWD" },
      { amount: 150, currency: "TWD" }, // TWD in whole units
      { amount: 100, currency: "EUR" },
      { amount: 10_000, currency: "TWD", provider: "ecpay" }, // not configured here
    ]) {
      const res = await call("POST", "/api/balance/deposit", bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect(await count()).toBe(before);
    expect(
      (await call("POST", "/api/balance/deposit", { amount: 100, currency: "USD" }, "anonymous")).statusCode,
    ).toBe(401);
    expect(
      (await call("POST", "/api/balance/deposit", { amount: 100, currency: "USD" }, "teacher")).statusCode,
    ).toBe(403);
    const mine = (await call("POST", "/api/balance/deposit", { amount: 100, currency: "USD" })).json();
    expect(
      (await call("GET", `/api/balance/deposit/${mine.deposit.id}`, undefined, "student")).statusCode,
    ).toBe(403);
    expect(
      (await call("GET", `/api/balance/deposit/${mine.deposit.id}`, undefined, "staff")).statusCode,
    ).toBe(200);
    // Stripe's route is off while Stripe is not configured
    expect((await deliverTo(ctx, "/api/balance/webhook/stripe", "{}")).statusCode).toBe(400);
  });

  it("a deposit names only a bill its parent may read: another family's, a draft or a missing one is 422 order_id, nothing stored", async () => {
    const { call, ctx, ids } = s;
    const count = async () => (await ctx.database.db.select().from(balanceDeposits)).length;
    const own = await makeBill(ctx, ids.parent ?? 0, 100_000);
    const draft = await makeBill(ctx, ids.parent ?? 0, 100_000, false);
    const others = await makeBill(ctx, ids.parent2 ?? 0, 100_000);
    const before = await count();
    for (const orderId of [others, draft, 987_654]) {
      const res = await call("POST", "/api/balance/deposit", {
        amount: 100_000,
        currency: "TWD",
        order_id: orderId,
      });
      expect(res.statusCode, `order ${orderId}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(["order_id"]);
    }
    expect(await count()).toBe(before);
    const ok = await call("POST", "/api/balance/deposit", {
      amount: 100_000,
      currency: "TWD",
      order_id: own,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().deposit.order_id).toBe(own);
    // The other family's parent may name their own bill.
    const theirs = await call(
      "POST",
      "/api/balance/deposit",
      { amount: 100_000, currency: "TWD", order_id: others },
      "parent2",
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
  });
});

describe("no card provider (SEED_DEMO=false, no Stripe keys: the sandbox is off)", () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp({ SEED_DEMO: "false", PUBLIC_URL: "https://edu.example" });
  });
  afterAll(() => s.ctx.close());

  it("offers no card deposit, refuses one (422 provider), and its sandbox routes credit nothing, not even a notice signed with the old constant", async () => {
    const { call, ctx, ids } = s;
    expect(ctx.config.PAYMENT_SANDBOX).toBe(false);
    expect(cardDepositsNotice(providersFromConfig(ctx.config, ctx.database.db))).toMatch(
      /^card deposits are off: .*PAYMENT_SANDBOX/,
    );
    expect((await call("GET", "/api/balance/deposit/providers")).json()).toEqual({
      card: null,
      ecpay: false,
    });
    const refused = await call("POST", "/api/balance/deposit", { amount: 100_000, currency: "TWD" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.provider).toEqual(["This payment method is not available."]);

    // A sandbox deposit left from before (e.g. demo data): the sandbox's routes do not know it any more.
    const [row] = await ctx.database.db
      .insert(balanceDeposits)
      .values({
        parentUserId: ids.parent ?? 0,
        currency: "TWD",
        amount: 100_000,
        provider: "sandbox",
        providerRef: "sbx_leftover0123456789",
      })
      .returning();
    expect((await call("GET", "/api/balance/sandbox/checkout/sbx_leftover0123456789")).statusCode).toBe(404);
    expect((await call("POST", "/api/balance/sandbox/checkout/sbx_leftover0123456789/pay")).statusCode).toBe(
      404,
    );
    const forged = completedEvent("evt_forged", "sbx_leftover0123456789", 100_000, "twd");
    const answer = await deliverTo(
      ctx,
      "/api/balance/webhook/sandbox",
      forged,
      sign(forged, OLD_CONSTANT_SECRET),
    );
    expect(answer.statusCode).toBe(400);
    expect((await call("GET", `/api/balance/deposit/${row?.id}`)).json().status).toBe("open");
    expect(await entriesOf(ctx, ids.parent ?? 0)).toEqual([]);
    expect(await noticesOf(ctx, "sandbox")).toEqual([]);
  });
});

describe("Stripe webhook (Stripe configured)", () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp({ STRIPE_SECRET_KEY: "sk_test_not_called", STRIPE_WEBHOOK_SECRET: STRIPE_SECRET });
  });
  afterAll(() => s.ctx.close());

  it("verifies the signature with stripe.webhooks.constructEvent and credits by event id once", async () => {
    const { call, ids, ctx } = s;
    expect((await call("GET", "/api/balance/deposit/providers")).json()).toEqual({
      card: "stripe",
      ecpay: false,
    });
    const [deposit] = await ctx.database.db
      .insert(balanceDeposits)
      .values({
        parentUserId: ids.parent ?? 0,
        currency: "TWD",
        amount: 120_000,
        provider: "stripe",
        providerRef: "cs_test_123",
      })
      .returning();
    const body = JSON.stringify({
      id: "evt_1Stripe",
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: "cs_test_123",
          object: "checkout.session",
          payment_status: "paid",
          amount_total: 120_000,
          currency: "twd",
        },
      },
    });
    const post = (signature: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/balance/webhook/stripe",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        payload: body,
      });
    expect((await post(sign(body, OLD_CONSTANT_SECRET))).statusCode).toBe(400);
    expect(await entriesOf(ctx, ids.parent ?? 0)).toEqual([]);
    expect((await post(sign(body, STRIPE_SECRET))).json()).toEqual({ received: true, outcome: "credited" });
    expect((await post(sign(body, STRIPE_SECRET))).json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await entriesOf(ctx, ids.parent ?? 0)).toEqual([
      { kind: "deposit", amount: 120_000, order_id: null, deposit_id: deposit?.id },
    ]);
    // Notices that are not a payment are kept too, with what became of them.
    const created = JSON.stringify({
      id: "evt_2Created",
      object: "event",
      type: "checkout.session.created",
      data: { object: { id: "cs_test_123", object: "checkout.session", payment_status: "unpaid" } },
    });
    expect(
      (await deliverTo(ctx, "/api/balance/webhook/stripe", created, sign(created, STRIPE_SECRET))).json(),
    ).toEqual({
      received: true,
      outcome: "ignored",
    });
    expect(
      (await noticesOf(ctx, "stripe")).map((n) => [n.event_id, n.provider_ref, n.amount, n.outcome]),
    ).toEqual([
      ["evt_1Stripe", "cs_test_123", 120_000, "credited"],
      ["evt_2Created", "cs_test_123", null, "ignored"],
    ]);
    // the sandbox is off when Stripe is configured
    expect((await call("GET", "/api/balance/sandbox/checkout/sbx_abcdefgh12345678")).statusCode).toBe(404);
  });
});

describe("ECPay (ATM / convenience store) against a local simulator", () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  let sim: ReturnType<typeof createEcpaySimulator>;
  beforeAll(async () => {
    s = await setUp({ ...ECPAY, PUBLIC_URL: "https://edu.example" });
    sim = createEcpaySimulator({
      app: s.ctx.app,
      hashKey: ECPAY.ECPAY_HASH_KEY,
      hashIv: ECPAY.ECPAY_HASH_IV,
    });
  });
  afterAll(() => s.ctx.close());

  it("CheckMacValue matches ECPay's documented example and the simulator's own computation", () => {
    const fields = {
      ChoosePayment: "ALL",
      EncryptType: "1",
      ItemName: "Apple iphone 15",
      MerchantID: "3002607",
      MerchantTradeDate: "2023/03/12 15:30:23",
      MerchantTradeNo: "ecpay20230312153023",
      PaymentType: "aio",
      ReturnURL: "https://www.ecpay.com.tw/receive.php",
      TotalAmount: "30000",
      TradeDesc: "促銷方案",
    };
    const expected = "6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840";
    expect(checkMacValue(fields, ECPAY.ECPAY_HASH_KEY, ECPAY.ECPAY_HASH_IV)).toBe(expected);
    expect(sim.mac(fields)).toBe(expected);
    const odd = { ...fields, ItemName: "Math (A*B) ~ it's 100% 'fun'! 數學", TradeDesc: "a+b=c & d" };
    expect(checkMacValue(odd, ECPAY.ECPAY_HASH_KEY, ECPAY.ECPAY_HASH_IV)).toBe(sim.mac(odd));
  });

  it("ATM for a bill: info notice, SimulatePaid ignored, bad CheckMacValue refused, paid credits once; the outbox then pays the bill", async () => {
    const { call, ids, ctx } = s;
    const bill = await makeBill(ctx, ids.parent ?? 0, 250_000);
    const start = await call("POST", "/api/balance/deposit", {
      amount: 250_000,
      currency: "TWD",
      provider: "ecpay",
      method: "ATM",
      order_id: bill,
    });
    expect(start.statusCode, start.body).toBe(200);
    const { deposit, form } = start.json();
    expect(deposit.test_money).toBe(false);
    expect(form.action).toBe("https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5");
    expect(form.fields).toMatchObject({
      MerchantID: "3002607",
      TotalAmount: "2500",
      ChoosePayment: "ATM",
      ReturnURL: "https://edu.example/api/balance/ecpay/notice",
      PaymentInfoURL: "https://edu.example/api/balance/ecpay/notice",
    });
    expect(form.fields.MerchantTradeNo).toMatch(/^[A-Za-z0-9]{1,20}$/);
    const trade = sim.receiveCheckout(form.fields);

    const info = await sim.paymentInfo(trade);
    expect(info.statusCode).toBe(200);
    expect(info.body).toBe("1|OK");
    expect((await call("GET", `/api/balance/deposit/${deposit.id}`)).json()).toMatchObject({
      status: "open",
      payment_info: { BankCode: "812", vAccount: "9103522850000001" },
    });

    const simulated = await sim.paid(trade, { simulate: true });
    expect(simulated.body).toBe("1|OK");
    expect(await entriesOf(ctx, ids.parent ?? 0)).toEqual([]);

    const forged = await sim.paid(trade, { tamper: (f) => Object.assign(f, { TradeAmt: "999999" }) });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toBe("0|CheckMacValue error");
    expect(await entriesOf(ctx, ids.parent ?? 0)).toEqual([]);

    const paid = await sim.paid(trade);
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toBe("1|OK");
    const again = await sim.paid(trade);
    expect(again.body).toBe("1|OK");
    expect(await entriesOf(ctx, ids.parent ?? 0)).toEqual([
      { kind: "deposit", amount: 250_000, order_id: bill, deposit_id: deposit.id },
    ]);
    expect((await call("GET", `/api/balance/deposit/${deposit.id}`)).json()).toMatchObject({
      status: "paid",
    });
    const ref = form.fields.MerchantTradeNo;
    expect(
      (await noticesOf(ctx, "ecpay"))
        .filter((n) => n.provider_ref === ref)
        .map((n) => [n.event_id, n.amount, n.outcome]),
    ).toEqual([
      [`${ref}:${trade.tradeNo}:info:2`, null, "info"],
      [`${ref}:${trade.tradeNo}:simulated`, null, "ignored"],
      [`${ref}:${trade.tradeNo}`, 250_000, "credited"],
    ]);

    // Settling the bill was queued with the credit; the outbox runner pays it from that credit.
    expect(await billStatus(ctx, bill)).toBe(ORDER_STATUS.payment_pending);
    const [job] = await queryRows<{ status: string; payload: Record<string, unknown> }>(
      ctx.database.db,
      sql`select status, payload from job_outbox where kind = ${SETTLE_AFTER_DEPOSIT}`,
    );
    expect(job).toEqual({
      status: "pending",
      payload: { deposit_id: deposit.id, order_id: bill, parent_user_id: ids.parent, currency: "TWD" },
    });
    expect(
      await runJobOutboxOnce(
        ctx.database.db,
        // A moment ahead: run_after is the database's clock in microseconds, Date JavaScript's in milliseconds.
        new Date(Date.now() + 1000),
        jobHandlers({ timeZone: ctx.config.SCHOOL_TIME_ZONE }),
      ),
    ).toMatchObject({ done: 1 });
    expect(await billStatus(ctx, bill)).toBe(ORDER_STATUS.paid);
    expect(await entriesOf(ctx, ids.parent ?? 0)).toEqual([
      { kind: "deposit", amount: 250_000, order_id: bill, deposit_id: deposit.id },
      { kind: "bill_payment", amount: -250_000, order_id: bill, deposit_id: null },
    ]);
    expect(
      await runJobOutboxOnce(
        ctx.database.db,
        new Date(),
        jobHandlers({ timeZone: ctx.config.SCHOOL_TIME_ZONE }),
      ),
    ).toMatchObject({ done: 0 });
  });

  it("a paid notice for another amount is kept as a mismatch with a to-do, credits nothing, and its retry is a no-op", async () => {
    const { call, ids, ctx } = s;
    const start = (
      await call("POST", "/api/balance/deposit", {
        amount: 10_000,
        currency: "TWD",
        provider: "ecpay",
        method: "CVS",
      })
    ).json();
    expect(start.form.fields).toMatchObject({ ChoosePayment: "CVS", TotalAmount: "100" });
    const trade = sim.receiveCheckout(start.form.fields);
    expect((await sim.paymentInfo(trade)).body).toBe("1|OK");
    expect((await sim.paid(trade, { amount: "99" })).body).toBe("1|OK");
    expect((await call("GET", `/api/balance/deposit/${start.deposit.id}`)).json()).toMatchObject({
      status: "open",
      payment_info: { PaymentNo: "LLL22251222" },
    });
    expect((await entriesOf(ctx, ids.parent ?? 0)).filter((e) => e.deposit_id === start.deposit.id)).toEqual(
      [],
    );
    const ref = start.form.fields.MerchantTradeNo;
    const mismatch = (await noticesOf(ctx, "ecpay")).filter((n) => n.outcome === "mismatch");
    expect(mismatch).toEqual([
      {
        id: expect.any(Number),
        event_id: `${ref}:${trade.tradeNo}`,
        deposit_id: start.deposit.id,
        provider_ref: ref,
        amount: 9_900,
        currency: "TWD",
        outcome: "mismatch",
      },
    ]);
    const key = `event:payment_notice:${mismatch[0]?.id}`;
    expect(await todosLike(ctx, key)).toEqual([
      {
        source_key: key,
        status: 0,
        title: expect.stringContaining(`#${start.deposit.id}`),
        url: `/balance?parent=${ids.parent}`,
      },
    ]);

    // The provider's retry of the same notice: answered OK, nothing more stored, opened or credited.
    expect((await sim.paid(trade, { amount: "99" })).body).toBe("1|OK");
    expect((await noticesOf(ctx, "ecpay")).filter((n) => n.outcome === "mismatch")).toHaveLength(1);
    expect(await todosLike(ctx, "event:payment_notice:%")).toHaveLength(1);
    // The to-do stays until a person closes it (the system's sweep leaves it open).
    await runSystemTodosOnce(ctx.database.db);
    expect((await todosLike(ctx, key))[0]?.status).toBe(0);
    expect((await entriesOf(ctx, ids.parent ?? 0)).filter((e) => e.deposit_id === start.deposit.id)).toEqual(
      [],
    );

    const usd = await call("POST", "/api/balance/deposit", {
      amount: 10_000,
      currency: "USD",
      provider: "ecpay",
    });
    expect(usd.statusCode).toBe(422);
    expect(usd.json().errors.currency).toBeTruthy();
  });

  it("a paid notice naming no deposit of ours is kept (unknown_deposit) and opens a to-do; its retry is a no-op", async () => {
    const { ctx } = s;
    const event = {
      type: "paid",
      eventId: "NOSUCHTRADE:T9",
      providerRef: "NOSUCHTRADE",
      amount: 50_000,
      currency: "TWD",
    } as const;
    expect(await applyProviderEvent(ctx.database.db, "ecpay", event)).toBe("unknown_deposit");
    expect(await applyProviderEvent(ctx.database.db, "ecpay", event)).toBe("duplicate");
    const [notice] = (await noticesOf(ctx, "ecpay")).filter((n) => n.event_id === "NOSUCHTRADE:T9");
    expect(notice).toMatchObject({ deposit_id: null, amount: 50_000, outcome: "unknown_deposit" });
    expect(await todosLike(ctx, `event:payment_notice:${notice?.id}`)).toHaveLength(1);
  });
});
