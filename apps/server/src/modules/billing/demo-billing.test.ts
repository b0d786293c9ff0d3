import { crc32, inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { signIn } from "../../../test/helpers/users";
import { DEMO_SEEDS, runSeeds } from "../../seed";
import { DEMO_CONFIRM_PENDING_BILL, demoTransferSlipPng } from "./demo-billing.seed";

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
  const res = await ctx.app.inject({ method, url, headers: { ...auth[who], "accept-language": "en" } });
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
    expect(kinds).toContain("sandbox_deposit"); // the demo's deposit is test money
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

  it("has a bill awaiting confirmation: the parent's bank transfer with a proof image (a valid PNG) for an admin to verify", async () => {
    const mine = (await call("GET", "/api/order/unpaid", "parent")).data as Row[];
    const bill = mine.find((row) => row.title === DEMO_CONFIRM_PENDING_BILL);
    expect(bill?.status_key).toBe("confirm_pending");
    const payments = (await call("GET", `/api/order/${bill?.id}/payments`)).data;
    expect(payments.summary).toMatchObject({
      status_key: "confirm_pending",
      pending_amount: bill?.total_price,
      verified_paid: 0,
    });
    expect(payments.transactions).toHaveLength(1);
    const [proof] = payments.transactions;
    expect(proof).toMatchObject({ kind: "parent_proof", status: "pending", account_last5: "24680" });
    expect(proof.proof_url).toMatch(/^\/files\/\d+\//);
    // The bank-transfer list offers it to the admin, matched to its own bill by amount.
    const transfers = (await call("GET", "/api/order/transactions/bank-transfers")).data as Array<{
      transaction: { id: number };
      candidates: Array<{ order_id: number; reasons: string[] }>;
    }>;
    const listed = transfers.find((row) => row.transaction.id === proof.id);
    expect(listed?.candidates[0]).toMatchObject({ order_id: bill?.id });
    expect(listed?.candidates[0]?.reasons).toEqual(expect.arrayContaining(["named_bill", "same_amount"]));

    // The stored file is the PNG, readable by the parent and the admin (private: not by anyone else).
    for (const who of ["parent", "admin"]) {
      const file = await ctx.app.inject({ method: "GET", url: proof.proof_url, headers: auth[who] });
      expect(file.statusCode, `${who}: ${file.body}`).toBe(200);
      expect(file.headers["content-type"]).toBe("image/png");
      expect(file.rawPayload.equals(demoTransferSlipPng())).toBe(true);
    }
    expect((await ctx.app.inject({ method: "GET", url: proof.proof_url })).statusCode).not.toBe(200);

    // Verifying it pays the bill (the demo's next step for a visitor to try).
    const verified = await ctx.app.inject({
      method: "PATCH",
      url: `/api/order/transaction/${proof.id}`,
      headers: auth.admin,
      payload: { status: "verified" },
    });
    expect(verified.json().data.summary.status_key).toBe("paid");
  });

  it("makes the proof image as a valid PNG: signature, chunk CRCs, and pixel data of the stated size", () => {
    const png = demoTransferSlipPng();
    expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    const chunks: Array<{ type: string; data: Buffer }> = [];
    for (let at = 8; at < png.length; ) {
      const length = png.readUInt32BE(at);
      const typed = png.subarray(at + 4, at + 8 + length);
      expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(typed));
      chunks.push({ type: typed.subarray(0, 4).toString("ascii"), data: typed.subarray(4) });
      at += length + 12;
    }
    expect(chunks.map((chunk) => chunk.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    const header = chunks[0]?.data as Buffer;
    const [width, height] = [header.readUInt32BE(0), header.readUInt32BE(4)];
    expect([width, height, header[8], header[9]]).toEqual([160, 96, 8, 2]);
    expect(inflateSync(chunks[1]?.data as Buffer)).toHaveLength((width * 3 + 1) * height);
  });
});
