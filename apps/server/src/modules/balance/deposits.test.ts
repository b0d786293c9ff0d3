import { sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEcpaySimulator } from "../../../test/helpers/ecpay-simulator";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { balanceDeposits } from "./balance.table";
import { applyProviderEvent } from "./deposits.service";
import { checkMacValue } from "./providers/ecpay";

const SANDBOX_SECRET = "whsec_sandbox_for_tests_0123456789";
const STRIPE_SECRET = "whsec_stripe_for_tests_0123456789";
const ECPAY = {
  ECPAY_MERCHANT_ID: "3002607",
  ECPAY_HASH_KEY: "pwFHCqoQZGmho4w6",
  ECPAY_HASH_IV: "EkRm7iFT261dpevs",
};
const stripeOffline = new Stripe("sk_test_offline");

const sign = (body: string, secret: string) =>
  stripeOffline.webhooks.generateTestHeaderString({ payload: body, secret });

const entriesOf = async (ctx: TestContext, parentUserId: number) =>
  queryRows<{ kind: string; amount: number; order_id: number | null; deposit_id: number | null }>(
    ctx.database.db,
    sql`select kind, amount::int as amount, order_id, deposit_id from balance_entries where parent_user_id = ${parentUserId} order by id`,
  );

async function setUp(env: Record<string, string>) {
  const ctx = await createTestApp(env);
  const auth: Record<string, { authorization: string }> = {};
  const ids: Record<string, number> = {};
  for (const role of ["super-admin", "staff", "teacher", "parent", "student"] as const) {
    ids[role] = (await createUser(ctx.database.db, { username: role, roles: [role] })).id;
    auth[role] = { authorization: (await signIn(ctx.app, role)).authorization };
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

describe("card deposits through the local sandbox (Stripe not configured)", () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp({ PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET, PUBLIC_URL: "https://edu.example" });
  });
  afterAll(() => s.ctx.close());

  it("checkout → Pay credits once; the success page's reads never credit; a second delivery is a no-op", async () => {
    const { call, ids, ctx } = s;
    expect((await call("GET", "/api/balance/deposit/providers")).json()).toEqual({
      card: "sandbox",
      ecpay: false,
    });
    const start = await call("POST", "/api/balance/deposit", { amount: 300_000, currency: "TWD" });
    expect(start.statusCode, start.body).toBe(200);
    const { deposit, redirect_url, form } = start.json();
    expect(deposit).toMatchObject({ status: "open", provider: "sandbox", amount: 300_000, entry_id: null });
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
    expect(after).toMatchObject({ status: "paid" });
    expect(after.entry_id).toEqual(expect.any(Number));
    expect(await entriesOf(ctx, ids.parent ?? 0)).toEqual([
      { kind: "deposit", amount: 300_000, order_id: null, deposit_id: deposit.id },
    ]);
    expect((await call("GET", "/api/balance/mine")).json().accounts).toEqual([
      { currency: "TWD", available: 300_000, pending: 0 },
    ]);
  });

  it("a webhook delivered twice (and in parallel) credits once; a bad signature is 400 and credits nothing", async () => {
    const { call, ids, ctx } = s;
    const start = (await call("POST", "/api/balance/deposit", { amount: 1_050, currency: "USD" })).json();
    const sessionId = start.redirect_url.split("/").pop();
    const body = JSON.stringify({
      id: "evt_test_twice",
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: sessionId,
          object: "checkout.session",
          payment_status: "paid",
          amount_total: 1_050,
          currency: "usd",
        },
      },
    });
    const deliver = (signature: string, payload = body) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/balance/webhook/sandbox",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        payload,
      });

    const forged = await deliver(sign(body, "whsec_someone_else_0123456789"));
    expect(forged.statusCode).toBe(400);
    expect((await deliver("t=1,v1=00")).statusCode).toBe(400);
    expect((await deliver(sign(body, SANDBOX_SECRET), body.replace("1050", "9999999"))).statusCode).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: "POST",
          url: "/api/balance/webhook/sandbox",
          headers: { "content-type": "application/json" },
          payload: body,
        })
      ).statusCode,
    ).toBe(400);
    expect((await call("GET", `/api/balance/deposit/${start.deposit.id}`)).json().status).toBe("open");

    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(sign(body, SANDBOX_SECRET))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.json().outcome).sort()).toEqual([
      "credited",
      "duplicate",
      "duplicate",
      "duplicate",
      "duplicate",
    ]);
    expect((await deliver(sign(body, SANDBOX_SECRET))).json().outcome).toBe("duplicate");
    const usd = (await entriesOf(ctx, ids.parent ?? 0)).filter((e) => e.deposit_id === start.deposit.id);
    expect(usd).toHaveLength(1);
    expect((await call("GET", "/api/balance/mine")).json().accounts).toContainEqual({
      currency: "USD",
      available: 1_050,
      pending: 0,
    });
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
    expect(
      (
        await ctx.app.inject({
          method: "POST",
          url: "/api/balance/webhook/stripe",
          headers: { "content-type": "application/json" },
          payload: "{}",
        })
      ).statusCode,
    ).toBe(400);
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
    expect((await post(sign(body, SANDBOX_SECRET))).statusCode).toBe(400);
    expect(await entriesOf(ctx, ids.parent ?? 0)).toEqual([]);
    expect((await post(sign(body, STRIPE_SECRET))).json()).toEqual({ received: true, outcome: "credited" });
    expect((await post(sign(body, STRIPE_SECRET))).json()).toEqual({ received: true, outcome: "duplicate" });
    expect(await entriesOf(ctx, ids.parent ?? 0)).toEqual([
      { kind: "deposit", amount: 120_000, order_id: null, deposit_id: deposit?.id },
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

  it("ATM for a bill: info notice, SimulatePaid ignored, bad CheckMacValue refused, paid credits once with the order id", async () => {
    const { call, ids, ctx } = s;
    const start = await call("POST", "/api/balance/deposit", {
      amount: 250_000,
      currency: "TWD",
      provider: "ecpay",
      method: "ATM",
      order_id: 42,
    });
    expect(start.statusCode, start.body).toBe(200);
    const { deposit, form } = start.json();
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
      { kind: "deposit", amount: 250_000, order_id: 42, deposit_id: deposit.id },
    ]);
    expect((await call("GET", `/api/balance/deposit/${deposit.id}`)).json()).toMatchObject({
      status: "paid",
    });
  });

  it("a paid notice for another amount does not credit; ECPay takes TWD only", async () => {
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
    const usd = await call("POST", "/api/balance/deposit", {
      amount: 10_000,
      currency: "USD",
      provider: "ecpay",
    });
    expect(usd.statusCode).toBe(422);
    expect(usd.json().errors.currency).toBeTruthy();
  });

  it("the settle seam runs after the credit commits, with the order id; its failure keeps the credit", async () => {
    const { ids, ctx } = s;
    const db = ctx.database.db;
    const parentUserId = ids.parent ?? 0;
    const make = async (ref: string, orderId: number) =>
      (
        await db
          .insert(balanceDeposits)
          .values({
            parentUserId,
            currency: "TWD",
            amount: 5_000,
            provider: "ecpay",
            providerRef: ref,
            orderId,
          })
          .returning()
      )[0];
    const paid = (ref: string) =>
      ({ type: "paid", eventId: `${ref}:T1`, providerRef: ref, amount: 5_000, currency: "TWD" }) as const;

    const seen: unknown[] = [];
    await make("SEAM1", 501);
    const ok = await applyProviderEvent(db, "ecpay", paid("SEAM1"), {
      settleOrderFromDeposit: async (tx, args) => {
        const [row] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from balance_entries where order_id = ${args.orderId}`,
        );
        seen.push({ ...args, creditVisible: row?.n });
      },
    });
    expect(ok).toBe("credited");
    expect(seen).toEqual([{ orderId: 501, parentUserId, currency: "TWD", creditVisible: 1 }]);

    await make("SEAM2", 502);
    const failed = await applyProviderEvent(db, "ecpay", paid("SEAM2"), {
      settleOrderFromDeposit: async () => {
        throw new Error("bill already paid");
      },
    });
    expect(failed).toBe("credited");
    expect((await entriesOf(ctx, parentUserId)).filter((e) => e.order_id === 502)).toHaveLength(1);
  });
});
