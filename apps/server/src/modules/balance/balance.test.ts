import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { AppError } from "../../http/app-error";
import { balanceOf, postLedgerEntry } from "./index";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ["super-admin", "staff", "teacher", "student"] as const) {
    ids[role] = (await createUser(ctx.database.db, { username: role, roles: [role] })).id;
    auth[role] = { authorization: (await signIn(ctx.app, role)).authorization };
  }
});
afterAll(() => ctx.close());

// The ledger keeps every entry (append-only): each test gets two families of its own, with empty accounts.
let families = 0;
const names = { parent: "", parent2: "" };
beforeEach(async () => {
  const n = String(++families).padStart(3, "0");
  names.parent = `parent-${n}`;
  names.parent2 = `parent2-${n}`;
  for (const key of ["parent", "parent2"] as const) {
    ids[key] = (await createUser(ctx.database.db, { username: names[key], roles: ["parent"] })).id;
    auth[key] = { authorization: (await signIn(ctx.app, names[key])).authorization };
  }
});

const call = (method: "GET" | "POST", url: string, payload?: object, who = "super-admin", lang = "en") =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(who === "anonymous" ? {} : auth[who]), "accept-language": lang },
    ...(payload && { payload }),
  });

const entryCount = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from balance_entries`))[0]
    ?.n;
const ledgerSum = async (parentUserId: number, currency: string) =>
  Number(
    (
      await queryRows<{ s: string }>(
        ctx.database.db,
        sql`select coalesce(sum(amount), 0)::bigint as s from balance_entries
            where parent_user_id = ${parentUserId} and currency = ${currency} and bucket = 'available'`,
      )
    )[0]?.s,
  );

describe("ledger (postLedgerEntry, balanceOf)", () => {
  it("creates the account on first use, credits, debits and refuses going below 0", async () => {
    const db = ctx.database.db;
    const parent = (await createUser(db, { username: "ledger-a", roles: ["parent"] })).id;
    expect(await balanceOf(db, parent, "TWD")).toEqual({ available: 0, pending: 0 });
    const credit = await db.transaction((tx) =>
      postLedgerEntry(tx, {
        parentUserId: parent,
        currency: "NTD",
        amount: 50_000,
        kind: "deposit",
        createdBy: null,
      }),
    );
    expect(credit.balance).toBe(50_000);
    const debit = await db.transaction((tx) =>
      postLedgerEntry(tx, {
        parentUserId: parent,
        currency: "TWD",
        amount: -20_000,
        kind: "bill_payment",
        orderId: 77,
        createdBy: ids["super-admin"] ?? null,
      }),
    );
    expect(debit.balance).toBe(30_000);
    const refused = db.transaction((tx) =>
      postLedgerEntry(tx, {
        parentUserId: parent,
        currency: "TWD",
        amount: -30_001,
        kind: "bill_payment",
        createdBy: null,
      }),
    );
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      status: 422,
      options: { fieldErrors: { amount: ["balance_not_enough"] } },
    });
    // pending is held apart: a pending credit is not spendable
    await db.transaction((tx) =>
      postLedgerEntry(tx, {
        parentUserId: parent,
        currency: "TWD",
        amount: 9_900,
        kind: "pending_hold",
        bucket: "pending",
        createdBy: null,
      }),
    );
    expect(await balanceOf(db, parent, "TWD")).toEqual({ available: 30_000, pending: 9_900 });
    expect(await balanceOf(db, parent, "USD")).toEqual({ available: 0, pending: 0 });
  });

  it("is append-only: the database refuses UPDATE and DELETE of an entry", async () => {
    const db = ctx.database.db;
    await db.transaction((tx) =>
      postLedgerEntry(tx, {
        parentUserId: ids.parent as number,
        currency: "TWD",
        amount: 1_000,
        kind: "deposit",
        createdBy: null,
      }),
    );
    expect(await entryCount()).toBeGreaterThan(0);
    await expect(db.execute(sql`update balance_entries set amount = 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from balance_entries`)).rejects.toThrow();
  });

  it("20 parallel debits never take the balance below 0, and the ledger sums to the shown balance", async () => {
    const db = ctx.database.db;
    const parent = (await createUser(db, { username: "ledger-race", roles: ["parent"] })).id;
    await db.transaction((tx) =>
      postLedgerEntry(tx, {
        parentUserId: parent,
        currency: "USD",
        amount: 1_000,
        kind: "deposit",
        createdBy: null,
      }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        db.transaction((tx) =>
          postLedgerEntry(tx, {
            parentUserId: parent,
            currency: "USD",
            amount: -150,
            kind: "bill_payment",
            createdBy: null,
          }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    expect(ok).toHaveLength(6); // 6 × 150 = 900 ≤ 1,000 < 7 × 150
    for (const r of results) {
      if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 422 });
    }
    const shown = await balanceOf(db, parent, "USD");
    expect(shown.available).toBe(100);
    expect(await ledgerSum(parent, "USD")).toBe(shown.available);
  });

  it("20 parallel admin debits over HTTP: never below 0; the sum equals the balance the page shows", async () => {
    const parent = ids.parent2 ?? 0;
    const credit = await call("POST", "/api/balance/adjustment", {
      parent_user_id: parent,
      currency: "TWD",
      amount: 100_000,
      reason: "opening credit",
    });
    expect(credit.statusCode, credit.body).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call("POST", "/api/balance/adjustment", {
          parent_user_id: parent,
          currency: "TWD",
          amount: -7_000,
          reason: "parallel debit",
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(14);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(6);
    expect(refused[0]?.json()).toMatchObject({ errors: { amount: ["balance is not enough"] } });
    const mine = (await call("GET", "/api/balance/mine", undefined, "parent2")).json();
    expect(mine.accounts).toEqual([{ currency: "TWD", available: 2_000, pending: 0 }]);
    expect(mine).toMatchObject({
      account_balance: 2_000,
      account_balance_currency: "TWD",
      default_currency: "TWD",
    });
    expect(await ledgerSum(parent, "TWD")).toBe(2_000);
  });
});

describe("balance routes", () => {
  /** The admin's USD 123.45 refund to the family: the entry's id. */
  const usdAdjustment = async (): Promise<number> => {
    const ok = await call("POST", "/api/balance/adjustment", {
      parent_user_id: ids.parent,
      currency: "USD",
      amount: 12_345,
      reason: "refund of a cancelled lesson",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    return ok.json().entry.id;
  };

  it("admin adjustment (/finance/add): audited, a reason required, 422 writes nothing", async () => {
    const parent = ids.parent ?? 0;
    const before = await entryCount();
    for (const bad of [
      { parent_user_id: parent, currency: "TWD", amount: 500, reason: "   " },
      { parent_user_id: parent, currency: "TWD", amount: 0, reason: "x" },
      { parent_user_id: parent, currency: "EUR", amount: 500, reason: "x" },
      { parent_user_id: parent, currency: "TWD", amount: 1.5, reason: "x" },
      { parent_user_id: ids.teacher, currency: "TWD", amount: 500, reason: "not a parent" },
      { parent_user_id: parent, currency: "TWD", amount: -1, reason: "below zero" },
    ]) {
      const res = await call("POST", "/api/balance/adjustment", bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().errors).toBeTruthy();
    }
    const zh = await call(
      "POST",
      "/api/balance/adjustment",
      { parent_user_id: parent, currency: "TWD", amount: -100, reason: "x" },
      "super-admin",
      "zh-TW",
    );
    expect(zh.json().errors.amount).toEqual(["餘額不足"]);
    expect(await entryCount()).toBe(before);

    const ok = await call("POST", "/api/balance/adjustment", {
      parent_user_id: parent,
      currency: "USD",
      amount: 12_345,
      reason: "refund of a cancelled lesson",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      entry: {
        kind: "adjustment",
        amount: 12_345,
        balance_after: 12_345,
        available_after: 12_345,
        pending_after: null,
        reason: "refund of a cancelled lesson",
      },
      balance: { currency: "USD", available: 12_345, pending: 0 },
    });
    const usdEntry = ok.json().entry.id;
    const audit = await queryRows<{ action: string; actor_id: number }>(
      ctx.database.db,
      sql`select action, actor_id from audit_log where target_type = 'balance_entry' and target_id = ${String(usdEntry)}`,
    );
    expect(audit).toEqual([{ action: "balance.adjust", actor_id: ids["super-admin"] }]);

    for (const who of ["staff", "teacher", "parent", "student", "anonymous"]) {
      const res = await call(
        "POST",
        "/api/balance/adjustment",
        { parent_user_id: parent, currency: "USD", amount: 100, reason: "x" },
        who,
      );
      expect(res.statusCode, who).toBe(who === "anonymous" ? 401 : 403);
    }
  });

  it("a reversing entry corrects an entry once; the original stays", async () => {
    const id = await usdAdjustment();
    const reversed = await call("POST", `/api/balance/entry/${id}/reverse`, { reason: "entered twice" });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json()).toMatchObject({
      entry: { kind: "reversal", amount: -12_345, reverses_entry_id: id, balance_after: 0 },
      balance: { currency: "USD", available: 0 },
    });
    const again = await call("POST", `/api/balance/entry/${id}/reverse`, { reason: "again" });
    expect(again.statusCode).toBe(422);
    const original = await call(
      "GET",
      `/api/balance/parent/${ids.parent}/balanceTransaction/${id}`,
      undefined,
      "parent",
    );
    expect(original.json()).toMatchObject({
      id,
      amount: 12_345,
      reversed_by_entry_id: reversed.json().entry.id,
    });
    expect((await call("POST", "/api/balance/entry/999999/reverse", { reason: "x" })).statusCode).toBe(404);
  });

  it("a parent reads their own balance and entries, not another family's; staff read any", async () => {
    // The family's USD adjustment, reversed; the other family holds NT$20.
    const usdEntry = await usdAdjustment();
    expect(
      (await call("POST", `/api/balance/entry/${usdEntry}/reverse`, { reason: "entered twice" })).statusCode,
    ).toBe(200);
    const credit = await call("POST", "/api/balance/adjustment", {
      parent_user_id: ids.parent2,
      currency: "TWD",
      amount: 2_000,
      reason: "opening credit",
    });
    expect(credit.statusCode, credit.body).toBe(200);
    const mine = await call(
      "GET",
      `/api/balance/parent/${ids.parent}/entries?currency=USD`,
      undefined,
      "parent",
    );
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ total: 2, current_page: 1 });
    expect(mine.json().data.map((e: { kind: string }) => e.kind)).toEqual(["reversal", "adjustment"]);
    expect((await call("GET", `/api/balance/parent/${ids.parent2}`, undefined, "parent")).statusCode).toBe(
      403,
    );
    expect(
      (await call("GET", `/api/balance/parent/${ids.parent2}/entries`, undefined, "parent")).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          "GET",
          `/api/balance/parent/${ids.parent2}/balanceTransaction/${usdEntry}`,
          undefined,
          "staff",
        )
      ).statusCode,
    ).toBe(404);
    const staff = await call("GET", `/api/balance/parent/${ids.parent}`, undefined, "staff");
    expect(staff.json()).toMatchObject({
      parent_user_id: ids.parent,
      accounts: [{ currency: "USD", available: 0, pending: 0 }],
      account_balance_currency: "USD",
    });
    expect((await call("GET", `/api/balance/parent/${ids.teacher}`, undefined, "staff")).statusCode).toBe(
      404,
    );
    expect((await call("GET", "/api/balance/mine", undefined, "teacher")).statusCode).toBe(403);
    const parents = await call("GET", `/api/balance/parents?q=${names.parent2}`, undefined, "staff");
    expect(parents.json().data).toEqual([
      expect.objectContaining({
        id: ids.parent2,
        accounts: [{ currency: "TWD", available: 2_000, pending: 0 }],
      }),
    ]);
    expect((await call("GET", "/api/balance/parents", undefined, "parent")).statusCode).toBe(403);
  });

  it("each entry says its real balance after: available rows the available balance, pending rows only the pending total", async () => {
    const db = ctx.database.db;
    const parent = (await createUser(db, { username: "pending-rows", roles: ["parent"] })).id;
    const post = (amount: number, bucket: "available" | "pending") =>
      db.transaction((tx) =>
        postLedgerEntry(tx, {
          parentUserId: parent,
          currency: "TWD",
          amount,
          bucket,
          kind: bucket === "pending" ? "pending_hold" : "adjustment",
          createdBy: null,
        }),
      );
    // Available NT$5,000, then two proofs held (+3,600, +13,200), then NT$1,000 spent.
    await post(500_000, "available");
    await post(360_000, "pending");
    await post(1_320_000, "pending");
    await post(-100_000, "available");
    const list = await call("GET", `/api/balance/parent/${parent}/entries`, undefined, "staff");
    expect(list.statusCode, list.body).toBe(200);
    const rows = list
      .json()
      .data.map((e: { bucket: string; amount: number; available_after: number; pending_after: number }) => [
        e.bucket,
        e.amount,
        e.available_after,
        e.pending_after,
      ]);
    expect(rows).toEqual([
      ["available", -100_000, 400_000, null],
      ["pending", 1_320_000, null, 1_680_000],
      ["pending", 360_000, null, 360_000],
      ["available", 500_000, 500_000, null],
    ]);
    const held = list.json().data[1];
    const one = await call(
      "GET",
      `/api/balance/parent/${parent}/balanceTransaction/${held.id}`,
      undefined,
      "staff",
    );
    expect(one.json()).toMatchObject({ bucket: "pending", available_after: null, pending_after: 1_680_000 });
    const summary = (await call("GET", `/api/balance/parent/${parent}`, undefined, "staff")).json();
    expect(summary.accounts).toEqual([{ currency: "TWD", available: 400_000, pending: 1_680_000 }]);
  });

  it("an adjustment retried with the same Idempotency-Key posts once; another body with that key is 409", async () => {
    const before = await entryCount();
    const body = { parent_user_id: ids.parent, currency: "CNY", amount: 10_000, reason: "retry test" };
    const send = (payload: object) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/balance/adjustment",
        headers: { ...auth["super-admin"], "idempotency-key": "adjust-retry-1" },
        payload,
      });
    const first = await send(body);
    const retry = await send(body);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.json().entry.id).toBe(first.json().entry.id);
    expect((await send({ ...body, amount: 20_000 })).statusCode).toBe(409);
    expect(await entryCount()).toBe((before ?? 0) + 1);
  });

  it("the user object's account_balance follows the ledger (main currency: TWD if held, else USD)", async () => {
    const parent = (await createUser(ctx.database.db, { username: "acct-bal", roles: ["parent"] })).id;
    const own = { authorization: (await signIn(ctx.app, "acct-bal")).authorization };
    const me = async () => {
      const res = await ctx.app.inject({ method: "POST", url: "/api/me", headers: own });
      expect(res.statusCode, res.body).toBe(200);
      const user = res.json();
      return [user.account_balance, user.account_balance_currency];
    };
    const adjust = async (currency: string, amount: number) => {
      const res = await call("POST", "/api/balance/adjustment", {
        parent_user_id: parent,
        currency,
        amount,
        reason: "account_balance test",
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    expect(await me()).toEqual([0, "TWD"]);
    await adjust("USD", 1_234);
    expect(await me()).toEqual([1_234, "USD"]);
    await adjust("TWD", 50_000);
    expect(await me()).toEqual([50_000, "TWD"]);
    await adjust("TWD", -20_000);
    expect(await me()).toEqual([30_000, "TWD"]);
    expect(await me()).toEqual([await ledgerSum(parent, "TWD"), "TWD"]);
  });
});
