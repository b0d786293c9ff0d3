import { randomBytes } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

/** A sealing key production requires (COUNSELING_SECRET_KEYS). */
const KEYS = `k1:${randomBytes(32).toString("base64")}`;

describe("config", () => {
  it("has working defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    const repoData = path.resolve(import.meta.dirname, "../../../data");
    expect(config.DATA_DIR).toBe(repoData);
    expect(config.UPLOAD_DIR).toBe(path.join(repoData, "uploads"));
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe(true);
    expect(config.CAPTCHA_DISABLED).toBe(false);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it("reads booleans and numbers from text, treating empty strings as unset", () => {
    const config = loadConfig({ SEED_DEMO: "false", PORT: "4100", CAPTCHA_DISABLED: "1", DATABASE_URL: "" });
    expect(config.SEED_DEMO).toBe(false);
    expect(config.PORT).toBe(4100);
    expect(config.CAPTCHA_DISABLED).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("resolves a relative DATA_DIR from where npm was started, and PUBLIC_URL follows PORT", () => {
    const config = loadConfig({ DATA_DIR: "mydata", INIT_CWD: "/srv/app", PORT: "4100" });
    expect(config.DATA_DIR).toBe("/srv/app/mydata");
    expect(config.PUBLIC_URL).toBe("http://localhost:4100");
  });

  it("lists every problem at once, readably", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SMTP_URL: "http://mail", LOG_LEVEL: "loud" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    expect(problems).toMatch(/^PORT: /m);
    expect(problems).toMatch(/^DATABASE_URL: must start with postgres/m);
    expect(problems).toMatch(/^SMTP_URL: must start with smtp/m);
    expect(problems).toMatch(/^LOG_LEVEL: /m);
    expect((error as Error).message).toContain("Invalid configuration:");
  });

  it("keeps the demo's defaults outside production: demo data and the payment sandbox on", () => {
    for (const NODE_ENV of [undefined, "development", "test"]) {
      const config = loadConfig({ NODE_ENV });
      expect(config.SEED_DEMO).toBe(true);
      expect(config.PAYMENT_SANDBOX).toBe(true);
      expect(config.PAYMENT_SANDBOX_SECRET).toBeUndefined();
    }
    // Real data without a card provider: no sandbox unless asked for.
    expect(loadConfig({ SEED_DEMO: "false" }).PAYMENT_SANDBOX).toBe(false);
    expect(loadConfig({ SEED_DEMO: "false", PAYMENT_SANDBOX: "true" }).PAYMENT_SANDBOX).toBe(true);
  });

  it("starts production with demo data and the sandbox off by default", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      PUBLIC_URL: "https://school.example.test",
      COUNSELING_SECRET_KEYS: KEYS,
    });
    expect(config.SEED_DEMO).toBe(false);
    expect(config.PAYMENT_SANDBOX).toBe(false);
    expect(config.CAPTCHA_DISABLED).toBe(false);
    expect(config.PUBLIC_URL).toBe("https://school.example.test");
  });

  it("refuses in production everything a demo allows, all of it listed at once", () => {
    const problems = problemsOf({
      NODE_ENV: "production",
      SEED_DEMO: "true",
      PAYMENT_SANDBOX: "true",
      PAYMENT_SANDBOX_SECRET: "s".repeat(32),
      CAPTCHA_DISABLED: "true",
      SMTP_URL: "smtp://mail.example.test",
      ECPAY_MERCHANT_ID: "3002607",
      ECPAY_HASH_KEY: "pwFHCqoQZGmho4w6",
      ECPAY_HASH_IV: "EkRm7iFT261dpevs",
    });
    expect(problems.map((problem) => problem.split(":")[0])).toEqual([
      "SEED_DEMO",
      "PAYMENT_SANDBOX",
      "PAYMENT_SANDBOX_SECRET",
      "CAPTCHA_DISABLED",
      "PUBLIC_URL",
      "ECPAY_CHECKOUT_URL",
      "COUNSELING_SECRET_KEYS",
      "MAIL_FROM",
    ]);
    expect(problems[4]).toMatch(/required in production/);
  });

  it("refuses a localhost or plain-http PUBLIC_URL in production, and accepts it otherwise", () => {
    for (const url of [
      "http://localhost:3000",
      "https://127.0.0.1",
      "https://[::1]:8443",
      "https://app.localhost",
    ])
      expect(
        problemsOf({ NODE_ENV: "production", PUBLIC_URL: url, COUNSELING_SECRET_KEYS: KEYS }).join("\n"),
        url,
      ).toMatch(/^PUBLIC_URL: a localhost address is refused/m);
    expect(
      problemsOf({
        NODE_ENV: "production",
        PUBLIC_URL: "http://school.example.test",
        COUNSELING_SECRET_KEYS: KEYS,
      }),
    ).toEqual([expect.stringMatching(/^PUBLIC_URL: must be https:\/\//)]);
    expect(loadConfig({ PUBLIC_URL: "http://localhost:8080" }).PUBLIC_URL).toBe("http://localhost:8080");
    // A host merely starting with "localhost" is a real name.
    expect(
      loadConfig({
        NODE_ENV: "production",
        PUBLIC_URL: "https://localhost-school.example.test",
        COUNSELING_SECRET_KEYS: KEYS,
      }).PUBLIC_URL,
    ).toBe("https://localhost-school.example.test");
  });

  it("takes PUBLIC_URL as an origin: a trailing slash is dropped, a path refused", () => {
    expect(loadConfig({ PUBLIC_URL: "https://school.example.test/" }).PUBLIC_URL).toBe(
      "https://school.example.test",
    );
    expect(problemsOf({ PUBLIC_URL: "https://school.example.test/edu" })).toEqual([
      "PUBLIC_URL: only scheme, host and port, e.g. https://school.example.test (the product is served at /)",
    ]);
  });

  it("accepts production with the school's own ECPay address and sender", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      PUBLIC_URL: "https://school.example.test",
      COUNSELING_SECRET_KEYS: KEYS,
      SMTP_URL: "smtps://mail.example.test",
      MAIL_FROM: "School <office@school.example.test>",
      ECPAY_MERCHANT_ID: "3002607",
      ECPAY_HASH_KEY: "pwFHCqoQZGmho4w6",
      ECPAY_HASH_IV: "EkRm7iFT261dpevs",
      ECPAY_CHECKOUT_URL: "https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5",
    });
    expect(config.ECPAY_CHECKOUT_URL).toBe("https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5");
  });

  it("refuses half-set provider keys in every mode", () => {
    expect(
      problemsOf({ STRIPE_SECRET_KEY: "sk_test_12345678", LINE_CHANNEL_SECRET: "x".repeat(16) }),
    ).toEqual([
      "STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both or neither",
      "LINE_CHANNEL_SECRET, LINE_CHANNEL_ACCESS_TOKEN: set both or neither",
    ]);
    expect(problemsOf({ ECPAY_MERCHANT_ID: "3002607" })).toEqual([
      "ECPAY_MERCHANT_ID, ECPAY_HASH_KEY, ECPAY_HASH_IV: set all three or none",
    ]);
  });
});

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
