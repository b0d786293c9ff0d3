import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { loadConfig } from "../../config";
import { queryRows } from "../../db/query-rows";
import { balanceDeposits } from "./balance.table";
import { DEFAULT_DEPOSIT_EXPIRY_HOURS, ecpayPayableUntil, runDepositExpiryOnce } from "./deposit-expiry";
import { createSandboxProvider } from "./providers/sandbox.provider";

const SANDBOX_SECRET = "whsec_sandbox_for_expiry_0123456789";
const HOUR = 60 * 60 * 1000;

let ctx: TestContext;
let parentId: number;
let parent: { authorization: string };
const db = () => ctx.database.db;
const sandbox = createSandboxProvider({ secret: async () => SANDBOX_SECRET });

const call = (method: "GET" | "POST", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: parent, ...(payload && { payload }) });

/** Starts a sandbox card deposit through the API; backdated by `ageHours`. */
async function deposit(amount: number, ageHours: number) {
  const start = await call("POST", "/api/balance/deposit", { amount, currency: "TWD" });
  expect(start.statusCode, start.body).toBe(200);
  const { deposit: row, redirect_url } = start.json();
  await db()
    .update(balanceDeposits)
    .set({ createdAt: new Date(Date.now() - ageHours * HOUR) })
    .where(eq(balanceDeposits.id, row.id));
  return { id: row.id as number, sessionId: String(redirect_url).split("/").pop() as string };
}

const statusOf = async (id: number) => (await call("GET", `/api/balance/deposit/${id}`)).json().status;
const depositEntries = (id: number) =>
  queryRows<{ amount: number }>(
    db(),
    sql`select amount::int as amount from balance_entries where deposit_id = ${id} and kind = 'sandbox_deposit'`,
  );

/** The provider's paid notice, signed as Stripe signs, through the webhook route. */
const deliver = (body: string, signature: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/balance/webhook/sandbox",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    payload: body,
  });

beforeAll(async () => {
  ctx = await createTestApp({ PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET, PUBLIC_URL: "https://edu.example" });
  parentId = (await createUser(db(), { username: "exp-parent", roles: ["parent"] })).id;
  parent = await signIn(ctx.app, "exp-parent");
});
afterAll(() => ctx?.close());

