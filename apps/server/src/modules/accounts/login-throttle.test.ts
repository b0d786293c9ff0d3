import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, TEST_PASSWORD } from "../../../test/helpers/users";
import {
  loginAccountKey,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
  recordLoginFailure,
} from "./login-throttle";

let ctx: TestContext;
const ids: Record<string, number> = {};
beforeAll(async () => {
  ctx = await createTestApp({ CAPTCHA_DISABLED: "true", PUBLIC_URL: "http://app.test" });
  for (const username of ["pupil", "classmate", "victim", "guessed", "bystander", "famous"]) {
    ids[username] = (await createUser(ctx.database.db, { username, roles: ["student"] })).id;
  }
});
afterAll(() => ctx.close());

const login = (username: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: "POST", url: "/api/login", payload: { username, password }, remoteAddress });

describe("sign-in throttling", () => {
  it("stops spraying from a shared address without locking out the accounts used there", async () => {
    const school = "198.51.100.50";
    expect((await login("pupil", TEST_PASSWORD, school)).statusCode).toBe(200);
    expect((await login("classmate", TEST_PASSWORD, school)).statusCode).toBe(200);
    // One person behind the school's address sprays a password over many accounts.
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) {
      const res = await login(`spray-${i}`, "Password123", school);
      expect(res.statusCode).toBe(400);
    }
    // Spraying on is refused, for a right password too: this account never signed in from here.
    const sprayed = await login("victim", "Password123", school);
    expect(sprayed.statusCode).toBe(429);
    expect(Number(sprayed.headers["retry-after"])).toBeGreaterThan(0);
    expect((await login("victim", TEST_PASSWORD, school)).statusCode).toBe(429);
    // The class's own accounts still sign in from the school…
    expect((await login("pupil", TEST_PASSWORD, school)).statusCode).toBe(200);
    expect((await login("classmate@example.com", TEST_PASSWORD, school)).statusCode).toBe(200);
    // …and the sprayed account from anywhere else.
    expect((await login("victim", TEST_PASSWORD, "198.51.100.51")).statusCode).toBe(200);
  });

  it("stops guessing one account from one address, by username or email, even with the right password", async () => {
    const guesser = "203.0.113.60";
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) {
      const name = i % 2 ? "guessed" : "guessed@example.com";
      expect((await login(name, `guess-${i}`, guesser)).json().message).toBe("Unauthorized");
    }
    expect((await login("guessed", TEST_PASSWORD, guesser)).statusCode).toBe(429);
    // Other accounts from that address, and the account from elsewhere, are not affected.
    expect((await login("bystander", TEST_PASSWORD, guesser)).statusCode).toBe(200);
    expect((await login("guessed", TEST_PASSWORD, "203.0.113.61")).statusCode).toBe(200);
  });

  it("stops guessing one account from many addresses, except from where its owner signs in", async () => {
    const home = "192.0.2.70";
    expect((await login("famous", TEST_PASSWORD, home)).statusCode).toBe(200);
    const account = loginAccountKey("famous", ids.famous);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      await recordLoginFailure(ctx.database.db, account, `198.18.0.${i}`);
    }
    expect((await login("famous", TEST_PASSWORD, "192.0.2.71")).statusCode).toBe(429);
    expect((await login("famous", TEST_PASSWORD, home)).statusCode).toBe(200);
  });

  it("counts an unknown login as typed, case-insensitively, without storing it", () => {
    expect(loginAccountKey("Ghost@Example.com")).toBe(loginAccountKey(" ghost@example.com"));
    expect(loginAccountKey("ghost@example.com")).not.toContain("ghost");
    expect(loginAccountKey("anything", 7)).toBe("user:7");
  });
});
