import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { postLedgerEntry } from "../balance";
import { balanceEntries } from "../balance/balance.table";
import { ledgerConsistent, makeSentBill, submitProof } from "./bill-money.test-helpers";
import { orderTransactions } from "./order-payments.table";

/**
 * A proof's pending hold is released exactly once, whichever path releases it; the
 * balance page refuses to reverse money a proof holds.
 */
let ctx: TestContext;
let admin: Record<string, string>;
let adminId: number;
let studentId: number;
let seq = 0;

const db = () => ctx.database.db;
const call = (method: "POST" | "PATCH", url: string, payload: object, headers = admin) =>
  ctx.app.inject({ method, url, headers, payload });

async function newFamily() {
  const username = `hold-parent-${++seq}`;
  const id = (await createUser(db(), { username, roles: ["parent"] })).id;
  return { id, headers: await signIn(ctx.app, username) };
}
const bill = (family: number, lines = [10_000_00]) =>
  makeSentBill(db(), { parentUserId: family, studentId, createdBy: adminId, lines });
const holdOf = async (transactionId: number) =>
  (await db().select().from(orderTransactions).where(eq(orderTransactions.id, transactionId)))[0]
    ?.ledgerEntryIds[0] as number;
const review = (transactionId: number, status: "verified" | "rejected") =>
  call("PATCH", `/api/order/transaction/${transactionId}`, { status });
const reverse = (entryId: number) =>
  call("POST", `/api/balance/entry/${entryId}/reverse`, { reason: "looks wrong" });

beforeAll(async () => {
  ctx = await createTestApp();
  adminId = (await createUser(db(), { username: "hold-admin", roles: ["super-admin"] })).id;
  studentId = (await createUser(db(), { username: "hold-kid", roles: ["student"] })).id;
  admin = await signIn(ctx.app, "hold-admin");
});

afterAll(async () => {
  await ctx?.close();
});

describe("a proof's pending hold", () => {
  it("the issue's sequence: reversing a hold is refused (localized 409), the proofs are then reviewed as usual", async () => {
    const family = await newFamily();
    const genuine = await submitProof(ctx, await bill(family.id), family, 1_000_00);
    const other = await submitProof(ctx, await bill(family.id), family, 500_00);
    expect((await ledgerConsistent(db(), family.id)).pending).toBe(1_500_00);

    const reversed = await ctx.app.inject({
      method: "POST",
      url: `/api/balance/entry/${await holdOf(other)}/reverse`,
      headers: { ...admin, "accept-language": "zh-TW" },
      payload: { reason: "looks wrong" },
    });
    expect(reversed.statusCode, reversed.body).toBe(409);
    expect(reversed.json().message).toMatch(/憑證/);
    expect((await ledgerConsistent(db(), family.id)).pending).toBe(1_500_00);

    expect((await review(other, "rejected")).statusCode).toBe(200);
    expect((await ledgerConsistent(db(), family.id)).pending).toBe(1_000_00);
    const verified = await review(genuine, "verified");
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.summary.status_key).toBe("confirmed");
    expect((await ledgerConsistent(db(), family.id)).pending).toBe(0);
    // The release is the hold's reversing entry: released once is a database fact.
    const release = await db()
      .select()
      .from(balanceEntries)
      .where(
        and(
          eq(balanceEntries.reversesEntryId, await holdOf(genuine)),
          eq(balanceEntries.kind, "pending_release"),
        ),
      );
    expect(release).toHaveLength(1);
    // Once released, the hold counts as reversed; the release itself is not reversible either.
    expect((await reverse(await holdOf(genuine))).statusCode).not.toBe(200);
    expect((await reverse(release[0]?.id as number)).statusCode).toBe(409);
    await ledgerConsistent(db(), family.id);
  });

  it("a hold a correction already reversed counts as released: the review posts no second release", async () => {
    const family = await newFamily();
    const genuine = await submitProof(ctx, await bill(family.id), family, 800_00);
    const other = await submitProof(ctx, await bill(family.id), family, 300_00);
    const hold = await holdOf(other);
    // What the balance page used to post: the hold's reversing entry, with the proof still pending.
    await db().transaction((tx) =>
      postLedgerEntry(tx, {
        parentUserId: family.id,
        currency: "TWD",
        bucket: "pending",
        amount: -300_00,
        kind: "reversal",
        reversesEntryId: hold,
        reason: "older correction",
        createdBy: adminId,
      }),
    );
    const rejected = await review(other, "rejected");
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await ledgerConsistent(db(), family.id)).pending).toBe(800_00);
    expect((await review(genuine, "verified")).statusCode).toBe(200);
    expect((await ledgerConsistent(db(), family.id)).pending).toBe(0);
  });

  it("10 rounds of reversing a hold while its proof is rejected: pending always equals the open proofs; a genuine proof is then verified", async () => {
    const family = await newFamily();
    const genuine = await submitProof(ctx, await bill(family.id, [50_000_00]), family, 2_000_00);
    for (let round = 0; round < 10; round++) {
      const proof = await submitProof(ctx, await bill(family.id), family, 100_00 * (round + 1));
      const hold = await holdOf(proof);
      const [reversal, rejection] = await Promise.all([reverse(hold), review(proof, "rejected")]);
      expect(rejection.statusCode, rejection.body).toBe(200);
      // Refused while the proof owns it, or already reversed (by its release) once the review went first.
      expect([409, 422]).toContain(reversal.statusCode);
      expect((await ledgerConsistent(db(), family.id)).pending).toBe(2_000_00);
    }
    const verified = await review(genuine, "verified");
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await ledgerConsistent(db(), family.id)).pending).toBe(0);
  });
});