describe("deposits that expire (runDepositExpiryOnce)", () => {
  it("marks open deposits older than the limit expired, once; younger and paid ones stay", async () => {
    const old = await deposit(1_000_00, 25);
    const young = await deposit(2_000_00, 23);
    const paidOld = await deposit(3_000_00, 30);
    const pay = await call("POST", `/api/balance/sandbox/checkout/${paidOld.sessionId}/pay`);
    expect(pay.statusCode, pay.body).toBe(200);
    expect(await statusOf(paidOld.id)).toBe("paid");

    const expired = await runDepositExpiryOnce(db(), new Date(), { expiryHours: 24 });
    expect(expired).toEqual([old.id]);
    expect(await statusOf(old.id)).toBe("expired");
    expect(await statusOf(young.id)).toBe("open");
    expect(await statusOf(paidOld.id)).toBe("paid");
    // No longer pending: the sandbox page shows it expired and its Pay button is refused.
    const page = await call("GET", `/api/balance/sandbox/checkout/${old.sessionId}`);
    expect(page.json().status).toBe("expired");
    expect((await call("POST", `/api/balance/sandbox/checkout/${old.sessionId}/pay`)).statusCode).toBe(409);
    expect(await depositEntries(old.id)).toEqual([]);
    // Again: nothing more; a clock two hours on takes the younger one (the limit is configurable).
    expect(await runDepositExpiryOnce(db(), new Date(), { expiryHours: 24 })).toEqual([]);
    expect(await runDepositExpiryOnce(db(), new Date(Date.now() + 2 * HOUR), { expiryHours: 24 })).toEqual([
      young.id,
    ]);
    expect(await runDepositExpiryOnce(db(), new Date(), { expiryHours: 1 })).toEqual([]);
  });

  it("a late paid notice for an expired deposit still credits it once (money received is not lost)", async () => {
    const late = await deposit(4_500_00, 48);
    expect(await runDepositExpiryOnce(db(), new Date(), { expiryHours: 24 })).toContain(late.id);
    expect(await statusOf(late.id)).toBe("expired");
    const before = (await call("GET", "/api/balance/mine")).json().account_balance as number;

    const { body, signature } = await sandbox.signedEvent({
      id: late.sessionId,
      amount: 4_500_00,
      currency: "TWD",
      depositId: late.id,
    });
    const first = await deliver(body, signature);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().outcome).toBe("credited");
    const again = await deliver(body, signature);
    expect(again.json().outcome).toBe("duplicate");
    // A second event id for the same session (a provider's retry with a new id) credits nothing more:
    // it is stored as a notice of a deposit already credited.
    const other = await sandbox.signedEvent({
      id: late.sessionId,
      amount: 4_500_00,
      currency: "TWD",
      depositId: late.id,
    });
    expect((await deliver(other.body, other.signature)).json().outcome).toBe("already_credited");

    expect(await depositEntries(late.id)).toEqual([{ amount: 4_500_00 }]);
    expect(await statusOf(late.id)).toBe("paid");
    expect((await call("GET", "/api/balance/mine")).json().account_balance).toBe(before + 4_500_00);
    // A paid deposit is never expired afterwards.
    expect(
      await runDepositExpiryOnce(db(), new Date(Date.now() + 100 * HOUR), { expiryHours: 1 }),
    ).not.toContain(late.id);
  });

  it("an ECPay ATM account or store code still payable (its ExpireDate) stays open until then", async () => {
    const insert = async (paymentInfo: Record<string, string> | null) => {
      const [row] = await db()
        .insert(balanceDeposits)
        .values({
          parentUserId: parentId,
          currency: "TWD",
          amount: 1_000_00,
          provider: "ecpay",
          providerRef: `EXP${Math.random().toString(36).slice(2, 12)}`,
          method: "ATM",
          paymentInfo,
          createdAt: new Date("2026-03-01T00:00:00Z"),
        })
        .returning();
      return row?.id as number;
    };
    const now = new Date("2026-03-03T04:00:00Z"); // 12:00 in Taipei on 2026-03-03
    const atmToday = await insert({
      BankCode: "812",
      vAccount: "9103522850000001",
      ExpireDate: "2026/03/03",
    });
    const storeLater = await insert({ PaymentNo: "LLL22251222", ExpireDate: "2026/03/03 18:00:00" });
    const storePast = await insert({ PaymentNo: "LLL22251223", ExpireDate: "2026/03/03 09:00:00" });
    const noInfo = await insert(null);
    const expired = await runDepositExpiryOnce(db(), now, { expiryHours: 24 });
    expect(expired).toEqual(expect.arrayContaining([storePast, noInfo]));
    expect(expired).not.toContain(atmToday);
    expect(expired).not.toContain(storeLater);
    const nextDay = await runDepositExpiryOnce(db(), new Date("2026-03-03T16:00:01Z"), { expiryHours: 24 });
    expect(nextDay).toEqual(expect.arrayContaining([atmToday, storeLater]));
  });

  it("reads ECPay's ExpireDate in Taiwan time; DEPOSIT_EXPIRY_HOURS defaults to 24 and refuses nonsense", () => {
    expect(ecpayPayableUntil({ ExpireDate: "2026/03/03" })?.toISOString()).toBe("2026-03-03T15:59:59.000Z");
    expect(ecpayPayableUntil({ ExpireDate: "2026/03/03 18:00:00" })?.toISOString()).toBe(
      "2026-03-03T10:00:00.000Z",
    );
    expect(ecpayPayableUntil({ ExpireDate: "soon" })).toBeUndefined();
    expect(ecpayPayableUntil(null)).toBeUndefined();
    expect(DEFAULT_DEPOSIT_EXPIRY_HOURS).toBe(24);
    expect(loadConfig({}).DEPOSIT_EXPIRY_HOURS).toBe(24);
    expect(loadConfig({ DEPOSIT_EXPIRY_HOURS: "72" }).DEPOSIT_EXPIRY_HOURS).toBe(72);
    for (const bad of ["0", "-1", "1.5", "many"]) {
      expect(() => loadConfig({ DEPOSIT_EXPIRY_HOURS: bad })).toThrow(/DEPOSIT_EXPIRY_HOURS/);
    }
  });
});
