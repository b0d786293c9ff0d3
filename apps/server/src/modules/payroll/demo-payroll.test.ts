import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { signIn } from "../../../test/helpers/users";
import { DEMO_SEEDS, runSeeds } from "../../seed";
import { DEMO_PAYROLL_TITLES as TITLES } from "./demo-payroll.seed";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_PASSWORD: "demo-password-test" });
  await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log });
  for (const username of ["admin", "teacher", "teacher2"])
    auth[username] = { authorization: (await signIn(ctx.app, username, "demo-password-test")).authorization };
}, 120_000);
afterAll(() => ctx?.close());

const get = (url: string, who = "admin") => ctx.app.inject({ method: "GET", url, headers: auth[who] });
type Summary = { id: number; title: string; state: string; total: number; teacher: { username: string } };

describe("demo payroll (seed step demo-payroll)", () => {
  it("has a statement in each state, from the demo teachers' lesson logs", async () => {
    const unpaid = (await get("/api/payroll/unpaid")).json().data as Summary[];
    const paid = (await get("/api/payroll/paid")).json().data as Summary[];
    const byTitle = Object.fromEntries([...unpaid, ...paid].map((s) => [s.title, s]));
    expect(byTitle[TITLES.calculusFirst]).toMatchObject({
      state: "paid",
      teacher: { username: "teacher2" },
    });
    expect(byTitle[TITLES.calculusSecond]).toMatchObject({ state: "confirm_pending" });
    expect(byTitle[TITLES.readingFirst]).toMatchObject({
      state: "problem",
      teacher: { username: "teacher" },
    });
    expect(byTitle[TITLES.readingMonth]).toMatchObject({ state: "created" });
    for (const statement of Object.values(byTitle)) expect(statement.total).toBeGreaterThan(0);

    // The disputed statement names one lesson; the teacher sees the problem on their statement.
    const disputed = byTitle[TITLES.readingFirst] as Summary;
    const detail = (await get(`/api/payroll/${disputed.id}`, "teacher")).json();
    expect(detail.items.filter((item: { in_problem: boolean }) => item.in_problem)).toHaveLength(1);
  });

  it("pays the first statement with a teacher payment: David Liu is owed nothing", async () => {
    const payments = (await get("/api/teacher-payments", "teacher2")).json().data;
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ reference: "TRF-DEMO-0001", method: "bank_transfer" });
    const ledger = (await get(`/api/teacher-ledger/${payments[0].teacher.id}`, "teacher2")).json();
    expect(ledger.balances).toEqual([
      expect.objectContaining({ currency: "TWD", outstanding: 0, earned: payments[0].amount }),
    ]);
    const monetary = (await get("/api/monetary-statements", "teacher2")).json().data;
    expect(monetary).toHaveLength(1);
    // Emily Wang has nothing confirmed yet, so no ledger balance.
    expect((await get("/api/teacher-payments", "teacher")).json().data).toHaveLength(0);
  });
});
