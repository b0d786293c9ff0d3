import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { signIn } from "../../../test/helpers/users";
import { DEMO_SEEDS, runSeeds } from "../../seed";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_PASSWORD: "demo-password-test" });
  await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log });
  for (const username of ["admin", "parent"])
    auth[username] = { authorization: (await signIn(ctx.app, username, "demo-password-test")).authorization };
}, 180_000);
afterAll(() => ctx?.close());

const call = async (method: "GET" | "POST", url: string, who = "admin") => {
  const res = await ctx.app.inject({ method, url, headers: auth[who] });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
type Row = { id: number; title: string; status_key: string; total_price: number };

describe("demo billing (seed step demo-billing)", () => {
  it("gives the demo parent her sent bills in each state; the draft stays with the office", async () => {
    const rows = [
      ...((await call("GET", "/api/order/unpaid", "parent")).data as Row[]),
      ...((await call("GET", "/api/orders/paid", "parent")).data as Row[]),
    ];
    const byTitle = Object.fromEntries(rows.map((row) => [row.title, row]));
    expect(byTitle["AP Calculus BC 第 1–4 堂"]?.status_key).toBe("paid");
    expect(byTitle["AP Calculus BC 第 5 堂起"]?.status_key).toBe("payment_pending");
    expect(byTitle["SAT Reading 一對一 課程費"]?.status_key).toBe("issue");
    expect(byTitle["SAT Reading 補課與教材"]).toBeUndefined();
    for (const row of rows) expect(row.total_price).toBeGreaterThan(0);
    const office = (await call("GET", "/api/order/unpaid", "admin")).data as Row[];
    expect(office.find((row) => row.title === "SAT Reading 補課與教材")?.status_key).toBe("created");
  });

  it("has a deposit and a payment from balance on the ledger; the user object shows the rest", async () => {
    const me = await call("POST", "/api/me", "parent");
    const summary = await call("GET", "/api/balance/mine", "parent");
    expect(summary.account_balance).toBe(500_000);
    expect([me.account_balance, me.account_balance_currency]).toEqual([500_000, "TWD"]);
    const entries = await call("GET", `/api/balance/parent/${me.id}/entries`, "parent");
    const kinds = entries.data.map((entry: { kind: string }) => entry.kind);
    expect(kinds).toContain("deposit");
    expect(kinds.length).toBeGreaterThanOrEqual(2);
  });

  it("has a receivable in two instalments and exchange rates set by the admin", async () => {
    const receivables = await call("GET", "/api/receivable-order");
    expect(receivables.data).toHaveLength(1);
    const detail = await call("GET", `/api/receivable-order/${receivables.data[0].id}`);
    expect((detail.data ?? detail).receivable_order_items).toHaveLength(2);
    const rates = await call("GET", "/api/money-convert-ratio");
    expect(JSON.stringify(rates)).toContain("31.5");
  });
});
