import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/helpers/test-app";
import { createUser, signIn } from "../../test/helpers/users";
import { queryRows } from "../db/query-rows";
import { demoAccountsSeed } from "../modules/accounts/demo-accounts.seed";
import { runSeeds } from "../seed";
import { createFirstSuperAdmin, FirstAdminRefused, fieldProblem, superAdminUsernames } from "./first-admin";
import { assertNoDemoData, hasSuperAdmin, StartRefused } from "./installation";

const input = {
  username: "principal",
  email: "principal@school.example.test",
  first_name: "美玲",
  last_name: "王",
  password: "first-admin-pass",
};

// One app for the file; each test starts without accounts (what references them goes too).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.execute(sql`truncate users, audit_log, seed_runs restart identity cascade`);
});

const userCount = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from users`))[0]?.n;

describe("the first super-admin", () => {
  it("is created with an argon2id password, the super-admin role and an audit entry, and signs in", async () => {
    expect(await hasSuperAdmin(ctx.database.db)).toBe(false);
    const { id } = await createFirstSuperAdmin(ctx.database.db, input);
    const [row] = await queryRows<{ password_hash: string; first_name: string; last_name: string }>(
      ctx.database.db,
      sql`select password_hash, first_name, last_name from users where id = ${id}`,
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row).toMatchObject({ first_name: "美玲", last_name: "王" });
    const [audit] = await queryRows<{ action: string; actor_id: number; after: unknown }>(
      ctx.database.db,
      sql`select action, actor_id, after from audit_log where target_type = 'user' and target_id = ${String(id)}`,
    );
    expect(audit).toEqual({
      action: "user.create_first_admin",
      actor_id: id,
      after: { username: "principal", email: "principal@school.example.test", roles: ["super-admin"] },
    });

    const { authorization } = await signIn(ctx.app, "principal", input.password);
    const me = await ctx.app.inject({ method: "POST", url: "/api/me", headers: { authorization } });
    expect(me.json().all_roles).toEqual(["super-admin"]);
    expect(await hasSuperAdmin(ctx.database.db)).toBe(true);
  });

  it("is refused once any super-admin exists, writing nothing", async () => {
    await createUser(ctx.database.db, { username: "boss", roles: ["super-admin"] });
    const before = await userCount();
    await expect(createFirstSuperAdmin(ctx.database.db, input)).rejects.toThrow(
      new FirstAdminRefused(
        "This installation already has a super-admin (boss). create-admin makes the first one only: sign in " +
          "as a super-admin to manage accounts, or use “Forgot password” to get back in.",
      ),
    );
    expect(await userCount()).toBe(before);
  });

  it("makes one super-admin when two runs race: the second waits for the first, then is refused", async () => {
    const db = ctx.database.db;
    // On PostgreSQL each run has its own connection: holding the users table makes both read before
    // either can write (PGlite has one connection, so runs cannot overlap there at all).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const tableLocked = new Promise<void>((resolve) => (locked = resolve));
    const blocker =
      ctx.database.kind === "postgres"
        ? db.transaction(async (tx) => {
            await tx.execute(sql`lock table users in share row exclusive mode`);
            locked();
            await held;
          })
        : undefined;
    if (!blocker) locked();
    await tableLocked;
    const runs = ["head", "vice"].map((username) =>
      createFirstSuperAdmin(db, { ...input, username, email: `${username}@school.example.test` }),
    );
    if (blocker) await waitForWaiters(2);
    release();
    await blocker;
    const results = await Promise.allSettled(runs);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(results.find((result) => result.status === "rejected")?.reason).toBeInstanceOf(FirstAdminRefused);
    expect(await superAdminUsernames(db)).toHaveLength(1);
  });

  it("refuses a username or email another account holds", async () => {
    await createUser(ctx.database.db, { username: "principal", email: "someone@school.example.test" });
    await expect(createFirstSuperAdmin(ctx.database.db, input)).rejects.toThrow(
      "username: principal is already taken by an account",
    );
    await expect(
      createFirstSuperAdmin(ctx.database.db, {
        ...input,
        username: "head",
        email: "someone@school.example.test",
      }),
    ).rejects.toThrow("email: someone@school.example.test is already taken by an account");
    expect(await hasSuperAdmin(ctx.database.db)).toBe(false);
  });

  it("holds the product's rules for each field, in plain English", () => {
    expect(fieldProblem("password", "short")).toBe("Passwords have 8 to 128 characters.");
    expect(fieldProblem("username", "no spaces")).toBe(
      "Usernames use letters, digits, dots, dashes and underscores (at most 40).",
    );
    expect(fieldProblem("email", "nope")).toBe("Please check email format.");
    expect(fieldProblem("email", "")).toBe("This field is required.");
    expect(fieldProblem("username", "王美玲")).toBeUndefined();
    expect(fieldProblem("last_name", "")).toBeUndefined();
  });
});

describe("a production start on a database", () => {
  it("is refused when it holds the demo accounts, naming them", async () => {
    await assertNoDemoData(ctx.database.db);
    await runSeeds(ctx.database.db, [demoAccountsSeed], { config: ctx.config, log: Fastify().log });
    const refused = await assertNoDemoData(ctx.database.db).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StartRefused);
    expect((refused as Error).message).toContain(
      "This database holds the demo data (demo accounts admin, admin2, staff, teacher, teacher2, parent, student, " +
        "student2, testeditor, former; 1 demo step(s) seeded)",
    );
  });

  it("is refused when demo steps ran even if the demo accounts were renamed", async () => {
    await runSeeds(ctx.database.db, [demoAccountsSeed], { config: ctx.config, log: Fastify().log });
    await ctx.database.db.execute(sql`update users set email = username || '@school.example.test'`);
    await expect(assertNoDemoData(ctx.database.db)).rejects.toThrow(
      "This database holds the demo data (no demo accounts; 1 demo step(s) seeded)",
    );
  });
});

/** Until `count` statements of this database wait for a lock (both runs are inside their transaction). */
async function waitForWaiters(count: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [row] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from pg_locks
          where not granted and database = (select oid from pg_database where datname = current_database())`,
    );
    if ((row?.n ?? 0) >= count) return;
    if (Date.now() > deadline) throw new Error(`only ${row?.n} waiting for a lock`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