describe("a bill's payment from the balance", () => {
  it("cannot be reversed on the balance page (409): the family would get its money back while the bill stays paid", async () => {
    const family = await newFamily();
    await postLedgerEntry(db(), {
      parentUserId: family.id,
      currency: "TWD",
      amount: 3_000_00,
      kind: "adjustment",
      createdBy: adminId,
    });
    const billId = await bill(family.id, [2_000_00]);
    const paid = await ctx.app.inject({
      method: "POST",
      url: `/api/order/${billId}/pay-from-balance`,
      headers: family.headers,
      payload: { amount: 2_000_00 },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [debit] = await db()
      .select()
      .from(balanceEntries)
      .where(and(eq(balanceEntries.orderId, billId), eq(balanceEntries.kind, "bill_payment")));
    const reversed = await reverse(debit?.id as number);
    expect(reversed.statusCode, reversed.body).toBe(409);
    expect(reversed.json().code).toBeDefined();
    expect((await ledgerConsistent(db(), family.id)).available).toBe(1_000_00);
  });

  it("the entries' reasons are codes answered in the reader's language: hold, release, payment", async () => {
    const family = await newFamily();
    const billId = await bill(family.id, [3_000_00]);
    const proof = await submitProof(ctx, billId, family, 1_000_00);
    expect((await review(proof, "verified")).statusCode).toBe(200);
    await postLedgerEntry(db(), {
      parentUserId: family.id,
      currency: "TWD",
      amount: 500_00,
      kind: "adjustment",
      reason: "補發教材費",
      createdBy: adminId,
    });
    const paid = await ctx.app.inject({
      method: "POST",
      url: `/api/order/${billId}/pay-from-balance`,
      headers: family.headers,
      payload: { amount: 500_00 },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const reasons = async (lang: string) =>
      (
        await ctx.app.inject({
          method: "GET",
          url: `/api/balance/parent/${family.id}/entries`,
          headers: { ...family.headers, "accept-language": lang },
        })
      )
        .json()
        .data.map((entry: { kind: string; reason: string; reason_code: string | null }) => [
          entry.kind,
          entry.reason_code,
          entry.reason,
        ]);
    expect(await reasons("zh-CN")).toEqual(
      expect.arrayContaining([
        ["pending_hold", "proof_hold", `账单 #${billId} 的付款证明（付款 #${proof}），待核对`],
        ["pending_release", "payment_reviewed", `付款证明 #${proof} 已核对`],
        ["bill_payment", "bill_payment", `支付账单 #${billId}`],
        ["adjustment", null, "補發教材費"],
      ]),
    );
    const zhTW = (await reasons("zh-TW")).map((row: string[]) => row[2]).join("\n");
    expect(zhTW).not.toMatch(/proof of payment|reviewed|bill \d/);
  });
});
