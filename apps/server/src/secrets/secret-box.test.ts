import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";
import { openSecret, SecretBoxError, sealedKeyId, sealSecret } from "./secret-box";
import { parseSecretKeys } from "./secret-keys";

const key = () => randomBytes(32).toString("base64");
const K1 = key();
const K2 = key();
const binding = { table: "counseling_third_accounts", rowKey: "7:common_app", field: "password" };
const PLAIN = "Tr0ub4dor&3 密碼";

describe("secret box", () => {
  it("seals with a random IV per value and opens only with the same binding", () => {
    const ring = parseSecretKeys(`k1:${K1}`);
    const a = sealSecret(PLAIN, binding, ring);
    const b = sealSecret(PLAIN, binding, ring);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^s1:k1:/);
    expect(a).not.toContain(PLAIN);
    expect(a).not.toContain(Buffer.from(PLAIN).toString("base64"));
    expect(openSecret(a, binding, ring)).toBe(PLAIN);
    expect(openSecret(b, binding, ring)).toBe(PLAIN);
    // Another student, service, table or field: the same sealed text does not open.
    for (const other of [
      { ...binding, rowKey: "8:common_app" },
      { ...binding, rowKey: "7:coalition_app" },
      { ...binding, table: "counseling_schools" },
      { ...binding, field: "login_field_password" },
    ]) {
      expect(() => openSecret(a, other, ring)).toThrow(SecretBoxError);
    }
  });

  it("refuses a tampered IV, tag or ciphertext, and says nothing of the value", () => {
    const ring = parseSecretKeys(`k1:${K1}`);
    const sealed = sealSecret(PLAIN, binding, ring);
    const parts = sealed.split(":");
    for (const index of [2, 3, 4]) {
      const bytes = Buffer.from(parts[index] as string, "base64url");
      bytes[0] = (bytes[0] as number) ^ 1;
      const altered = parts.map((part, i) => (i === index ? bytes.toString("base64url") : part)).join(":");
      let thrown: unknown;
      try {
        openSecret(altered, binding, ring);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(SecretBoxError);
      expect(String((thrown as Error).message)).not.toContain(PLAIN);
    }
    expect(() => openSecret("plain text", binding, ring)).toThrow(SecretBoxError);
  });

  it("rotates keys: the first listed seals, any listed opens, a dropped key no longer opens", () => {
    const old = parseSecretKeys(`k1:${K1}`);
    const sealedOld = sealSecret(PLAIN, binding, old);
    const rotated = parseSecretKeys(`k2:${K2}, k1:${K1}`);
    expect(openSecret(sealedOld, binding, rotated)).toBe(PLAIN);
    const sealedNew = sealSecret(PLAIN, binding, rotated);
    expect(sealedKeyId(sealedNew)).toBe("k2");
    const retired = parseSecretKeys(`k2:${K2}`);
    expect(openSecret(sealedNew, binding, retired)).toBe(PLAIN);
    expect(() => openSecret(sealedOld, binding, retired)).toThrow(/key k1 is not configured/);
  });

  it("takes only 32-byte keys with distinct ids", () => {
    expect(() => parseSecretKeys(`k1:${randomBytes(16).toString("base64")}`)).toThrow(/32 random bytes/);
    expect(() => parseSecretKeys(`k1:${K1},k1:${K2}`)).toThrow(/listed twice/);
    expect(() => parseSecretKeys(`bad id:${K1}`)).toThrow(/key id/);
    expect(() => parseSecretKeys(`k1:${K1}`.replace(/.$/, "!"))).toThrow(/32 random bytes/);
  });
});

describe("secret keys in the configuration", () => {
  const production = { NODE_ENV: "production", PUBLIC_URL: "https://school.example.test" };
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  };

  it("refuses to start in production without COUNSELING_SECRET_KEYS", () => {
    expect(problemsOf(production).join("\n")).toMatch(/COUNSELING_SECRET_KEYS: required in production/);
    expect(
      problemsOf({ ...production, COUNSELING_SECRET_KEYS: `k1:${K1}` }).filter((p) =>
        p.startsWith("COUNSELING_SECRET_KEYS"),
      ),
    ).toEqual([]);
  });

  it("refuses a malformed key anywhere, without printing it", () => {
    const short = randomBytes(8).toString("base64");
    const problems = problemsOf({ NODE_ENV: "test", COUNSELING_SECRET_KEYS: `k1:${short}` });
    expect(problems.join("\n")).toMatch(/COUNSELING_SECRET_KEYS: key k1: must be 32 random bytes/);
    expect(problems.join("\n")).not.toContain(short);
  });
});
